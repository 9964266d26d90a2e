import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StatementLine, StatementPeriod } from '@app/contract';
import { BASE_CURRENCY, can, dateRule, LIST_SORTS, sortValues } from '@app/contract/constants';
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
import { formatDate, formatInr, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useStatement } from '../api/accounts-api.ts';

const RULES = { startDate: dateRule('startDate'), endDate: dateRule('endDate') };
const SORTS = sortValues(LIST_SORTS.statement);

/**
 * Balances are green at zero or above and red below (spec: /accounts/{id}), in the account's
 * currency.
 */
const Balance = (props: { value: string; currency: string; size?: string }) => (
  <Text
    fw={700}
    size={props.size ?? 'xl'}
    c={Number(props.value) < 0 ? 'red.9' : 'teal.9'}
    className={amountClass}
  >
    {formatMoney(props.value, props.currency)}
  </Text>
);

/** One of the account's balances under its name, in the header card; `note` goes beneath it. */
const BalanceFigure = (props: {
  label: string;
  value: string;
  currency: string;
  note?: string | undefined;
}) => (
  <div>
    <Text size="sm" c="dimmed">
      {props.label}
    </Text>
    <Balance value={props.value} currency={props.currency} />
    {props.note && (
      <Text size="xs" c="dimmed">
        {props.note}
      </Text>
    )}
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
    cell: (l) => <Side amount={l.debit} books={l.base_debit} currency={l.currency} />,
  },
  {
    key: 'credit',
    header: 'Credit',
    align: 'right',
    cell: (l) => <Side amount={l.credit} books={l.base_credit} currency={l.currency} />,
  },
  {
    key: 'running',
    header: 'Balance',
    align: 'right',
    cell: (l) => <Balance value={l.running_balance} currency={l.currency} size="sm" />,
  },
];

/**
 * A line's debit or credit in the account's currency; on an account kept in another currency,
 * what it weighs in the books in rupees beneath it (a column of its own made the statement too
 * wide to read at 1280 px).
 */
function Side(props: { amount: string | null; books: string | null; currency: string }) {
  if (!props.amount) return null;
  return (
    <>
      {formatMoney(props.amount, props.currency)}
      {props.currency !== BASE_CURRENCY && props.books && (
        <Text size="xs" c="dimmed">
          {formatInr(props.books)} in the books
        </Text>
      )}
    </>
  );
}

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
  const foreign = account.currency !== BASE_CURRENCY;

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
            <BalanceFigure
              label="Opening Balance"
              value={account.opening_balance}
              currency={account.currency}
            />
            <BalanceFigure
              label="Current Balance"
              value={account.current_balance}
              currency={account.currency}
              note={foreign ? `In the books: ${formatInr(account.base_balance)}` : undefined}
            />
          </FigureGrid>
        </Group>
      </Card>
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <StatementPeriodFilter params={params} period={period} />
      <ListTable
        page={{ params, list: q }}
        table={{ caption: 'Statement lines', empty: 'No approved transactions in this period' }}
        columns={[...columns, ...(books ? [entryColumn] : [])]}
        summary={(d) => `${d.total} transactions`}
      />
      <HistoryPanel recordType="account" id={account.id} currency={account.currency} />
    </>
  );
}

type PeriodKey = 'startDate' | 'endDate';

/**
 * The statement's dates (the spec's startDate and endDate, not the books' from and to of
 * components/period-filter.tsx), and the period's balances and totals beside them.
 */
function StatementPeriodFilter(props: {
  params: {
    filters: Record<PeriodKey, string>;
    setFilter: (key: PeriodKey, value: string) => void;
  };
  period: StatementPeriod;
}) {
  const { params, period } = props;
  const money = (value: string) => formatMoney(value, period.currency);
  return (
    <FilterBar>
      <DateRangeFilter params={params} keys={['startDate', 'endDate']} />
      <Text size="sm" c="dimmed" pb={8}>
        Balance at start {money(period.opening_balance)} · debits {money(period.total_debit)} ·
        credits {money(period.total_credit)} · at end {money(period.closing_balance)}
      </Text>
    </FilterBar>
  );
}
