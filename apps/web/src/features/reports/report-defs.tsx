import type {
  CashReport,
  GstSummaryReport,
  MarginTotals,
  PayablesAgeingReport,
  PayablesReport,
  ReceivablesReport,
  ReportName,
  SalesReport,
  ServiceMarginReport,
  SupplierMarginReport,
  TopReport,
  TopSuppliersReport,
  UnconfirmedServicesReport,
} from '@app/contract';
import {
  AGEING_BUCKETS,
  PAYABLES_AGEING_BUCKETS,
  PAYABLES_AGEING_REPORT_LABELS,
  REPORT_FIGURE_LABELS as L,
  REPORT_SERVICE_KIND_LABELS,
  SERVICE_STATE_LABELS,
  UNCONFIRMED_SOON_DAYS,
  UNCONFIRMED_STATES,
} from '@app/contract/constants';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table.tsx';
import { formatDate, formatInr, formatMoney } from '../../lib/format.ts';
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
  /** What the rows are, in the paged footer ("20 agents"); agents unless said. */
  unit?: string;
  /** A line under the filters about what the figures leave out, when there is something to say. */
  note?: (data: never) => string | undefined;
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

/** A margin's percent of the sale ('36.30%'), or a dash when there was no sale. */
const percentCol: Column<Row> = {
  key: 'margin_percent',
  header: 'Margin %',
  align: 'right',
  nowrap: true,
  cell: (r) => (r.margin_percent === '' ? '—' : `${r.margin_percent}%`),
};
const MARGIN_SERIES: Series[] = [
  { name: 'sale', label: L.sale, color: 'blue.6' },
  { name: 'cost', label: L.cost, color: 'gray.6' },
  { name: 'margin', label: 'Margin', color: 'teal.6' },
];
const marginBars = (label: string, m: MarginTotals) => ({
  label,
  sale: n(m.sale),
  cost: n(m.cost),
  margin: n(m.margin),
});
const marginRow = (key: string, label: string, m: MarginTotals, to?: string): Row => ({
  key,
  label,
  ...(to ? { to } : {}),
  lines: m.lines,
  files: m.files,
  sale: m.sale,
  cost: m.cost,
  margin: m.margin,
  margin_percent: m.margin_percent ?? '',
});
const marginColumns = (name: string) => [
  ...columns(formatInr, {
    text: { label: name },
    count: { lines: 'Lines', files: 'Files' },
    money: { sale: L.sale, cost: L.cost, margin: 'Margin' },
  }),
  percentCol,
];
const supplierRows = (rows: SupplierMarginReport['rows']) =>
  rows.map((r) =>
    marginRow(
      `s${r.supplier.id}`,
      `${r.supplier.name} (${r.supplier.code})`,
      r,
      paths.supplierDetail(r.supplier.id),
    ),
  );
/** The files of the period no supplier's figures hold: sold with no line cost (a typed purchase). */
const unshared = (d: { files_without_line_costs: number }) =>
  d.files_without_line_costs > 0
    ? `${d.files_without_line_costs} ${d.files_without_line_costs === 1 ? 'file has' : 'files have'} no line costs (a typed purchase): ${d.files_without_line_costs === 1 ? 'its' : 'their'} sale is in no row. Each file's sale is shared among its lines by their cost.`
    : "Each file's sale is shared among its lines by their cost.";

/** When a service travels, said in days; those within the week in red and called soon. */
const whenOf = (r: UnconfirmedServicesReport['rows'][number]) => {
  const d = r.days_to_travel;
  if (d === null) return 'No date';
  if (d === 0) return 'Today';
  if (d === 1) return 'Tomorrow';
  return d > 0 ? `In ${d} days` : `${-d} ${d === -1 ? 'day' : 'days'} ago`;
};
const whenCol: Column<Row> = {
  key: 'when',
  header: 'When',
  nowrap: true,
  cell: (r) =>
    r.soon ? (
      <Text span c="red.8" fw={700} size="sm">
        {r.when} · within {UNCONFIRMED_SOON_DAYS} days
      </Text>
    ) : (
      r.when
    ),
};
const STATE_COLOURS = { to_request: 'red.6', requested: 'orange.5', changed: 'grape.6' } as const;

