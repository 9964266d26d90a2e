import { Card, Text } from '@mantine/core';
import { dateRule } from '@app/contract/constants';
import { hundredths, subtractMoney } from '@app/contract/hundredths';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { DateFilter } from '../../../components/date-range-filter.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { BalanceSheet } from '../api/books-api.ts';
import { useBalanceSheet } from '../api/books-api.ts';
import type { BooksColumn } from '../components/books-table.tsx';
import { AccountLink, BooksTable, inr } from '../components/books-table.tsx';

const RULES = { date: dateRule('date') };
type Row = BalanceSheet['assets'][number];

/** A section's rows; the computed ones (the year's profit, earlier years') have no ledger. */
const columnsOf = (bs: BalanceSheet, total: string): BooksColumn<Row>[] => [
  { key: 'code', header: 'Code', width: '30%', cell: (r) => r.code ?? '' },
  {
    key: 'name',
    header: 'Account',
    cell: (r) => <AccountLink id={r.account_id} name={r.name} period={{ to: bs.date }} />,
  },
  {
    key: 'balance',
    header: 'Balance',
    width: '25%',
    numeric: true,
    cell: (r) => inr(r.balance),
    total: inr(total),
  },
];

const rowKey = (r: Row) => r.account_id ?? r.name;

export default function BalanceSheetPage() {
  const params = useListParams(RULES);
  const q = useBalanceSheet(params.filters.date);
  const bs = q.data?.data;
  const balanced = bs
    ? hundredths(bs.totals.assets) === hundredths(bs.totals.liabilities_and_equity)
    : false;
  return (
    <>
      <PageHeader
        title="Balance Sheet"
        subtitle={bs ? `As of ${formatDate(bs.date)} · amounts in ${bs.currency}` : undefined}
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <DateFilter
          label="As of"
          value={params.filters.date}
          onChange={(v) => params.setFilter('date', v)}
        />
      </FilterBar>
      <ErrorText error={q.error} />
      {q.isPending ? (
        <PageLoader />
      ) : (
        bs && (
          <>
            <BooksTable
              title="Assets"
              caption="Assets"
              columns={columnsOf(bs, bs.totals.assets)}
              rows={bs.assets}
              rowKey={rowKey}
              empty="No assets"
              totalLabel="Total assets"
              minWidth={320}
            />
            <BooksTable
              title="Liabilities"
              caption="Liabilities"
              columns={columnsOf(bs, bs.totals.liabilities)}
              rows={bs.liabilities}
              rowKey={rowKey}
              empty="No liabilities"
              totalLabel="Total liabilities"
              minWidth={320}
            />
            <BooksTable
              title="Equity"
              caption="Equity"
              columns={columnsOf(bs, bs.totals.equity)}
              rows={bs.equity}
              rowKey={rowKey}
              empty="No equity"
              totalLabel="Total equity"
              minWidth={320}
            />
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Check">
              <Text size="sm">
                Total assets {formatInr(bs.totals.assets)} · liabilities and equity{' '}
                {formatInr(bs.totals.liabilities_and_equity)}
              </Text>
              <Text fw={700} c={balanced ? 'teal.9' : 'red.9'} role="status">
                {balanced
                  ? 'Balanced: assets equal liabilities plus equity'
                  : `Out of balance by ${formatInr(
                      subtractMoney(bs.totals.assets, bs.totals.liabilities_and_equity),
                    )}`}
              </Text>
            </Card>
          </>
        )
      )}
    </>
  );
}
