import { z } from 'zod';
import { optionalDate, requiredDate } from './common/dates.ts';
import { idFilter, optionalText, requiredId, requiredText } from './common/fields.ts';
import { moneyField } from './common/money.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
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
export type TransactionListQuery = z.input<typeof transactionListQuery>;

export const decisionBody = z.object({
  notes: optionalText('notes', 2000),
});

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
  user: { id: number; name: string } | null;
  account: { id: number; code: string; name: string };
  category: { id: number; name: string };
  approved_by_user: { id: number; name: string } | null;
  approved_at: string | null;
  approval_notes: string | null;
}
