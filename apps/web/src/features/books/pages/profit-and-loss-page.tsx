import { Card, Group, Text } from '@mantine/core';
import { dateRule } from '@app/contract/constants';
import { DateFilter } from '../../../components/date-range-filter.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { amountClass } from '../../../components/figure-grid.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { ProfitAndLoss } from '../api/books-api.ts';
import { useProfitAndLoss } from '../api/books-api.ts';
import type { BooksColumn } from '../components/books-table.tsx';
import { AccountLink, BooksTable, inr } from '../components/books-table.tsx';
import { PERIOD_RULES, PeriodFilter } from '../../../components/period-filter.tsx';

const RULES = {
  ...PERIOD_RULES,
  compare_from: dateRule('compare_from'),
  compare_to: dateRule('compare_to'),
};
type Row = ProfitAndLoss['income'][number];
type Totals = ProfitAndLoss['totals']['income'];

const range = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

function columnsOf(pl: ProfitAndLoss, totals: Totals): BooksColumn<Row>[] {
  const period = { from: pl.from, to: pl.to };
  const columns: BooksColumn<Row>[] = [
    { key: 'code', header: 'Code', width: '25%', cell: (r) => r.code },
    {
      key: 'name',
      header: 'Account',
      cell: (r) => <AccountLink id={r.account_id} name={r.name} period={period} />,
    },
    {
      key: 'amount',
      header: range(pl.from, pl.to),
      numeric: true,
      cell: (r) => inr(r.amount),
      total: inr(totals.amount),
    },
  ];
  if (pl.compare_from && pl.compare_to)
    columns.push({
      key: 'compare',
      header: range(pl.compare_from, pl.compare_to),
      numeric: true,
      cell: (r) => (r.compare_amount === null ? '' : inr(r.compare_amount)),
      total: totals.compare_amount === null ? '' : inr(totals.compare_amount),
    });
  return columns;
}

/** Net profit, or a loss said as one (in red, without the minus sign). */
function NetResult({ label, value }: { label: string; value: string }) {
  const loss = value.startsWith('-');
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* The words on their own line: a crore-sized figure still fits a 375 px phone. */}
      <Text fw={600} size="sm" c={loss ? 'red.9' : 'teal.9'}>
        {loss ? 'Net loss' : 'Net profit'}
      </Text>
      <Text fw={700} size="xl" c={loss ? 'red.9' : 'teal.9'} className={amountClass}>
        {formatInr(loss ? value.slice(1) : value)}
      </Text>
    </div>
  );
}

export default function ProfitAndLossPage() {
  const params = useListParams(RULES);
  const { filters, setFilter } = params;
  const q = useProfitAndLoss(filters);
  const pl = q.data?.data;
  return (
    <>
      <PageHeader
        title="Profit & Loss"
        subtitle={pl ? `${range(pl.from, pl.to)} · amounts in ${pl.currency}` : undefined}
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <PeriodFilter params={params}>
        <DateFilter
          label="Compare from"
          value={filters.compare_from}
          onChange={(v) => setFilter('compare_from', v)}
        />
        <DateFilter
          label="Compare to"
          value={filters.compare_to}
          onChange={(v) => setFilter('compare_to', v)}
        />
      </PeriodFilter>
      <ErrorText error={q.error} />
      {q.isPending ? (
        <PageLoader />
      ) : (
        pl && (
          <>
            <BooksTable
              title="Income"
              caption="Income"
              columns={columnsOf(pl, pl.totals.income)}
              rows={pl.income}
              rowKey={(r) => r.account_id}
              empty="No income in this period"
              totalLabel="Total income"
              minWidth={560}
            />
            <BooksTable
              title="Expenses"
              caption="Expenses"
              columns={columnsOf(pl, pl.totals.expenses)}
              rows={pl.expenses}
              rowKey={(r) => r.account_id}
              empty="No expenses in this period"
              totalLabel="Total expenses"
              minWidth={560}
            />
            <Card withBorder radius="md" padding="lg" aria-label="Net result" component="section">
              <Group gap="xl" wrap="wrap">
                <NetResult label={range(pl.from, pl.to)} value={pl.totals.net_profit.amount} />
                {pl.compare_from &&
                  pl.compare_to &&
                  pl.totals.net_profit.compare_amount !== null && (
                    <NetResult
                      label={range(pl.compare_from, pl.compare_to)}
                      value={pl.totals.net_profit.compare_amount}
                    />
                  )}
              </Group>
            </Card>
          </>
        )
      )}
    </>
  );
}
