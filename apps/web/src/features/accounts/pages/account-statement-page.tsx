import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StatementLine, StatementPeriod } from '@app/contract';
import { can, dateRule, LIST_SORTS, sortValues } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { amountClass, FigureGrid } from '../../../components/figure-grid.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { BackButton } from '../../../components/detail-header.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { PageLoader, ParamsNotice, RecordNotFound } from '../../../components/states.tsx';
import { ActiveBadge, ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { ListTable } from '../../../components/list-page.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useStatement } from '../api/accounts-api.ts';

const RULES = { startDate: dateRule('startDate'), endDate: dateRule('endDate') };
const SORTS = sortValues(LIST_SORTS.statement);

/** Balances are green at zero or above and red below (spec: /accounts/{id}). */
const Balance = ({ value, size = 'xl' }: { value: string; size?: string }) => (
  <Text fw={700} size={size} c={Number(value) < 0 ? 'red.9' : 'teal.9'} className={amountClass}>
    {formatInr(value)}
  </Text>
);

/** One of the account's balances under its name, in the header card. */
const BalanceFigure = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Balance value={value} />
  </div>
);

const columns: Column<StatementLine>[] = [
  {
    key: 'date',
    sortKey: 'transaction_date',
    header: 'Date',
    cell: (l) => formatDate(l.transaction_date),
  },
  { key: 'ref', header: 'Reference', cell: (l) => l.reference ?? '—' },
  { key: 'desc', header: 'Description', cell: (l) => l.description },
  { key: 'cat', header: 'Category', cell: (l) => l.category },
  {
    key: 'type',
    header: 'Type',
    cell: (l) => <ValueBadge kind="transactionType" value={l.type} />,
  },
  {
    key: 'debit',
    header: 'Debit',
    align: 'right',
    cell: (l) => (l.debit ? formatInr(l.debit) : ''),
  },
  {
    key: 'credit',
    header: 'Credit',
    align: 'right',
    cell: (l) => (l.credit ? formatInr(l.credit) : ''),
  },
  {
    key: 'running',
    header: 'Balance',
    align: 'right',
    cell: (l) => <Balance value={l.running_balance} size="sm" />,
  },
];

/** The journal entry a line was posted by, for those who may read the books. */
const entryColumn: Column<StatementLine> = {
  key: 'entry',
  header: 'Entry',
  nowrap: true,
  cell: (l) => (
    <Anchor
      component={Link}
      to={paths.bookEntry(l.entry_id)}
      size="sm"
      aria-label={`Journal entry ${l.entry_id}: ${l.description}`}
    >
      Entry {l.entry_id}
    </Anchor>
  ),
};

const notFound = (
  <RecordNotFound title="Account not found" list={paths.accounts} backLabel="Back to Accounts" />
);

export default function AccountStatementPage() {
  return <WithRouteId notFound={notFound}>{(id) => <Statement id={id} />}</WithRouteId>;
}

function Statement({ id }: { id: number }) {
  const params = useListParams(RULES, SORTS);
  const { filters } = params;
  const q = useStatement(id, {
    page: params.page,
    startDate: filters.startDate,
    endDate: filters.endDate,
    sort: params.sort,
  });
  usePageInRange(params, q.data);
  const back = useListHref(paths.accounts);
  const books = can(useCurrentUser(), 'view_books');
  if (q.isPending) return <PageLoader />;
  if (!q.data) return notFound;
  const { account, period } = q.data;

  return (
    <>
      <PageHeader
        title="Account Statement"
        subtitle={`${account.name} · ${account.code}`}
        actions={
          <>
            <ListExportButton list="statement" query={params.query} id={id} />
            <BackButton to={back} />
          </>
        }
      />
      <Card withBorder radius="md" padding="lg" mb="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={3}>{account.name}</Title>
            <Group gap="xs">
              <Text c="dimmed" size="sm">
                {account.code}
              </Text>
              <ValueBadge kind="accountType" value={account.type} />
              <ActiveBadge active={account.is_active} />
            </Group>
            {account.description && (
              <Text size="sm" c="dimmed" maw={520}>
                {account.description}
              </Text>
            )}
          </Stack>
          <FigureGrid min="9rem">
            <BalanceFigure label="Opening Balance" value={account.opening_balance} />
            <BalanceFigure label="Current Balance" value={account.current_balance} />
          </FigureGrid>
        </Group>
      </Card>
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <PeriodFilter params={params} period={period} />
      <ListTable
        page={{ params, list: q }}
        table={{ caption: 'Statement lines', empty: 'No approved transactions in this period' }}
        columns={books ? [...columns, entryColumn] : columns}
        summary={(d) => `${d.total} transactions`}
      />
      <HistoryPanel recordType="account" id={account.id} />
    </>
  );
}

type PeriodKey = 'startDate' | 'endDate';

/** The statement's dates, and the period's balances and totals beside them. */
function PeriodFilter(props: {
  params: {
    filters: Record<PeriodKey, string>;
    setFilter: (key: PeriodKey, value: string) => void;
  };
  period: StatementPeriod;
}) {
  const { params, period } = props;
  return (
    <FilterBar>
      <DateRangeFilter params={params} keys={['startDate', 'endDate']} />
      <Text size="sm" c="dimmed" pb={8}>
        Balance at start {formatInr(period.opening_balance)} · debits{' '}
        {formatInr(period.total_debit)} · credits {formatInr(period.total_credit)} · at end{' '}
        {formatInr(period.closing_balance)}
      </Text>
    </FilterBar>
  );
}
