import { Card, Group, Text } from '@mantine/core';
import { addMoney } from '@app/contract/hundredths';
import { labelOf } from '@app/contract/constants';
import { BackButton } from '../../../components/detail-header.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { formatDate, formatDateTime, formatInr } from '../../../lib/format.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useJournalEntry } from '../api/books-api.ts';
import { DocumentLink, EntryLines, ReversalMarks } from '../components/entry-parts.tsx';

const notFound = (
  <RecordNotFound
    title="Journal entry not found"
    list={paths.booksJournal}
    backLabel="Back to Journal"
  />
);

export default function JournalEntryPage() {
  return <WithRouteId notFound={notFound}>{(id) => <Entry id={id} />}</WithRouteId>;
}

function Entry({ id }: { id: number }) {
  const q = useJournalEntry(id);
  const back = useListHref(paths.booksJournal);
  if (q.isPending) return <PageLoader />;
  const entry = q.data?.data;
  if (!entry) return notFound;
  const debits = addMoney(entry.lines.map((l) => l.debit));
  const credits = addMoney(entry.lines.map((l) => l.credit));
  const balanced = debits === credits;
  return (
    <>
      <PageHeader
        title={`Journal Entry ${entry.id}`}
        subtitle={entry.memo}
        actions={<BackButton to={back} />}
      />
      <Card withBorder radius="md" padding="lg" mb="lg">
        <DetailList
          cols={3}
          items={[
            ['Date', formatDate(entry.entry_date)],
            ['Memo', entry.memo],
            ['Source', `${labelOf('journalSource', entry.source_type)} #${entry.source_id}`],
            ['Document', <DocumentLink key="doc" entry={entry} />],
            ['Posted by', entry.created_by?.name ?? 'System'],
            ['Created at', formatDateTime(entry.created_at)],
          ]}
        />
        <Group mt="md">
          <ReversalMarks entry={entry} />
        </Group>
      </Card>
      <EntryLines entry={entry} caption={`Lines of journal entry ${entry.id}`} />
      <Text size="sm" c={balanced ? 'teal.9' : 'red.9'} fw={600} role="status">
        {balanced
          ? `Debits equal credits: ${formatInr(debits)}`
          : `Debits ${formatInr(debits)} do not equal credits ${formatInr(credits)}`}
      </Text>
    </>
  );
}
