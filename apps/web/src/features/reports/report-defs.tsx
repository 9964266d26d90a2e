import type {
  CashReport,
  PayablesReport,
  ReceivablesReport,
  ReportName,
  SalesReport,
  TopReport,
} from '@app/contract';
import { AGEING_BUCKETS, REPORT_FIGURE_LABELS as L } from '@app/contract/constants';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table.tsx';
import { formatInr } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

/** One report's screen: its filters, the chart's bars and the table of the same figures. */
export interface ReportDef {
  /** Query fields besides from/to the screen offers (the contract's REPORT_QUERIES). */
  agent?: boolean;
  account?: boolean;
  period: boolean;
  by?: boolean;
  /** The sales report's months: posting date (the books) or booking date. */
  basis?: boolean;
  money: (v: string | number) => string;
  /** The chart: one entry per bar group, numbers only. */
  chart: (data: never) => { rows: Record<string, string | number>[]; series: Series[] };
  table: (data: never) => { rows: Row[]; columns: Column<Row>[] };
}
export interface Series {
  name: string;
  label: string;
  color: string;
}
export type Row = Record<string, string | number> & { key: string };

const n = Number;
const moneyCol = (key: string, header: string, money: (v: string) => string): Column<Row> => ({
  key,
  header,
  align: 'right',
  nowrap: true,
  cell: (r) => money(String(r[key] ?? '0')),
});
const textCol = (key: string, header: string): Column<Row> => ({
  key,
  header,
  // Months (2026-01) stay on one line; names wrap.
  nowrap: key === 'month',
  // A row that names a record (`to`) links its name there: the figure can be followed.
  cell: (r) =>
    key === 'label' && typeof r.to === 'string' ? (
      <Anchor component={Link} to={r.to}>
        {r[key]}
      </Anchor>
    ) : (
      r[key]
    ),
});
const countCol = (key: string, header: string): Column<Row> => ({
  key,
  header,
  align: 'right',
  cell: (r) => r[key],
});

const SALES_SERIES: Series[] = [
  { name: 'sale', label: L.sale, color: 'blue.6' },
  { name: 'cost', label: L.cost, color: 'gray.6' },
  { name: 'net_profit', label: L.net_profit, color: 'teal.6' },
  { name: 'commission', label: L.commission, color: 'orange.6' },
];

/** Headers by row key, in column order. */
type Headers = Record<string, string>;
const columnsOf = (h: Headers, col: (key: string, header: string) => Column<Row>) =>
  Object.entries(h).map(([key, header]) => col(key, header));
/**
 * A report's table: its names or months, then its counts, then its amounts in the report's
 * currency (every report's order), each group as `{ key: 'Header' }`.
 */
const columns = (
  money: (v: string) => string,
  groups: { text: Headers; count: Headers; money: Headers },
): Column<Row>[] => [
  ...columnsOf(groups.text, textCol),
  ...columnsOf(groups.count, countCol),
  ...columnsOf(groups.money, (key, header) => moneyCol(key, header, money)),
];

/** The ageing buckets' headers: `to0-30: 'To travel 0-30 days'`… */
const ageingHeaders = (prefix: string, title: string): Headers =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [`${prefix}${b}`, `${title} ${b} days`]));

const ageingRow = (
  key: string,
  label: string,
  a: ReceivablesReport['overall'],
  to?: string,
): Row => ({
  key,
  label,
  ...(to ? { to } : {}),
  files: a.files,
  total: a.total,
  no_travel_date: a.no_travel_date,
  ...Object.fromEntries(AGEING_BUCKETS.map((b) => [`to${b}`, a.to_travel[b]])),
  ...Object.fromEntries(AGEING_BUCKETS.map((b) => [`since${b}`, a.since_travel[b]])),
});

const topDef: ReportDef = {
  period: true,
  by: true,
  money: formatInr,
  chart: (d: TopReport) => ({
    rows: d.rows.map((r) => ({ label: r.label, sale: n(r.sale), net_profit: n(r.net_profit) })),
    series: [SALES_SERIES[0]!, SALES_SERIES[2]!],
  }),
  table: (d: TopReport) => ({
    rows: d.rows.map((r, i) => ({
      key: `${i}`,
      label: r.label,
      files: r.files,
      sale: r.sale,
      net_profit: r.net_profit,
    })),
    columns: columns(formatInr, {
      text: { label: 'Name' },
      count: { files: 'Files' },
      money: { sale: L.sale, net_profit: L.net_profit },
    }),
  }),
};

