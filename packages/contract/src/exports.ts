import { z } from 'zod';

/**
 * Exports (issue 19): every list downloads as CSV or XLSX from `GET /api/exports/<list path>`
 * with the list's own query (search, filters, sort; paging is ignored) and `format`. The file
 * holds the rows the list shows, in the same order, with every field of the record.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormat = z.enum(EXPORT_FORMATS, {
  error: 'The format must be csv or xlsx.',
});
export const exportFormatQuery = z.object({ format: exportFormat });

/**
 * The lists, by name: each export's path is `/api/exports` followed by its list's path
 * (`/api/bookings` exports from `/api/exports/bookings`). `:id` is the account's id.
 */
export const EXPORT_PATHS = {
  bookings: '/bookings',
  enquiries: '/enquiries',
  agents: '/agents',
  transactions: '/transactions',
  pendingApprovals: '/transactions/pending-approvals',
  accounts: '/accounts',
  statement: '/accounts/:id/statement',
  staff: '/staff',
  branches: '/branches',
  dayPlans: '/day-plans',
  payments: '/payments',
  auditEvents: '/audit-events',
} as const;
export type ExportList = keyof typeof EXPORT_PATHS;

/** The file's name: the list's path words and the agency's date, e.g. bookings-2026-11-23.xlsx. */
export const EXPORT_FILE_STEMS: Record<ExportList, string> = {
  bookings: 'bookings',
  enquiries: 'enquiries',
  agents: 'agents',
  transactions: 'transactions',
  pendingApprovals: 'pending-approvals',
  accounts: 'accounts',
  statement: 'statement',
  staff: 'staff',
  branches: 'branches',
  dayPlans: 'day-plans',
  payments: 'payments',
  auditEvents: 'audit-log',
};

export const exportFileName = (stem: string, day: string, format: ExportFormat) =>
  `${stem}-${day}.${format}`;

/** The API path of a list's export, with an account id for the statement. */
export const exportPath = (list: ExportList, id?: number) =>
  `/api/exports${EXPORT_PATHS[list].replace(':id', String(id ?? ''))}`;
