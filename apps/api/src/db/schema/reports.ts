import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { foreignId } from './columns.ts';
import { agents } from './tourism.ts';

const total = () => pg.numeric({ precision: 18, scale: 2 }).notNull().default('0');
const tally = () => pg.integer().notNull().default(0);

/**
 * Reports read totals the database keeps, never a scan of every file: an AFTER
 * trigger on bookings (migration 0025) moves these rows in the writer's own transaction.
 *
 * Per booking month, once by agent (`key` is the agent's id, '' for direct files) and once by
 * destination (`key` as stored, '' for none). Money counts sold files only (confirmed or
 * completed): a cancelled file is counted in `cancelled_files`, a draft in `draft_files`, and
 * neither adds money (decision 011; a draft is not a sale yet).
 */
export const bookingMonthTotals = pg.pgTable(
  'booking_month_totals',
  {
    dimension: pg.varchar({ length: 12 }).notNull(),
    month: pg.date().notNull(),
    key: pg.varchar({ length: 150 }).notNull(),
    files: tally(),
    cancelled_files: tally(),
    draft_files: tally(),
    sale: total(),
    cost: total(),
    profit: total(),
    commission: total(),
    net_profit: total(),
  },
  (t) => [pg.primaryKey({ columns: [t.dimension, t.month, t.key] })],
);

/**
 * Money still to collect by travel pg.date (live files with a balance above zero; null: no travel
 * date yet): receivables ageing overall reads a few thousand of these rows, whatever today is.
 */
export const receivableDays = pg.pgTable(
  'receivable_days',
  {
    travel_date: pg.date(),
    files: tally(),
    balance_due: total(),
  },
  (t) => [pg.unique('receivable_days_travel_unique').on(t.travel_date).nullsNotDistinct()],
);

/**
 * Each agent's open figures over its live files: what customers still owe on them, and what
 * the agency still owes the agent (payables outstanding). One row per agent.
 */
export const agentOpenTotals = pg.pgTable('agent_open_totals', {
  agent_id: foreignId(() => agents.id, 'cascade').primaryKey(),
  files: tally(),
  owing_files: tally(),
  balance_due: total(),
  agent_payable: total(),
  agent_paid: total(),
  agent_balance: total(),
});

/** The `dimension` values of booking_month_totals. */
export const MONTH_DIMENSIONS = ['agent', 'destination'] as const;
export const dimensionIs = (d: (typeof MONTH_DIMENSIONS)[number]) =>
  sql`${bookingMonthTotals.dimension} = ${d}`;