export const REPORT_DEFS: Record<ReportName, ReportDef> = {
  sales: {
    period: true,
    agent: true,
    basis: true,
    money: formatInr,
    chart: (d: SalesReport) => ({
      rows: d.rows.map((r) => ({
        label: r.month,
        sale: n(r.sale),
        cost: n(r.cost),
        net_profit: n(r.net_profit),
        commission: n(r.commission),
      })),
      series: SALES_SERIES,
    }),
    table: (d: SalesReport) => ({
      rows: [
        ...d.rows.map((r) => ({ ...r, key: r.month })),
        { key: 'Total', month: 'Total', ...d.totals },
      ],
      columns: columns(formatInr, {
        text: { month: 'Month' },
        count: { files: 'Files', draft_files: 'Drafts', cancelled_files: 'Cancelled' },
        money: {
          sale: L.sale,
          cost: L.cost,
          profit: L.profit,
          commission: L.commission,
          net_profit: L.net_profit,
        },
      }),
    }),
  },
  receivables: {
    period: false,
    agent: true,
    money: formatInr,
    chart: (d: ReceivablesReport) => ({
      rows: AGEING_BUCKETS.map((b) => ({
        label: `${b} days`,
        to_travel: n(d.overall.to_travel[b]),
        since_travel: n(d.overall.since_travel[b]),
      })),
      series: [
        { name: 'to_travel', label: 'Days to travel', color: 'blue.6' },
        { name: 'since_travel', label: 'Days since travel', color: 'red.6' },
      ],
    }),
    table: (d: ReceivablesReport) => ({
      rows: [
        ageingRow('overall', 'All agents', d.overall),
        ...d.agents.map((a) =>
          ageingRow(
            `a${a.agent.id}`,
            `${a.agent.name} (${a.agent.code})`,
            a,
            paths.agentDetail(a.agent.id),
          ),
        ),
      ],
      columns: columns(formatInr, {
        text: { label: 'Agent' },
        count: { files: 'Files' },
        money: {
          ...ageingHeaders('to', 'To travel'),
          ...ageingHeaders('since', 'Since travel'),
          no_travel_date: 'No travel date',
          total: L.balance_due,
        },
      }),
    }),
  },
  'agent-payables': {
    period: false,
    agent: true,
    money: formatInr,
    chart: (d: PayablesReport) => ({
      rows: d.rows.map((r) => ({ label: r.agent.name, agent_balance: n(r.agent_balance) })),
      series: [{ name: 'agent_balance', label: L.agent_balance, color: 'orange.6' }],
    }),
    table: (d: PayablesReport) => ({
      rows: [
        ...d.rows.map((r) => ({
          key: `a${r.agent.id}`,
          label: `${r.agent.name} (${r.agent.code})`,
          files: r.files,
          agent_payable: r.agent_payable,
          agent_paid: r.agent_paid,
          agent_balance: r.agent_balance,
        })),
        { key: 'total', label: 'Total', ...d.totals },
      ],
      columns: columns(formatInr, {
        text: { label: 'Agent' },
        count: { files: 'Files' },
        money: {
          agent_payable: L.agent_payable,
          agent_paid: L.agent_paid,
          agent_balance: L.agent_balance,
        },
      }),
    }),
  },
  'top-destinations': topDef,
  'top-agents': topDef,
  cash: {
    period: true,
    account: true,
    money: formatInr,
    chart: (d: CashReport) => {
      // The chart sums the accounts per month; the table keeps each account.
      const months = new Map<string, { label: string; cash_in: number; cash_out: number }>();
      for (const r of d.rows) {
        const m = months.get(r.month) ?? { label: r.month, cash_in: 0, cash_out: 0 };
        m.cash_in += n(r.cash_in);
        m.cash_out += n(r.cash_out);
        months.set(r.month, m);
      }
      return {
        rows: [...months.values()],
        series: [
          { name: 'cash_in', label: 'Cash in', color: 'teal.6' },
          { name: 'cash_out', label: 'Cash out', color: 'red.6' },
        ],
      };
    },
    table: (d: CashReport) => ({
      rows: [
        ...d.rows.map((r) => ({
          key: `${r.account.id}-${r.month}`,
          month: r.month,
          account: `${r.account.name} (${r.account.code})`,
          movements: r.movements,
          cash_in: r.cash_in,
          cash_out: r.cash_out,
          net: r.net,
        })),
        { key: 'total', month: 'Total', account: '', movements: '', ...d.totals },
      ],
      columns: columns(formatInr, {
        text: { month: 'Month', account: 'Account' },
        count: { movements: 'Movements' },
        money: { cash_in: 'Cash in', cash_out: 'Cash out', net: 'Net' },
      }),
    }),
  },
};
