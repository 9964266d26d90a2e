import type { ReactNode } from 'react';
import { WithRouteId } from '../lib/route-id.tsx';
import { PageLoader } from './states.tsx';

/** A record's detail query, as each feature's `useX(id)` hook returns it. */
type UseRecordQuery<T> = (id: number) => { isPending: boolean; data?: { data: T } | undefined };

/**
 * A page about one record (its detail, its permissions): the route's id (a junk one shows the
 * not-found state without asking the server), the record's query, the loader, the not-found
 * state for a record the server lacks, and the page's body once loaded. Like recordEditPage:
 * `export default recordDetailPage(useAgent, notFound, (a) => <AgentDetail a={a} />)`.
 */
export function recordDetailPage<T>(
  useRecord: UseRecordQuery<T>,
  notFound: ReactNode,
  body: (record: T) => ReactNode,
) {
  /** A component of its own, so the record's query runs only for a real id. */
  function RecordDetail({ id }: { id: number }) {
    const q = useRecord(id);
    if (q.isPending) return <PageLoader />;
    return q.data ? body(q.data.data) : notFound;
  }
  return function RecordDetailPage() {
    return <WithRouteId notFound={notFound}>{(id) => <RecordDetail id={id} />}</WithRouteId>;
  };
}
