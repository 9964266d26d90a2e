import { ValueBadge } from '../../../components/status-badge.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { TrialBalance } from '../api/books-api.ts';
import { useTrialBalance } from '../api/books-api.ts';
import type { BooksColumn } from '../components/books-table.tsx';
import { AccountLink, BooksTable, inr } from '../components/books-table.tsx';
import { PERIOD_RULES, PeriodFilter, periodText } from '../../../components/period-filter.tsx';

type Row = TrialBalance['rows'][number];

/** Each account's opening, period and closing balance as debit and credit, summed at the foot. */
function columnsOf(tb: TrialBalance): BooksColumn<Row>[] {
  const period = { from: tb.from, to: tb.to };
  const t = tb.totals;
  const money = (key: keyof TrialBalance['totals'], header: string): BooksColumn<Row> => ({
    key,
    header,
    numeric: true,
    cell: (r) => inr(r[key], true),
    total: inr(t[key]),
  });
  return [
    { key: 'code', header: 'Code', cell: (r) => r.code },
    {
      key: 'name',
      header: 'Account',
      cell: (r) => <AccountLink id={r.account_id} name={r.name} period={period} />,
    },
    { key: 'type', header: 'Type', cell: (r) => <ValueBadge kind="accountType" value={r.type} /> },
    money('opening_debit', 'Opening Dr'),
    money('opening_credit', 'Opening Cr'),
    money('debit', 'Debit'),
    money('credit', 'Credit'),
    money('closing_debit', 'Closing Dr'),
    money('closing_credit', 'Closing Cr'),
  ];
}

export default function TrialBalancePage() {
  const params = useListParams(PERIOD_RULES);
  const q = useTrialBalance(params.filters);
  const tb = q.data?.data;
  return (
    <>
      <PageHeader
        title="Trial Balance"
        subtitle={
          tb ? `${periodText(tb.from, tb.to, formatDate)} · amounts in ${tb.currency}` : undefined
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <PeriodFilter params={params} />
      <ErrorText error={q.error} />
      {q.isPending ? (
        <PageLoader />
      ) : (
        tb && (
          <BooksTable
            caption="Trial balance"
            columns={columnsOf(tb)}
            rows={tb.rows}
            rowKey={(r) => r.account_id}
            empty="No entries in this period"
            totalLabel="Total"
            minWidth={960}
          />
        )
      )}
    </>
  );
}
