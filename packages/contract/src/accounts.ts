import { z } from 'zod';
import { optionalDate } from './common/dates.ts';
import { booleanField, optionalText, requiredText } from './common/fields.ts';
import { moneyField } from './common/money.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import type { AccountType } from './constants.ts';
import { ACCOUNT_TYPES } from './constants.ts';

export const accountInput = z.object({
  name: requiredText('name', 150),
  code: requiredText('code', 30),
  type: z.enum(ACCOUNT_TYPES, { error: 'The selected type is invalid.' }),
  opening_balance: moneyField('opening_balance', { min: -999_999_999_999.99 }),
  description: optionalText('description', 2000),
  is_active: booleanField('is_active').default(true),
});
export type AccountInput = z.input<typeof accountInput>;
export type AccountValues = z.output<typeof accountInput>;

export const accountListQuery = pagingQuery.extend({
  search: searchParam,
  sort: sortParam('accounts'),
  type: z
    .enum(ACCOUNT_TYPES, { error: 'The selected type is invalid.' })
    .or(z.literal(''))
    .optional(),
});

export const statementQuery = pagingQuery.extend({
  sort: sortParam('statement'),
  startDate: optionalDate('startDate').optional(),
  endDate: optionalDate('endDate').optional(),
});

export interface Account {
  id: number;
  code: string;
  name: string;
  type: AccountType;
  opening_balance: string;
  current_balance: string;
  description: string | null;
  is_active: boolean;
  transactions_count: number;
  created_at: string;
  /** Then the opening balance is fixed (issue 16): corrections are new transactions. */
  has_approved_transactions: boolean;
}

export interface AccountOption {
  id: number;
  code: string;
  name: string;
  type: AccountType;
}

/** Income is credit, expense is debit (decisions section 5). */
export interface StatementLine {
  id: number;
  transaction_date: string;
  reference: string | null;
  description: string;
  category: string;
  type: 'income' | 'expense';
  amount: string;
  debit: string | null;
  credit: string | null;
  running_balance: string;
}

export interface StatementPeriod {
  start_date: string | null;
  end_date: string | null;
  opening_balance: string;
  closing_balance: string;
  total_debit: string;
  total_credit: string;
}
