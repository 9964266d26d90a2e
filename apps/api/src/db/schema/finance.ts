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
import { timestamps } from './columns.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    openingBalance: numeric('opening_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    // Changes only when a transaction is approved (decisions section 5).
    currentBalance: numeric('current_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    // Every transaction of the account, any status: kept by a trigger (migration 0013).
    transactionsCount: integer('transactions_count').notNull().default(0),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
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
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    // Every transaction in the category, any status: kept by a trigger (migration 0013).
    transactionsCount: integer('transactions_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => transactionCategories.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 10 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    transactionDate: date('transaction_date').notNull(),
    description: text('description').notNull(),
    reference: varchar('reference', { length: 100 }),
    notes: text('notes'),
    attachmentPath: varchar('attachment_path', { length: 255 }),
    attachmentName: varchar('attachment_name', { length: 255 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'restrict' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvalNotes: text('approval_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The version an approver saw (issue 15): whole milliseconds, as the API sends it, and
    // moved forward by every edit (transactions.service.ts), so a changed row never matches.
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    // The last editor, and everyone who ever edited: each is a maker under the four-eyes rule.
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'restrict' }),
    editorIds: integer('editor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // An approved transaction is corrected by a reversal (issue 16): an approved opposite
    // entry pointing at it. Unique: a transaction is reversed at most once.
    reversalOf: integer('reversal_of').references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    check('transactions_type_check', sql`${t.type} in ('income', 'expense')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    // List filters and the statement (account, approved, by date) are served by these.
    index('transactions_date_idx').on(t.transactionDate, t.id),
    index('transactions_account_date_idx').on(t.accountId, t.transactionDate, t.id),
    index('transactions_category_idx').on(t.categoryId),
    index('transactions_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index('transactions_status_date_idx').on(t.status, t.transactionDate),
    index('transactions_created_by_idx').on(t.createdBy),
    index('transactions_approved_by_idx').on(t.approvedBy),
    index('transactions_editor_ids_idx').using('gin', t.editorIds),
    // Search everything (issue 18) finds a transaction by its reference.
    index('transactions_reference_trgm').using('gin', sql`lower(${t.reference}) gin_trgm_ops`),
    index('transactions_reference_prefix').using(
      'btree',
      sql`lower(${t.reference}) text_pattern_ops`,
    ),
    uniqueIndex('transactions_reversal_of_unique').on(t.reversalOf),
    check(
      'transactions_reversal_approved',
      sql`${t.reversalOf} is null or (${t.status} = 'approved' and ${t.reversalReason} is not null)`,
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    movements: integer('movements').notNull().default(0),
    credit: numeric('credit', { precision: 18, scale: 2 }).notNull().default('0'),
    debit: numeric('debit', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);
