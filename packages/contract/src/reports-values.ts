/**
 * The reports' plain values: their ageing buckets, the period's limits and the query's messages
 * (zod-free, so `@app/contract/constants` carries them and the report page loads no schema;
 * `reports.ts` holds the schemas). The URL rules, which every list page loads, read these; the
 * names and titles only the report page reads are in reports-page-values.ts.
 */

export type { ReportName } from './reports-page-values.ts';

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

/** A booking month as YYYY-MM; year 0000 is no date PostgreSQL knows (it answered a 500). */
export const REPORT_MONTH = /^(?!0000)(\d{4})-(0[1-9]|1[0-2])$/;

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
// Their labels, which only the report page shows, are in reports-page-values.ts.

/** Ageing buckets, in days: 0–30, 31–60, 61–90 and over 90. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
