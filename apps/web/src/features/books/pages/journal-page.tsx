import { Anchor, Card, Group, Select, Space, Stack, Text } from '@mantine/core';
import { choiceRule, idRule, JOURNAL_SOURCES, labelOf } from '@app/contract/constants';
import { Link } from 'react-router';
import { pagedFooter } from '../../../components/data-table.tsx';
import { ClearFiltersButton, FilterBar } from '../../../components/filter-bar.tsx';
import { DateFilter } from '../../../components/date-range-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { formatDate, totalText } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import type { JournalEntry } from '../api/books-api.ts';
import { useAccountChoices, useJournal } from '../api/books-api.ts';
import { DocumentLink, EntryLines, ReversalMarks } from '../components/entry-parts.tsx';
import { PERIOD_RULES } from '../../../components/period-filter.tsx';

// The server's rules for these (ledgerEntriesQuery), read without zod (contract url-rules.ts).
const RULES = {
  account_id: idRule('account_id'),
  source_type: choiceRule(JOURNAL_SOURCES, 'source type'),
  ...PERIOD_RULES,
};
const SOURCES = JOURNAL_SOURCES.map((s) => ({ value: s, label: labelOf('journalSource', s) }));

export default function JournalPage() {
  const params = useListParams(RULES);
  const { filters, setFilter } = params;
  const q = useJournal({ page: params.page, ...filters });
  usePageInRange(params, q.data);
  const accounts = useAccountChoices();
  const chosen = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader
        title="Journal"
        subtitle={
          q.data ? `${totalText(q.data)} entries · amounts in ${q.data.currency}` : undefined
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <Select
          label="Account"
          w={240}
          searchable
          clearable
          placeholder="All accounts"
          value={filters.account_id || null}
          onChange={(v) => setFilter('account_id', v ?? '')}
          data={(accounts.data?.data ?? []).map((a) => ({
            value: String(a.id),
            label: `${a.name} (${a.code})`,
          }))}
        />
        <FilterSelect
          label="Source"
          all="All sources"
          w={180}
          value={filters.source_type}
          onChange={(v) => setFilter('source_type', v)}
          data={SOURCES}
        />
        <DateFilter label="From Date" value={filters.from} onChange={(v) => setFilter('from', v)} />
        <DateFilter label="To Date" value={filters.to} onChange={(v) => setFilter('to', v)} />
        {chosen && <ClearFiltersButton onClick={params.clear} />}
      </FilterBar>
      <ErrorText error={q.error} />
      {q.isPending ? (
        <PageLoader />
      ) : (
        q.data && (
          <>
            {q.data.data.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                No journal entries match
              </Text>
            )}
            <Stack gap="lg">
              {q.data.data.map((e) => (
                <EntryCard key={e.id} entry={e} />
              ))}
            </Stack>
            <Group justify="space-between" mt="md">
              {pagedFooter(q.data, params.setPage, (d) => `${totalText(d)} entries`)}
            </Group>
          </>
        )
      )}
    </>
  );
}

/** One entry: its date, memo, source, document and who posted it, then its lines. */
function EntryCard({ entry }: { entry: JournalEntry }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Entry ${entry.id}`}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Anchor component={Link} to={paths.bookEntry(entry.id)} fw={700}>
              Entry {entry.id}
            </Anchor>
            <Text size="sm" c="dimmed">
              {formatDate(entry.entry_date)}
            </Text>
          </Group>
          <Text size="sm">{entry.memo}</Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm">
            {labelOf('journalSource', entry.source_type)} · <DocumentLink entry={entry} />
          </Text>
          <Text size="xs" c="dimmed">
            Posted by {entry.created_by?.name ?? 'System'}
          </Text>
        </Stack>
      </Group>
      <ReversalMarks entry={entry} />
      <Space h="xs" />
      <EntryLines entry={entry} caption={`Lines of journal entry ${entry.id}`} mb={0} />
    </Card>
  );
}
