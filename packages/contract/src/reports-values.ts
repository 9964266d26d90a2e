/**
 * The reports' plain values: their names, titles, ageing buckets, the period's limits and the
 * query's messages (zod-free, so `@app/contract/constants` carries them and the report page
 * loads no schema; `reports.ts` holds the schemas).
 */

export const REPORTS = [
  'sales',
  'receivables',
  'agent-payables',
  'top-destinations',
  'top-agents',
  'cash',
  'supplier-margin',
  'service-margin',
  'top-suppliers',
  'unconfirmed-services',
] as const;
export type ReportName = (typeof REPORTS)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  sales: 'Sales, cost, profit and commission by month',
  receivables: 'Receivables ageing',
  'agent-payables': 'Agent payables outstanding',
  'top-destinations': 'Top destinations',
  'top-agents': 'Top agents',
  cash: 'Cash in and out by account',
  'supplier-margin': 'Margin by supplier',
  'service-margin': 'Margin by kind of service',
  'top-suppliers': 'Top suppliers by cost',
  'unconfirmed-services': 'Unconfirmed services',
};

/** The longest period a report reads: five years of months. */
export const REPORT_MAX_MONTHS = 60;
export const REPORT_MESSAGES = {
  month: (f: string) => `The ${f} month must be a month as YYYY-MM.`,
  order: 'The to month must be on or after the from month.',
  span: `The period may span at most ${REPORT_MAX_MONTHS} months.`,
  by: 'The selected order is invalid.',
  limit: 'The limit must be a whole number from 1 to 50.',
  basis: 'The selected months are invalid.',
};

/** A booking month as YYYY-MM. */
export const REPORT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months between two YYYY-MM values, both counted. */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7))) +
  1;

export const TOP_ORDERS = ['sale', 'profit'] as const;

/**
 * Which month a sale counts in (decision 045). `posting`, the default: the month each
 * confirmation, change or cancellation posted to the books, read from the ledger, so the report
 * equals the profit and loss for the same months and a closed month never moves. `booking`: the
 * file's booking month at its figures today (the desk's view; an edit moves past months).
 */
export const SALES_BASES = ['posting', 'booking'] as const;
export type SalesBasis = (typeof SALES_BASES)[number];
export const SALES_BASIS_LABELS: Record<SalesBasis, string> = {
  posting: 'Posting date (the books)',
  booking: 'Booking date',
};

/** Ageing buckets, in days: 0–30, 31–60, 61–90 and over 90. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * The supplier reports (decision 047): a file's sale shared among its costed lines by their
 * cost, so each supplier and kind of service has a sale, a cost and a margin.
 */
export const REPORT_SERVICE_KIND_LABELS = {
  accommodations: 'Hotels',
  tours: 'Tours',
  flights: 'Flights',
} as const;
/** Suppliers on a page of the margin report (the export holds them all). */
export const REPORT_SUPPLIERS_PER_PAGE = 20;
/** Services on a page of the unconfirmed services report. */
export const REPORT_SERVICES_PER_PAGE = 50;
