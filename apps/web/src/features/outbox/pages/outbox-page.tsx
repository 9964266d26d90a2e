import { Alert, Select, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@app/contract';
import { choiceRule, OUTBOX_STATE_LABELS, OUTBOX_STATES } from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import { actionsColumn } from '../../../components/columns.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { ClearFiltersButton, FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { formatDateTime, totalText } from '../../../lib/format.ts';
import type { ParamRules } from '../../../lib/list-params.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import type { OUTBOX_FILTERS } from '../api/outbox-api.ts';
import { useOutbox } from '../api/outbox-api.ts';
import { OutboxStateBadge, stateText } from '../../../components/outbox-state.tsx';
import { RecordLink } from '../components/record-link.tsx';

const RULES: ParamRules<(typeof OUTBOX_FILTERS)[number]> = {
  state: choiceRule(OUTBOX_STATES, 'state'),
};
const STATE_OPTIONS = OUTBOX_STATES.map((s) => ({ value: s, label: OUTBOX_STATE_LABELS[s] }));

const columns = (smtp: boolean): Column<OutboxMessage>[] => [
  { key: 'created', header: 'Queued', nowrap: true, cell: (m) => formatDateTime(m.created_at) },
  { key: 'record', header: 'Record', cell: (m) => <RecordLink m={m} /> },
  {
    key: 'to',
    header: 'To',
    cell: (m) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {m.to.join(', ')}
      </Text>
    ),
  },
  { key: 'subject', header: 'Subject', cell: (m) => m.subject },
  {
    key: 'state',
    header: 'State',
    cell: (m) => (
      <Stack gap={2} maw={320}>
        <OutboxStateBadge state={m.state} />
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {stateText(m, smtp)}
        </Text>
      </Stack>
    ),
  },
  // As every list: the row opens from its actions column, which stays in view at 375 px.
  actionsColumn((m) => <RowActions name={m.subject} viewTo={paths.outboxMessage(m.id)} />),
];

/**
 * The mail outbox, for admins: every email the app queued, newest first, by state.
 * Without an SMTP server the messages stay queued here; each opens to its text and .eml.
 */
export default function OutboxPage() {
  const params = useListParams(RULES);
  const { page, filters, setFilter, setPage, clear } = params;
  const list = useOutbox(page, filters);
  usePageInRange(params, list.data);
  const data = list.data;
  return (
    <>
      <PageHeader title="Outbox" subtitle="Every email the app sends, newest first" />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      {data && !data.smtp && (
        <Alert color="blue" mb="md" title="No SMTP server is configured">
          Messages stay queued here. Open one to read it or download it as .eml.
        </Alert>
      )}
      <FilterBar>
        <Select
          label="State"
          placeholder="All"
          w={{ base: '100%', xs: 180 }}
          clearable
          value={filters.state || null}
          onChange={(v) => setFilter('state', v ?? '')}
          data={STATE_OPTIONS}
        />
        <ClearFiltersButton onClick={clear} />
      </FilterBar>
      <DataTable
        caption="Outbox"
        columns={columns(data?.smtp ?? true)}
        rows={data?.data}
        loading={list.isPending}
        emptyText={list.isError ? list.error.message : 'No messages found'}
        footer={pagedFooter(data, setPage, (d) => `${totalText(d)} messages`)}
      />
    </>
  );
}