/** A supplier's (or a currency's) open amounts by bucket, each in its own currency. */
const agedRow = (
  key: string,
  label: string,
  a: PayablesAgeingReport['totals'][number],
  to?: string,
): Row => ({
  key,
  label,
  ...(to ? { to } : {}),
  currency: a.currency,
  ...a.buckets,
  total: a.total,
});
const inOwnCurrency = (key: string, header: string): Column<Row> => ({
  key,
  header,
  align: 'right',
  nowrap: true,
  cell: (r) => formatMoney(String(r[key] ?? '0'), String(r.currency)),
});
const CURRENCY_COLOURS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'gray.6'];

const SUPPLIER_DEFS = {
  'supplier-margin': {
    period: true,
    money: formatInr,
    unit: 'suppliers',
    note: unshared,
    chart: (d: SupplierMarginReport) => ({
      rows: d.rows.map((r) => marginBars(r.supplier.name, r)),
      series: MARGIN_SERIES,
    }),
    table: (d: SupplierMarginReport) => ({
      rows: [...supplierRows(d.rows), marginRow('total', 'Total', d.totals)],
      columns: marginColumns('Supplier'),
    }),
  },
  'service-margin': {
    period: true,
    money: formatInr,
    note: unshared,
    chart: (d: ServiceMarginReport) => ({
      rows: d.rows.map((r) => marginBars(r.label, r)),
      series: MARGIN_SERIES,
    }),
    table: (d: ServiceMarginReport) => ({
      rows: [
        ...d.rows.map((r) => marginRow(r.kind, r.label, r)),
        marginRow('total', 'Total', d.totals),
      ],
      columns: marginColumns('Kind of service'),
    }),
  },
  'top-suppliers': {
    period: true,
    money: formatInr,
    chart: (d: TopSuppliersReport) => ({
      rows: d.rows.map((r) => marginBars(r.supplier.name, r)),
      series: MARGIN_SERIES,
    }),
    table: (d: TopSuppliersReport) => ({
      rows: supplierRows(d.rows),
      columns: marginColumns('Supplier'),
    }),
  },
  'unconfirmed-services': {
    period: true,
    // The chart counts services: whole numbers, no currency.
    money: (v: string | number) => String(v),
    unit: 'services',
    chart: (d: UnconfirmedServicesReport) => ({
      rows: d.months.map((m) => ({ label: m.month, ...m })),
      series: UNCONFIRMED_STATES.map((s) => ({
        name: s,
        label: SERVICE_STATE_LABELS[s],
        color: STATE_COLOURS[s],
      })),
    }),
    table: (d: UnconfirmedServicesReport) => ({
      rows: d.rows.map((r) => ({
        key: `${r.kind}-${r.line_id}`,
        travel_date: r.travel_date ? formatDate(r.travel_date) : '',
        when: whenOf(r),
        soon: r.soon ? 'yes' : '',
        label: r.booking.file_number,
        to: paths.bookingDetail(r.booking.id),
        guest: r.guest_name,
        kind: REPORT_SERVICE_KIND_LABELS[r.kind],
        service: r.service,
        state: SERVICE_STATE_LABELS[r.service_state],
        supplier: r.supplier ? `${r.supplier.name} (${r.supplier.code})` : '',
        cost: r.cost !== null && r.cost_currency ? formatMoney(r.cost, r.cost_currency) : '',
      })),
      columns: [
        textCol('travel_date', 'Travel date'),
        whenCol,
        ...columnsOf(
          {
            label: 'File',
            guest: 'Guest',
            kind: 'Kind',
            service: 'Service',
            state: 'State',
            supplier: 'Supplier',
          },
          textCol,
        ),
        { key: 'cost', header: 'Cost', align: 'right', nowrap: true, cell: (r) => r.cost },
      ] satisfies Column<Row>[],
    }),
  },
  'payables-ageing': {
    period: false,
    // The chart's bars are in each currency's own units: grouped figures, no symbol.
    money: (v: string | number) =>
      Number(v).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    note: () =>
      'What is owed to suppliers today by days past each service’s due date; a payment waiting for approval counts as paid. Each currency is totalled on its own, never converted.',
    chart: (d: PayablesAgeingReport) => ({
      // Nothing owed: no bars (the chart says there are no figures).
      rows: (d.totals.length ? PAYABLES_AGEING_BUCKETS : []).map((b) => ({
        label: PAYABLES_AGEING_REPORT_LABELS[b],
        ...Object.fromEntries(d.totals.map((t) => [t.currency, n(t.buckets[b])])),
      })),
      series: d.totals.map((t, i) => ({
        name: t.currency,
        label: t.currency,
        color: CURRENCY_COLOURS[i % CURRENCY_COLOURS.length]!,
      })),
    }),
    table: (d: PayablesAgeingReport) => ({
      rows: [
        ...d.rows.map((r) =>
          agedRow(
            `s${r.supplier.id}-${r.currency}`,
            r.supplier.name,
            r,
            paths.supplierDetail(r.supplier.id),
          ),
        ),
        ...d.totals.map((t) => agedRow(`total-${t.currency}`, `Total ${t.currency}`, t)),
      ],
      columns: [
        textCol('label', 'Supplier'),
        textCol('currency', 'Currency'),
        ...PAYABLES_AGEING_BUCKETS.map((b) => inOwnCurrency(b, PAYABLES_AGEING_REPORT_LABELS[b])),
        inOwnCurrency('total', 'Total'),
      ],
    }),
  },
} satisfies Record<string, ReportDef>;

