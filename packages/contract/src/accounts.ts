import { z } from 'zod';
import { optionalDate } from './common/dates.ts';
import { booleanField, choiceFilter, optionalText, requiredText } from './common/fields.ts';
import { MONEY_MIN, moneyField } from './common/money.ts';
import { pagingQuery } from './common/paging.ts';
import { answer } from './common/envelope.ts';
import { searchableListQuery, sortParam } from './sorting.ts';
import { ACCOUNT_TYPES } from './constants.ts';
import { currencyAnswer, documentCurrency } from './currencies.ts';
import { BASE_CURRENCY } from './ledger-values.ts';

export const accountInput = z.object({
  name: requiredText('name', 150),
  code: requiredText('code', 30),
  type: z.enum(ACCOUNT_TYPES, { error: 'The selected type is invalid.' }),
  /**
   * What its money is counted in: rupees unless said; a bank, cash or card account may be kept
   * in any active currency (its opening balance and its transactions are then in it). Fixed
   * once the account has entries in the books.
   */
  currency: documentCurrency(BASE_CURRENCY),
  opening_balance: moneyField('opening_balance', { min: MONEY_MIN }),
  description: optionalText('description', 2000),
  is_active: booleanField('is_active').default(true),
});
export type AccountInput = z.input<typeof accountInput>;
export type AccountValues = z.output<typeof accountInput>;

export const accountListQuery = searchableListQuery('accounts', {
  type: choiceFilter(ACCOUNT_TYPES, 'type'),
});

export const statementQuery = pagingQuery.extend({
  sort: sortParam('statement'),
  startDate: optionalDate('startDate').optional(),
  endDate: optionalDate('endDate').optional(),
});

const accountType = z.enum(ACCOUNT_TYPES);

/** The dropdown item (`GET /accounts/list/dropdown`); the record adds its balances and counts. */
export const accountOptionSchema = z.object({
  id: answer.id,
  code: z.string(),
  name: z.string(),
  type: accountType,
  /** What its money is counted in: a transaction on it, or a payment into it, is in it. */
  currency: currencyAnswer,
});

export const accountSchema = accountOptionSchema.extend({
  /** In the account's currency; `base_balance` is the books' rupees. */
  opening_balance: answer.money,
  current_balance: answer.money,
  /**
   * The balance in the books, in the base currency: each line at the rate it posted at. The
   * same as `current_balance` for an account in the base currency.
   */
  base_balance: answer.money,
  description: z.string().nullable(),
  is_active: z.boolean(),
  transactions_count: answer.count,
  created_at: answer.timestamp,
  /** Then the opening balance is fixed: corrections are new transactions. */
  has_approved_transactions: z.boolean(),
  /** One the books post to themselves (SYSTEM_ACCOUNTS): never deleted, its type fixed. */
  system_key: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * One journal line on the account, its debit and credit as posted on it (money into a bank is
 * a debit, decision 042): `id` is the line's; reference and category are its transaction's (a
 * label such as 'Opening balance' for other sources); `type` is the transaction's, or whether
 * the line raises ('income') or lowers ('expense') the balance.
 */
export const statementLineSchema = z.object({
  /** The journal line's id, and the entry it belongs to (the journal opens it). */
  id: answer.id,
  entry_id: answer.id,
  transaction_date: answer.day,
  reference: z.string().nullable(),
  description: z.string(),
  category: z.string(),
  type: z.enum(['income', 'expense']),
  /** The account's: amount, debit, credit and running balance are in it. */
  currency: currencyAnswer,
  amount: answer.money,
  debit: answer.money.nullable(),
  credit: answer.money.nullable(),
  running_balance: answer.total,
  /** The line in the books, in the base currency (the same figures on a rupee account). */
  base_debit: answer.money.nullable(),
  base_credit: answer.money.nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** In the account's currency, as its lines are (`currency`). */
export const statementPeriodSchema = z.object({
  currency: currencyAnswer,
  start_date: answer.day.nullable(),
  end_date: answer.day.nullable(),
  opening_balance: answer.total,
  closing_balance: answer.total,
  total_debit: answer.total,
  total_credit: answer.total,
});
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;
