import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { currencies } from './currencies.ts';
import { users } from './users.ts';
import {
  activeRecord,
  foreignId,
  money,
  reversedText,
  timestamps,
  uniqueLower,
} from './columns.ts';
import {
  ACCOUNT_TYPES,
  BASE_CURRENCY,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@app/contract';

export const accounts = pg.pgTable(
  'accounts',
  {
    id: pg.serial().primaryKey(),
    code: pg.varchar({ length: 30 }).notNull(),
    name: pg.varchar({ length: 150 }).notNull(),
    type: pg.varchar({ length: 20, enum: ACCOUNT_TYPES }).notNull(),
    // The currency its money is counted in (migration 0049): rupees, or for a bank, cash or
    // card account of the agency's own any currency. Every line on an account in another
    // currency is in it (a trigger refuses one that is not), so its balance there is the sum
    // of its lines' document amounts; fixed once it has lines.
    currency: pg
      .char({ length: 3 })
      .notNull()
      .default(BASE_CURRENCY)
      .references(() => currencies.code, { onDelete: 'restrict' }),
    opening_balance: money().notNull().default('0'),
    // Every transaction of the account, any status: kept by a trigger (migration 0013).
    transactions_count: pg.integer().notNull().default(0),
    description: pg.text(),
    // The accounts the books post to themselves (SYSTEM_ACCOUNTS): never deleted.
    system_key: pg.varchar({ length: 40 }).unique('accounts_system_key_unique'),
    ...activeRecord,
  },
  (t) => [
    uniqueLower('accounts_code_unique', t.code),
    pg.index('accounts_type_idx').on(t.type),
    pg.check(
      'accounts_type_check',
      sql`${t.type} in ('asset', 'liability', 'equity', 'income', 'expense')`,
    ),
    // Only money the agency holds or owes itself is kept in another currency: the books'
    // own accounts and profit and loss are in rupees.
    pg.check(
      'accounts_foreign_money_only',
      sql.raw(
        `currency = '${BASE_CURRENCY}' or (type in ('asset', 'liability') and system_key is null)`,
      ),
    ),
  ],
);

export const transactionCategories = pg.pgTable(
  'transaction_categories',
  {
    id: pg.serial().primaryKey(),
    name: pg.varchar({ length: 100 }).notNull(),
    description: pg.text(),
    is_active: pg.boolean().notNull().default(true),
    // Every transaction in the category, any status: kept by a trigger (migration 0013).
    transactions_count: pg.integer().notNull().default(0),
    // Where its approved transactions post: an income one to the first, an expense one to the
    // second (decision 042). A category stays untyped, as the spec has it.
    income_account_id: foreignId((): AnyPgColumn => accounts.id, 'restrict').notNull(),
    expense_account_id: foreignId((): AnyPgColumn => accounts.id, 'restrict').notNull(),
    ...timestamps,
  },
  (t) => [uniqueLower('categories_name_unique', t.name)],
);

export const transactions = pg.pgTable(
  'transactions',
  {
    id: pg.serial().primaryKey(),
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    category_id: foreignId(() => transactionCategories.id, 'restrict').notNull(),
    type: pg.varchar({ length: 10, enum: TRANSACTION_TYPES }).notNull(),
    amount: money().notNull(),
    transaction_date: pg.date().notNull(),
    description: pg.text().notNull(),
    reference: pg.varchar({ length: 100 }),
    notes: pg.text(),
    attachment_path: pg.varchar({ length: 255 }),
    attachment_name: pg.varchar({ length: 255 }),
    status: pg.varchar({ length: 10, enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    created_by: foreignId(() => users.id, 'restrict'),
    approved_by: foreignId(() => users.id, 'restrict'),
    approved_at: pg.timestamp({ withTimezone: true }),
    approval_notes: pg.text(),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The version an approver saw: whole milliseconds, as the API sends it, and
    // moved forward by every edit (transactions.service.ts), so a changed row never matches.
    updated_at: pg
      .timestamp({ withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    // The last editor, and everyone who ever edited: each is a maker under the four-eyes rule.
    updated_by: foreignId(() => users.id, 'restrict'),
    editor_ids: pg
      .integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // An approved transaction is corrected by a reversal: an approved opposite
    // entry pointing at it. Unique: a transaction is reversed at most once.
    reversal_of: foreignId((): AnyPgColumn => transactions.id, 'restrict'),
    reversal_reason: pg.text(),
  },
  (t) => [
    pg.check('transactions_type_check', sql`${t.type} in ('income', 'expense')`),
    pg.check('transactions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    pg.check('transactions_amount_positive', sql`${t.amount} > 0`),
    // List filters and the statement (account, approved, by date) are served by these.
    pg.index('transactions_date_idx').on(t.transaction_date, t.id),
    pg.index('transactions_account_date_idx').on(t.account_id, t.transaction_date, t.id),
    pg.index('transactions_category_idx').on(t.category_id),
    pg
      .index('transactions_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    pg.index('transactions_status_date_idx').on(t.status, t.transaction_date),
    pg.index('transactions_created_by_idx').on(t.created_by),
    pg.index('transactions_approved_by_idx').on(t.approved_by),
    pg.index('transactions_editor_ids_idx').using('gin', t.editor_ids),
    // Search everything finds a transaction by its reference.
    pg.index('transactions_reference_trgm').using('gin', sql`lower(${t.reference}) gin_trgm_ops`),
    pg
      .index('transactions_reference_prefix')
      .using('btree', sql`lower(${t.reference}) text_pattern_ops`),
    // A reference typed as digits is found by its end (search-terms.ts).
    pg.index('transactions_reference_end').using('btree', reversedText(t.reference)),
    pg.uniqueIndex('transactions_reversal_of_unique').on(t.reversal_of),
    pg.check(
      'transactions_reversal_approved',
      sql`${t.reversal_of} is null or (${t.status} = 'approved' and ${t.reversal_reason} is not null)`,
    ),
  ],
);