const GST_SERIES: Series[] = [
  { name: 'igst', label: 'IGST', color: 'blue.6' },
  { name: 'cgst', label: 'CGST', color: 'teal.6' },
  { name: 'sgst', label: 'SGST', color: 'orange.6' },
];
type GstFigures = GstSummaryReport['totals'];
const gstRow = (key: string, label: string, rate: string, f: GstFigures): Row => ({
  key,
  label,
  rate,
  documents: f.documents,
  taxable: f.taxable,
  igst: f.igst,
  cgst: f.cgst,
  sgst: f.sgst,
  tax: f.tax,
});

/** Output GST by rate and by place of supply (decision 053), beside the books. */
const GST_DEFS = {
  'gst-summary': {
    period: true,
    money: formatInr,
    unit: 'rows',
    note: (d: GstSummaryReport) =>
      d.totals.tax === d.ledger.tax
        ? 'Tax invoices and debit notes issued in the months, less credit notes. The total agrees with the CGST, SGST and IGST Output accounts in the books.'
        : `Tax invoices and debit notes issued in the months, less credit notes. The total differs from the output accounts in the books (${formatInr(d.ledger.tax)}).`,
    chart: (d: GstSummaryReport) => ({
      rows: d.by_place.map((p) => ({
        label: `${p.place_code}-${p.place}`,
        igst: n(p.igst),
        cgst: n(p.cgst),
        sgst: n(p.sgst),
      })),
      series: GST_SERIES,
    }),
    table: (d: GstSummaryReport) => ({
      rows: [
        ...d.rows.map((r) =>
          gstRow(`${r.place_code}-${r.rate}`, `${r.place_code}-${r.place}`, `${r.rate}%`, r),
        ),
        ...d.by_rate.map((r) =>
          gstRow(`rate-${r.rate}`, `All places at ${r.rate}%`, `${r.rate}%`, r),
        ),
        gstRow('total', 'Total', '', d.totals),
      ],
      columns: columns(formatInr, {
        text: { label: 'Place of supply', rate: 'Rate' },
        count: { documents: 'Documents' },
        money: {
          taxable: 'Taxable value',
          igst: 'IGST',
          cgst: 'CGST',
          sgst: 'SGST',
          tax: 'Total tax',
        },
      }),
    }),
  },
} satisfies Record<string, ReportDef>;

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
  ...SUPPLIER_DEFS,
  ...GST_DEFS,
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
