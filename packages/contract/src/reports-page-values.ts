/**
 * The reports' names and titles, and the supplier reports' plain values (decision 047):
 * zod-free for the report page, and apart from reports-values.ts, which the URL rules bring to
 * every list page's first load: only the report page (and the API) reads these.
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
  'payables-ageing',
  'gst-summary',
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
  'payables-ageing': 'Payables ageing',
  'gst-summary': 'Output GST by rate and place of supply',
};

/** A file's line kinds in words: the rows of the margin by kind of service. */
export const REPORT_SERVICE_KIND_LABELS = {
  accommodations: 'Hotels',
  tours: 'Tours',
  flights: 'Flights',
} as const;
/** Suppliers on a page of the margin report (the export holds them all). */
export const REPORT_SUPPLIERS_PER_PAGE = 20;
/** Services on a page of the unconfirmed services report. */
export const REPORT_SERVICES_PER_PAGE = 50;

/**
 * The payables ageing report's buckets in words (PAYABLES_AGEING_BUCKETS: not yet due, then
 * days past the due date), its columns and its chart's bars.
 */
export const PAYABLES_AGEING_REPORT_LABELS = {
  current: 'Not yet due',
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
} as const;

/**
 * The sales report's months in words (SALES_BASES, reports-values.ts): here, where only the report
 * page reads them, rather than in the URL rules' chunk every list page loads.
 */
export const SALES_BASIS_LABELS = {
  posting: 'Posting date (the books)',
  booking: 'Booking date',
} as const;
