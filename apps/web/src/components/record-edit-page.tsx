import type { ReactNode } from 'react';
import { WithRouteId } from '../lib/route-id.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './states.tsx';

/** A record's detail query, as each feature's `useX(id)` hook returns it. */
type UseRecordQuery<T> = (id: number) => { isPending: boolean; data?: { data: T } | undefined };

interface EditPageProps<T> {
  /** "Edit Agent": the header on every state of the page. */
  title: string;
  /** The feature's RecordNotFound, shown for a junk id and for a record the server lacks. */
  notFound: ReactNode;
  useRecord: UseRecordQuery<T>;
  /** The record's name under the title once loaded. */
  subtitle: (record: T) => ReactNode;
  /** The form (and anything under it) for the loaded record. */
  children: (record: T) => ReactNode;
}

/**
 * An edit page: the route's id (a junk one shows the not-found state without asking the
 * server), the record's query, the header with its name, and the form once loaded. One place
 * for what every feature's edit page did the same way.
 */
export function RecordEditPage<T>(props: EditPageProps<T>) {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title={props.title} />
          {props.notFound}
        </>
      }
    >
      {(id) => <RecordEdit id={id} {...props} />}
    </WithRouteId>
  );
}

/** A component of its own, so the record's query runs only for a real id. */
function RecordEdit<T>({ id, ...props }: EditPageProps<T> & { id: number }) {
  const q = props.useRecord(id);
  const record = q.data?.data;
  return (
    <>
      <PageHeader title={props.title} subtitle={record && props.subtitle(record)} />
      {q.isPending ? <PageLoader /> : record ? props.children(record) : props.notFound}
    </>
  );
}
