import { z } from 'zod';
import { optionalDate } from './common/dates.ts';
import { answer, idName } from './common/envelope.ts';
import { fileAndGuest, paymentEntry } from './booking-types.ts';
import { choiceFilter, idFilter } from './common/fields.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { BOOKING_PAYMENT_METHODS } from './constants.ts';
import { sortParam } from './sorting.ts';

/**
 * Exports: every list downloads as CSV or XLSX from `GET /api/exports/<list path>`
 * with the list's own query (search, filters, sort; paging is ignored) and `format`. The file
 * holds the rows the list shows, in the same order, with every field of the record.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormat = z.enum(EXPORT_FORMATS, {
  error: 'The format must be csv or xlsx.',
});
export const exportFormatQuery = z.object({ format: exportFormat });

/** Refusals of an export past its limits (429): each user one at a time, each process a few. */
export const EXPORT_SERVER = {
  runningForYou: 'An export is already running for you. Wait for it to finish, then try again.',
  tooManyRunning:
    'The server is already running as many exports as it can. Please try again in a minute.',
} as const;

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

/**
 * Customer payments across bookings: `GET /api/payments` and its export. Search
 * finds a receipt number, transaction reference or file number; dates are payment dates;
 * `status` tells live payments from voided ones (a voided payment stays listed, decision 011).
 */
export const PAYMENT_LIST_STATUSES = ['live', 'voided'] as const;
export const paymentListQuery = pagingQuery.extend({
  search: searchParam,
  date_from: optionalDate('date_from').optional(),
  date_to: optionalDate('date_to').optional(),
  payment_method: choiceFilter(BOOKING_PAYMENT_METHODS, 'payment method'),
  status: choiceFilter(PAYMENT_LIST_STATUSES, 'status'),
  booking_id: idFilter,
  sort: sortParam('payments'),
});

/** One customer payment as the payments list shows it, with its file and people's names. */
export const paymentListRowSchema = z.object({
  id: answer.id,
  receipt_number: z.string(),
  booking_id: answer.id,
  ...fileAndGuest,
  amount: answer.money,
  payment_date: answer.day,
  payment_method: z.enum(BOOKING_PAYMENT_METHODS),
  ...paymentEntry,
  voided_at: answer.timestamp.nullable(),
  voided_by: idName.nullable(),
  void_reason: z.string().nullable(),
});
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;
