import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { JOURNAL_SOURCES } from '@app/contract';
import { accounts } from './finance.ts';
import { users } from './users.ts';
import { foreignId } from './columns.ts';

const sources = JOURNAL_SOURCES.map((s) => `'${s}'`).join(', ');
/** Base amounts: wide enough for a year's totals of any account (NUMERIC(18,2)). */
const base = () => pg.numeric({ precision: 18, scale: 2 });

/**
 * One money event's journal entry. Append-only (migration 0036's triggers refuse UPDATE,
 * DELETE and TRUNCATE); a correction is a new entry whose `reverses_id` names the one it
 * undoes, at most one each (unique), so each is found from the other. Decision 042.
 */
export const journalEntries = pg.pgTable(
  'journal_entries',
  {
    id: pg.serial().primaryKey(),
    entry_date: pg.date().notNull(),
    source_type: pg.varchar({ length: 20, enum: JOURNAL_SOURCES }).notNull(),
    source_id: pg.integer().notNull(),
    memo: pg.text().notNull(),
    reverses_id: foreignId((): AnyPgColumn => journalEntries.id, 'restrict'),
    // Null for what the system posts itself (migration, demo data).
    created_by: foreignId(() => users.id, 'restrict'),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('journal_entries_source_check', sql.raw(`source_type in (${sources})`)),
    pg.index('journal_entries_source_idx').on(t.source_type, t.source_id),
    // Unique (the id alone is): the lines' foreign key names the entry with its date.
    pg.uniqueIndex('journal_entries_date_idx').on(t.entry_date, t.id),
    pg.uniqueIndex('journal_entries_reverses_unique').on(t.reverses_id),
  ],
);

/**
 * A line debits or credits one account in base currency (INR), and keeps the document's
 * currency, amount and the rate between them. Every entry's lines balance: a deferred
 * constraint trigger checks it at commit (migration 0036).
 */
export const journalLines = pg.pgTable(
  'journal_lines',
  {
    id: pg.serial().primaryKey(),
    entry_id: pg.integer().notNull(),
    // The entry's date (migration 0077), so an account's lines are read in date order from one
    // index; the foreign key below names the entry with it, so it cannot differ from the entry's.
    entry_date: pg.date().notNull(),
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    debit: base().notNull().default('0'),
    credit: base().notNull().default('0'),
    currency: pg.char({ length: 3 }).notNull().default('INR'),
    amount: base().notNull(),
    rate: pg.numeric({ precision: 18, scale: 8 }).notNull().default('1'),
  },
  (t) => [
    pg.check(
      'journal_lines_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
    // The document's amount: more than zero, but for a revaluation's line on an account kept
    // in another currency (migration 0050), which moves its rupees and none of its own money.
    pg.check('journal_lines_amount_not_negative', sql`${t.amount} >= 0`),
    pg
      .foreignKey({
        name: 'journal_lines_entry_fk',
        columns: [t.entry_date, t.entry_id],
        foreignColumns: [journalEntries.entry_date, journalEntries.id],
      })
      .onDelete('restrict'),
    pg.index('journal_lines_entry_idx').on(t.entry_id),
    // An account's journal and statement, newest or oldest first, a page at a time.
    pg.index('journal_lines_account_date_idx').on(t.account_id, t.entry_date, t.entry_id),
  ],
);

/** What the month's and the day's totals keep of an account's lines (new builders each call). */
const accountTotals = () => ({
  lines: pg.integer().notNull().default(0),
  // Entries with a line on the account (an entry with two lines on it counts once): the
  // journal filtered by account counts its matches from these (migration 0044).
  entries: pg.integer().notNull().default(0),
  debit: base().notNull().default('0'),
  credit: base().notNull().default('0'),
  // The same in the account's own currency (migration 0049): its lines' document amounts on
  // an account kept in another currency (every line on it is in it), the rupees on the rest.
  native_debit: base().notNull().default('0'),
  native_credit: base().notNull().default('0'),
});

/**
 * Each account's debits and credits per calendar month, kept by a trigger on journal_lines in
 * the transaction that posts them: balances, the trial balance and the statements read a few
 * hundred of these rather than every line.
 */
export const ledgerMonthTotals = pg.pgTable(
  'ledger_month_totals',
  {
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    month: pg.date().notNull(),
    // A row per account, month and slot (migration 0074): a committing write adds to the slot
    // of its transaction id, so concurrent commits do not queue on one row; readers sum.
    slot: pg.smallint().notNull().default(0),
    ...accountTotals(),
  },
  (t) => [pg.primaryKey({ columns: [t.account_id, t.month, t.slot] })],
);

/**
 * The same per day (migration 0043): the part-months at a period's edges (the month so far, a
 * period that starts on the 10th) are read from these, a row per account and day, instead of
 * from every line of those days.
 */
export const ledgerDayTotals = pg.pgTable(
  'ledger_day_totals',
  {
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    day: pg.date().notNull(),
    // As the month's: a slot per committing transaction id (migration 0074).
    slot: pg.smallint().notNull().default(0),
    ...accountTotals(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.account_id, t.day, t.slot] }),
    // The trial balance reads a span of days across every account.
    pg.index('ledger_day_totals_day_idx').on(t.day),
  ],
);

/**
 * The books' settings, one row (id 1, made by migration 0038). `lock_date`: nothing dated on or
 * before it posts, changes or is voided; a trigger on journal_entries refuses such an entry
 * whatever the code does (decision 043). Null: no period is closed.
 */
export const booksSettings = pg.pgTable(
  'books_settings',
  {
    id: pg.smallint().primaryKey().default(1),
    lock_date: pg.date(),
    /** Above this many rupees a supplier payment waits for a manager (decision 048); null: never. */
    supplier_payment_approval_limit: pg.numeric({ precision: 14, scale: 2 }),
    updated_by: foreignId(() => users.id, 'restrict'),
    updated_at: pg.timestamp({ withTimezone: true }),
  },
  (t) => [pg.check('books_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The account a payment method deposits to unless the payment names one (decision 043); a method
 * with no row deposits to Undeposited Funds. Admins set it.
 */
export const paymentMethodAccounts = pg.pgTable('payment_method_accounts', {
  method: pg.varchar({ length: 20 }).primaryKey(),
  account_id: foreignId(() => accounts.id, 'restrict').notNull(),
});
