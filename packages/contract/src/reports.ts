import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { idFilter } from './common/fields.ts';
import { BASE_CURRENCY } from './ledger-values.ts';
import { positiveInt } from './common/paging.ts';
import { SERVICE_LINE_KINDS } from './suppliers.ts';
import { UNCONFIRMED_STATES } from './suppliers-values.ts';
import { payablesAgeingSchema } from './supplier-payments.ts';
import {
  monthsBetween,
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES,
  REPORT_MONTH,
  SALES_BASES,
  TOP_ORDERS,
} from './reports-values.ts';
import type { ReportName } from './reports-page-values.ts';

/**
 * Reports: `GET /api/reports/<name>` for `view_reports` (every manager holds it
 * from migration 0025; admins pass every rule), each with `/export?format=csv|xlsx`.
 * Periods are whole booking months (`from`/`to` as YYYY-MM, both included): the database
 * keeps the totals per month, so a report reads those, never every file. Absent, the period is
 * the twelve months up to the agency's current month. Money counts live files: a cancelled
 * file is counted apart and adds nothing; voided payments no longer count in what was paid.
 */
export * from './reports-values.ts';
export * from './reports-page-values.ts';

const month = (field: string) =>
  z
    .string({ error: REPORT_MESSAGES.month(field) })
    .trim()
    .regex(REPORT_MONTH, REPORT_MESSAGES.month(field))
    .optional();

/** The period's rules over any report query: a real month each, in order, at most 60 apart. */
const checkPeriod = (
  p: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!p.from || !p.to) return;
  if (p.to < p.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.order });
  else if (monthsBetween(p.from, p.to) > REPORT_MAX_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.span });
};

const limit = z
  .string({ error: REPORT_MESSAGES.limit })
  .regex(/^[0-9]{1,2}$/, REPORT_MESSAGES.limit)
  .transform(Number)
  .pipe(z.number().min(1, REPORT_MESSAGES.limit).max(50, REPORT_MESSAGES.limit))
  .optional();

const page = positiveInt(999_999).optional();

const period = { from: month('from'), to: month('to') };
const top = {
  ...period,
  by: z.enum(TOP_ORDERS, { error: REPORT_MESSAGES.by }).optional(),
  limit,
};

/** Each report's query fields; `reportQuery` adds the period's rules (and `format` for export). */
export const REPORT_QUERIES = {
  sales: {
    ...period,
    agent_id: idFilter,
    basis: z.enum(SALES_BASES, { error: REPORT_MESSAGES.basis }).optional(),
  },
  receivables: { agent_id: idFilter, page },
  'agent-payables': { agent_id: idFilter, page },
  'top-destinations': top,
  'top-agents': top,
  cash: { ...period, account_id: idFilter },
  'supplier-margin': { ...period, page },
  'service-margin': period,
  'top-suppliers': { ...period, limit },
  'unconfirmed-services': { ...period, page },
  'payables-ageing': {},
  'gst-summary': period,
} satisfies Record<ReportName, z.ZodRawShape>;

export const reportQuery = <N extends ReportName, E extends z.ZodRawShape = Record<never, never>>(
  name: N,
  extra?: E,
) =>
  z
    .object({ ...REPORT_QUERIES[name], ...(extra ?? ({} as E)) })
    .superRefine((q, ctx) => checkPeriod(q, ctx));

/** Report figures are sums over many files or movements. */
const money = answer.total;
const count = answer.count;
/** YYYY-MM: a booking month. */
const monthText = z.string().regex(REPORT_MONTH);
const namedRef = z.object({ id: answer.id, code: z.string(), name: z.string() });
const pageOf = { current_page: z.number().int(), last_page: z.number().int(), total: count };
/** The months a report covers, as resolved (both included). */
const months = { from: monthText, to: monthText };
/**
 * Every report's money is in the base currency: each file's figures at its booked rate (a
 * file in dirhams counts in rupees), so no report adds two currencies. Its export has the
 * column too.
 */
const inBase = { currency: z.literal(BASE_CURRENCY) };

