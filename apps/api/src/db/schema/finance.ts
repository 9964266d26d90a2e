import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { foreignId, money, timestamps } from './columns.ts';
import { ACCOUNT_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@app/contract';

export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 150 }).notNull(),
    type: varchar({ length: 20, enum: ACCOUNT_TYPES }).notNull(),
    opening_balance: money().notNull().default('0'),
    // Changes only when a transaction is approved (decisions section 5).
    current_balance: money().notNull().default('0'),
    // Every transaction of the account, any status: kept by a trigger (migration 0013).
    transactions_count: integer().notNull().default(0),
    description: text(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_code_unique').on(sql`lower(${t.code})`),
    index('accounts_type_idx').on(t.type),
    check(
      'accounts_type_check',
      sql`${t.type} in ('asset', 'liability', 'equity', 'income', 'expense')`,
    ),
  ],
);

export const transactionCategories = pgTable(
  'transaction_categories',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    description: text(),
    is_active: boolean().notNull().default(true),
    // Every transaction in the category, any status: kept by a trigger (migration 0013).
    transactions_count: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial().primaryKey(),
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    category_id: foreignId(() => transactionCategories.id, 'restrict').notNull(),
    type: varchar({ length: 10, enum: TRANSACTION_TYPES }).notNull(),
    amount: money().notNull(),
    transaction_date: date().notNull(),
    description: text().notNull(),
    reference: varchar({ length: 100 }),
    notes: text(),
    attachment_path: varchar({ length: 255 }),
    attachment_name: varchar({ length: 255 }),
    status: varchar({ length: 10, enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    created_by: foreignId(() => users.id, 'restrict'),
    approved_by: foreignId(() => users.id, 'restrict'),
    approved_at: timestamp({ withTimezone: true }),
    approval_notes: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The version an approver saw (issue 15): whole milliseconds, as the API sends it, and
    // moved forward by every edit (transactions.service.ts), so a changed row never matches.
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    // The last editor, and everyone who ever edited: each is a maker under the four-eyes rule.
    updated_by: foreignId(() => users.id, 'restrict'),
    editor_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // An approved transaction is corrected by a reversal (issue 16): an approved opposite
    // entry pointing at it. Unique: a transaction is reversed at most once.
    reversal_of: foreignId((): AnyPgColumn => transactions.id, 'restrict'),
    reversal_reason: text(),
  },
  (t) => [
    check('transactions_type_check', sql`${t.type} in ('income', 'expense')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    // List filters and the statement (account, approved, by date) are served by these.
    index('transactions_date_idx').on(t.transaction_date, t.id),
    index('transactions_account_date_idx').on(t.account_id, t.transaction_date, t.id),
    index('transactions_category_idx').on(t.category_id),
    index('transactions_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index('transactions_status_date_idx').on(t.status, t.transaction_date),
    index('transactions_created_by_idx').on(t.created_by),
    index('transactions_approved_by_idx').on(t.approved_by),
    index('transactions_editor_ids_idx').using('gin', t.editor_ids),
    // Search everything (issue 18) finds a transaction by its reference.
    index('transactions_reference_trgm').using('gin', sql`lower(${t.reference}) gin_trgm_ops`),
    index('transactions_reference_prefix').using(
      'btree',
      sql`lower(${t.reference}) text_pattern_ops`,
    ),
    uniqueIndex('transactions_reversal_of_unique').on(t.reversal_of),
    check(
      'transactions_reversal_approved',
      sql`${t.reversal_of} is null or (${t.status} = 'approved' and ${t.reversal_reason} is not null)`,
    ),
  ],
);

/**
 * Approved movement per account and calendar month, kept by a trigger on transactions
 * (migration 0012) in the same database transaction as each approval. A statement reads a
 * decade of history from a few hundred of these rows instead of every movement.
 * The services read it in SQL and never through this object, but drizzle-kit does: without
 * it `db:generate` would write `DROP TABLE "account_month_totals"` (checked for issue 20).
 */
export const accountMonthTotals = pgTable(
  'account_month_totals',
  {
    account_id: foreignId(() => accounts.id, 'cascade').notNull(),
    month: date().notNull(),
    movements: integer().notNull().default(0),
    credit: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    debit: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.month] })],
);
