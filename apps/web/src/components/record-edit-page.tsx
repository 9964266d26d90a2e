import type { ReactNode } from 'react';
import { WithRouteId } from '../lib/route-id.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './states.tsx';

/** A record's detail query, as each feature's `useX(id)` hook returns it. */
type UseRecordQuery<T> = (id: number) => { isPending: boolean; data?: { data: T } | undefined };

/** Most records are shown by their name; the others say what stands under the title. */
type Subtitle<T> = T extends { name: string }
  ? { subtitle?: (record: T) => ReactNode }
  : { subtitle: (record: T) => ReactNode };

type EditPageParts<T> = {
  /** "Edit Agent": the header on every state of the page. */
  title: string;
  /** The feature's RecordNotFound, shown for a junk id and for a record the server lacks. */
  notFound: ReactNode;
  /** The form (and anything under it) for the loaded record. */
  form: (record: T) => ReactNode;
} & Subtitle<T>;

const nameOf = (record: unknown): ReactNode =>
  typeof record === 'object' &&
  record !== null &&
  'name' in record &&
  typeof record.name === 'string'
    ? record.name
    : null;

/**
 * An edit page: the route's id (a junk one shows the not-found state without asking the
 * server), the record's query, the header with its name, and the form once loaded. Each
 * feature's edit page is this with its parts: `export const AgentEditPage = recordEditPage(
 * useAgent, { title, notFound, form })`.
 */
export function recordEditPage<T>(useRecord: UseRecordQuery<T>, parts: EditPageParts<T>) {
  return function RecordEditPage() {
    return (
      <WithRouteId
        notFound={
          <>
            <PageHeader title={parts.title} />
            {parts.notFound}
          </>
        }
      >
        {(id) => <RecordEdit id={id} useRecord={useRecord} parts={parts} />}
      </WithRouteId>
    );
  };
}

/** A component of its own, so the record's query runs only for a real id. */
function RecordEdit<T>(props: {
  id: number;
  useRecord: UseRecordQuery<T>;
  parts: EditPageParts<T>;
}) {
  const { parts } = props;
  const q = props.useRecord(props.id);
  const record = q.data?.data;
  const subtitle = parts.subtitle ?? nameOf;
  return (
    <>
      <PageHeader title={parts.title} subtitle={record && subtitle(record)} />
      {q.isPending ? <PageLoader /> : record ? parts.form(record) : parts.notFound}
    </>
  );
}
