import { z } from 'zod';
import { optionalDate } from './common/dates.ts';
import { answer, idName } from './common/envelope.ts';
import { fileAndGuest, paymentEntry } from './booking-types.ts';
import { choiceFilter, idFilter } from './common/fields.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { BOOKING_PAYMENT_METHODS } from './constants.ts';
import { sortParam } from './sorting.ts';
import { EXPORT_FORMATS } from './exports-values.ts';

export * from './exports-values.ts';

/** `?format=` of an export (exports-values.ts says what an export is). */
export const exportFormat = z.enum(EXPORT_FORMATS, {
  error: 'The format must be csv or xlsx.',
});
export const exportFormatQuery = z.object({ format: exportFormat });

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
  /** The account the money went into (decision 043); null on payments older than that. */
  deposit_account: idName.nullable(),
});
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;
