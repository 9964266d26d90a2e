import { useDeferredValue } from 'react';
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
    // The body is built as a background render that React splits into slices of a few ms, so
    // a long record does not hold the main thread in one task when it arrives (Lighthouse's
    // total blocking time: decision 061). Until it is built, the loader stays.
    const shown = useDeferredValue(q.data);
    if (q.isPending) return <PageLoader />;
    if (!q.data) return notFound;
    return shown ? body(shown.data) : <PageLoader />;
  }
  return function RecordDetailPage() {
    // Keyed by id: another record starts from the loader, never from the last one's body.
    return (
      <WithRouteId notFound={notFound}>{(id) => <RecordDetail key={id} id={id} />}</WithRouteId>
    );
  };
}
