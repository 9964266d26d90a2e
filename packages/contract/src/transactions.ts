import { z } from 'zod';
import { optionalDate, requiredDate } from './common/dates.ts';
import { idFilter, optionalText, requiredId, requiredText } from './common/fields.ts';
import { moneyField } from './common/money.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import type { TransactionStatus, TransactionType } from './constants.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants.ts';

/** Multipart sends text: the same schema reads JSON and form fields. */
export const transactionInput = z.object({
  type: z.enum(TRANSACTION_TYPES, { error: 'The type field is required.' }),
  transaction_date: requiredDate('transaction_date'),
  account_id: requiredId('account'),
  category_id: requiredId('category'),
  amount: moneyField('amount', { min: 0.01 }),
  description: requiredText('description', 2000),
  reference: optionalText('reference', 100),
  notes: optionalText('notes', 2000),
});
export type TransactionInput = z.input<typeof transactionInput>;
export type TransactionValues = z.output<typeof transactionInput>;

export const transactionListQuery = pagingQuery.extend({
  search: searchParam,
  sort: sortParam('transactions'),
  date_from: optionalDate('date_from').optional(),
  date_to: optionalDate('date_to').optional(),
  type: z
    .enum(TRANSACTION_TYPES, { error: 'The selected type is invalid.' })
    .or(z.literal(''))
    .optional(),
  status: z
    .enum(TRANSACTION_STATUSES, { error: 'The selected status is invalid.' })
    .or(z.literal(''))
    .optional(),
  account_id: idFilter,
  category_id: idFilter,
});
/** `GET /transactions/pending-approvals`: the pending ones, oldest first unless sorted. */
export const pendingApprovalsQuery = pagingQuery.extend({ sort: sortParam('pendingApprovals') });

/**
 * Approve or reject: `updated_at` is the version the approver saw (the transaction's own
 * `updated_at`); the server answers 409 if the transaction changed since (issue 15).
 */
export const decisionBody = z.object({
  notes: optionalText('notes', 2000),
  updated_at: z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'The updated at field is required.'
        : 'The updated at must be a valid date and time.',
  }),
});
export type DecisionInput = z.input<typeof decisionBody>;

export interface Transaction {
  id: number;
  account_id: number;
  category_id: number;
  type: TransactionType;
  amount: string;
  transaction_date: string;
  description: string;
  reference: string | null;
  notes: string | null;
  attachment: string | null;
  attachment_name: string | null;
  status: TransactionStatus;
  created_at: string;
  /** The version: creation or the last edit, to the millisecond; approvals send it back. */
  updated_at: string;
  user: { id: number; name: string } | null;
  /** The last editor, if anyone edited it. */
  updated_by_user: { id: number; name: string } | null;
  /** Everyone who edited it: with the creator, its makers under the four-eyes rule. */
  editor_ids: number[];
  account: { id: number; code: string; name: string };
  category: { id: number; name: string };
  approved_by_user: { id: number; name: string } | null;
  approved_at: string | null;
  approval_notes: string | null;
  /** On a reversal (issue 16): the approved transaction it reverses, and why. */
  reversal_of: TransactionLink | null;
  reversal_reason: string | null;
  /** On a reversed transaction: the reversal that corrects it. */
  reversed_by_transaction: TransactionLink | null;
}

/** One end of the link between a transaction and its reversal. */
export interface TransactionLink {
  id: number;
  reference: string | null;
  created_at: string;
  /** Who recorded it: for a reversal, the admin who reversed. */
  user: { id: number; name: string } | null;
  /** The reversal's reason. */
  reason: string | null;
}
