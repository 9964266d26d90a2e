import { z } from 'zod';
import { currencyAnswer } from './currencies.ts';
import { optionalDate, requiredDate } from './common/dates.ts';
import { choiceFilter, idFilter, optionalText, requiredId, requiredText } from './common/fields.ts';
import { moneyField } from './common/money.ts';
import { pagingQuery } from './common/paging.ts';
import { answer, idName } from './common/envelope.ts';
import { searchableListQuery, sortParam } from './sorting.ts';
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

export const transactionListQuery = searchableListQuery('transactions', {
  date_from: optionalDate('date_from').optional(),
  date_to: optionalDate('date_to').optional(),
  type: choiceFilter(TRANSACTION_TYPES, 'type'),
  status: choiceFilter(TRANSACTION_STATUSES, 'status'),
  account_id: idFilter,
  category_id: idFilter,
});
/** `GET /transactions/pending-approvals`: the pending ones, oldest first unless sorted. */
export const pendingApprovalsQuery = pagingQuery.extend({ sort: sortParam('pendingApprovals') });

/**
 * Approve or reject: `updated_at` is the version the approver saw (the transaction's own
 * `updated_at`); the server answers 409 if the transaction changed since.
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

/** One end of the link between a transaction and its reversal. */
export const transactionLinkSchema = z.object({
  id: answer.id,
  reference: z.string().nullable(),
  created_at: answer.timestamp,
  /** Who recorded it: for a reversal, the admin who reversed. */
  user: idName.nullable(),
  /** The reversal's reason. */
  reason: z.string().nullable(),
});
export type TransactionLink = z.infer<typeof transactionLinkSchema>;

export const transactionSchema = z.object({
  id: answer.id,
  account_id: answer.id,
  category_id: answer.id,
  type: z.enum(TRANSACTION_TYPES),
  amount: answer.money,
  transaction_date: answer.day,
  description: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  attachment: z.string().nullable(),
  attachment_name: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  created_at: answer.timestamp,
  /** The version: creation or the last edit, to the millisecond; approvals send it back. */
  updated_at: answer.timestamp,
  user: idName.nullable(),
  /** The last editor, if anyone edited it. */
  updated_by_user: idName.nullable(),
  /** Everyone who edited it: with the creator, its makers under the four-eyes rule. */
  editor_ids: z.array(answer.id),
  /** Its money account: the amount is in the account's currency. */
  account: z.object({
    id: answer.id,
    code: z.string(),
    name: z.string(),
    currency: currencyAnswer,
  }),
  category: idName,
  approved_by_user: idName.nullable(),
  approved_at: answer.timestamp.nullable(),
  approval_notes: z.string().nullable(),
  /** On a reversal: the approved transaction it reverses, and why. */
  reversal_of: transactionLinkSchema.nullable(),
  reversal_reason: z.string().nullable(),
  /** On a reversed transaction: the reversal that corrects it. */
  reversed_by_transaction: transactionLinkSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