/** One period's money over sold files (drafts and cancelled files only counted). */
export const moneyTotalsSchema = z.object({
  files: count,
  cancelled_files: count,
  draft_files: count,
  sale: money,
  cost: money,
  profit: money,
  commission: money,
  net_profit: money,
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;
export const salesMonthSchema = moneyTotalsSchema.extend({ month: monthText });
export const salesReportSchema = z.object({
  ...months,
  ...inBase,
  basis: z.enum(SALES_BASES),
  rows: z.array(salesMonthSchema),
  totals: moneyTotalsSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

const buckets = z.object({ '0-30': money, '31-60': money, '61-90': money, '90+': money });
export const ageingSchema = z.object({
  /** Balance due by days until the travel start (today counts as 0). */
  to_travel: buckets,
  /** Balance due by days since the travel start (yesterday is 1). */
  since_travel: buckets,
  no_travel_date: money,
  total: money,
  files: count,
});
export type Ageing = z.infer<typeof ageingSchema>;
export const receivablesReportSchema = z.object({
  as_of: answer.day,
  ...inBase,
  overall: ageingSchema,
  /** Agents owed the most first, a page at a time (AGENTS_PER_PAGE). */
  agents: z.array(ageingSchema.extend({ agent: namedRef })),
  ...pageOf,
});
export type ReceivablesReport = z.infer<typeof receivablesReportSchema>;
export const REPORT_AGENTS_PER_PAGE = 20;

/** What is owed to agents: each agent's row, and the totals over all of them. */
const payables = {
  files: count,
  agent_payable: money,
  agent_paid: money,
  agent_balance: money,
};
export const payableRowSchema = z.object({ agent: namedRef, ...payables });
export const payablesReportSchema = z.object({
  ...inBase,
  rows: z.array(payableRowSchema),
  totals: z.object(payables),
  ...pageOf,
});
export type PayablesReport = z.infer<typeof payablesReportSchema>;

export const topRowSchema = z.object({
  /** The destination, or the agent's name. */
  label: z.string(),
  agent: namedRef.optional(),
  files: count,
  sale: money,
  net_profit: money,
});
export const topReportSchema = z.object({
  ...months,
  ...inBase,
  by: z.enum(TOP_ORDERS),
  rows: z.array(topRowSchema),
});
export type TopReport = z.infer<typeof topReportSchema>;

/** Money in and out: each account-month row's, and the totals over the rows. */
const cashFlow = { cash_in: money, cash_out: money, net: money };
export const cashRowSchema = z.object({
  account: namedRef,
  month: monthText,
  movements: count,
  ...cashFlow,
});
export const cashReportSchema = z.object({
  ...months,
  ...inBase,
  rows: z.array(cashRowSchema),
  totals: z.object(cashFlow),
});
export type CashReport = z.infer<typeof cashReportSchema>;

/**
 * A share of the period's sold files' sale and cost (decision 047): the sale each costed line
 * takes of its file's sale in proportion to its cost, the lines' costs at the booking date's
 * rates, both in rupees; the margin is their difference, and its percent of the sale (none
 * when there is no sale), to two places.
 */
const marginFigures = {
  lines: count,
  files: count,
  sale: money,
  cost: money,
  margin: money,
  margin_percent: money.nullable(),
};
export const marginTotalsSchema = z.object(marginFigures);
export type MarginTotals = z.infer<typeof marginTotalsSchema>;
export const supplierMarginRowSchema = z.object({ supplier: namedRef, ...marginFigures });
export type SupplierMarginRow = z.infer<typeof supplierMarginRowSchema>;
/** Sold files of the period that no line has a cost on: their sale is no supplier's. */
const unshared = { files_without_line_costs: count };
export const supplierMarginReportSchema = z.object({
  ...months,
  ...inBase,
  /** The suppliers, the best margin first, a page at a time (REPORT_SUPPLIERS_PER_PAGE). */
  rows: z.array(supplierMarginRowSchema),
  totals: marginTotalsSchema,
  ...unshared,
  ...pageOf,
});
export type SupplierMarginReport = z.infer<typeof supplierMarginReportSchema>;
export const serviceMarginReportSchema = z.object({
  ...months,
  ...inBase,
  /** Hotels, tours and flights, each with lines in the period. */
  rows: z.array(
    z.object({ kind: z.enum(SERVICE_LINE_KINDS), label: z.string(), ...marginFigures }),
  ),
  totals: marginTotalsSchema,
  ...unshared,
});
export type ServiceMarginReport = z.infer<typeof serviceMarginReportSchema>;
export const topSuppliersReportSchema = z.object({
  ...months,
  ...inBase,
  /** The suppliers that cost the most, most first. */
  rows: z.array(supplierMarginRowSchema),
});
export type TopSuppliersReport = z.infer<typeof topSuppliersReportSchema>;

/**
 * A service of a sold file its supplier has not confirmed (to request, requested or changed),
 * by its travel date: its own date, else its file's travel start. `soon`: from today to
 * UNCONFIRMED_SOON_DAYS ahead.
 */
export const unconfirmedServiceRowSchema = z.object({
  booking: z.object({ id: answer.id, file_number: z.string() }),
  guest_name: z.string(),
  kind: z.enum(SERVICE_LINE_KINDS),
  line_id: answer.id,
  service: z.string(),
  travel_date: answer.day.nullable(),
  /** Days from today to the travel date (negative once it has passed). */
  days_to_travel: z.number().int().nullable(),
  soon: z.boolean(),
  service_state: z.enum(UNCONFIRMED_STATES),
  supplier: namedRef.nullable(),
  /** The net cost in the supplier's currency, when the line has one. */
  cost: answer.money.nullable(),
  cost_currency: z.string().nullable(),
});
export type UnconfirmedServiceRow = z.infer<typeof unconfirmedServiceRowSchema>;
const stateCounts = Object.fromEntries(UNCONFIRMED_STATES.map((s) => [s, count])) as Record<
  (typeof UNCONFIRMED_STATES)[number],
  typeof count
>;
export const unconfirmedServicesReportSchema = z.object({
  ...months,
  as_of: answer.day,
  /** Soonest first, the services with no date at all last; a page at a time. */
  rows: z.array(unconfirmedServiceRowSchema),
  /** Every month of the period: its services by state (the chart). */
  months: z.array(z.object({ month: monthText, ...stateCounts })),
  totals: z.object({ services: count, soon: count, ...stateCounts }),
  ...pageOf,
});
export type UnconfirmedServicesReport = z.infer<typeof unconfirmedServicesReportSchema>;

/**
 * Payables ageing as a report: what is owed to suppliers on today's date, per supplier and
 * currency by days past due, with each currency's total; the same answer as
 * `GET /payables/ageing` (decision 048), read for view_reports. No period: it is as of today.
 */
export const payablesAgeingReportSchema = payablesAgeingSchema;
export type PayablesAgeingReport = z.infer<typeof payablesAgeingReportSchema>;

/** A group's output tax: credit notes less, debit notes more (decision 053). */
const gstFigures = {
  documents: count,
  taxable: money,
  igst: money,
  cgst: money,
  sgst: money,
  tax: money,
};
/**
 * Output GST by rate and by place of supply (decision 053): the tax invoices and notes issued
 * in the months, by the state each was supplied in and its rate, with the CGST, SGST and IGST
 * Output accounts' movement in the books for the same days, which the total equals.
 */
export const gstSummaryReportSchema = z.object({
  ...months,
  /** One row per place of supply and rate, places by their GST code. */
  rows: z.array(
    z.object({ place_code: z.string(), place: z.string(), rate: z.string(), ...gstFigures }),
  ),
  by_rate: z.array(z.object({ rate: z.string(), ...gstFigures })),
  by_place: z.array(z.object({ place_code: z.string(), place: z.string(), ...gstFigures })),
  totals: z.object(gstFigures),
  ledger: z.object({ igst: money, cgst: money, sgst: money, tax: money }),
});
export type GstSummaryReport = z.infer<typeof gstSummaryReportSchema>;
