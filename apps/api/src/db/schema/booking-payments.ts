// A booking's payments: the customer's (with a receipt number) and those made to its agent.
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';
import { accounts } from './finance.ts';
import { foreignId, money, reversedText } from './columns.ts';
import { AGENT_PAYMENT_METHODS, BOOKING_PAYMENT_METHODS } from '@app/contract';

/** The columns both payment tables share; each takes its own list of payment methods. */
const paymentColumns = <M extends readonly [string, ...string[]]>(methods: M) => ({
  id: pg.serial().primaryKey(),
  // RESTRICT: a booking with payments is never deleted.
  booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
  amount: money().notNull(),
  payment_date: pg.date().notNull(),
  payment_method: pg.varchar({ length: 20, enum: methods }).notNull(),
  transaction_reference: pg.varchar({ length: 100 }),
  payment_notes: pg.text(),
  received_by: foreignId(() => users.id, 'set null'),
  created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  // Money is voided, never deleted: the row stays, with who, when and why.
  voided_at: pg.timestamp({ withTimezone: true }),
  voided_by: foreignId(() => users.id, 'restrict'),
  void_reason: pg.text(),
  // Where the money went (a bank, cash or card account, or Undeposited Funds): the payment's
  // entry debits it (decision 043). Null only on payments older than migration 0040.
  deposit_account_id: foreignId(() => accounts.id, 'restrict'),
});

/** A voided payment carries all three facts, a live one none (the trace cannot be half-kept). */
const voidComplete = (t: { voided_at: AnyColumn; voided_by: AnyColumn; void_reason: AnyColumn }) =>
  sql`(${t.voided_at} is null and ${t.voided_by} is null and ${t.void_reason} is null) or (${t.voided_at} is not null and ${t.voided_by} is not null and ${t.void_reason} is not null)`;

/**
 * What search everything matches on a payment, as its trigram index holds it: the
 * receipt number (customer payments) and the transaction reference, lower-cased.
 */
export const paymentSearchText = (t: {
  receipt_number?: AnyColumn | SQL;
  transaction_reference: AnyColumn | SQL;
}) =>
  t.receipt_number
    ? sql`lower(${t.receipt_number} || chr(31) || coalesce(${t.transaction_reference}, ''))`
    : sql`lower(${t.transaction_reference})`;

export const bookingPayments = pg.pgTable(
  'booking_payments',
  {
    ...paymentColumns(BOOKING_PAYMENT_METHODS),
    // RCPT-YYYY-NNNNN, from number_counters by the year of the payment date.
    receipt_number: pg.varchar({ length: 20 }).notNull(),
  },
  (t) => [
    pg.index('booking_payments_booking_idx').on(t.booking_id, t.payment_date),
    pg.uniqueIndex('booking_payments_receipt_unique').on(t.receipt_number),
    pg
      .index('booking_payments_search_trgm')
      .using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
    pg
      .index('booking_payments_receipt_prefix')
      .using('btree', sql`lower(${t.receipt_number}) text_pattern_ops`),
    // Search by digits (search-terms.ts): the receipt number's and the reference's end.
    pg.index('booking_payments_receipt_end').using('btree', reversedText(t.receipt_number)),
    pg
      .index('booking_payments_reference_end')
      .using('btree', reversedText(t.transaction_reference)),
    pg.check('booking_payments_positive', sql`${t.amount} > 0`),
    pg.check('booking_payments_void_complete', voidComplete(t)),
  ],
);

export const agentPayments = pg.pgTable(
  'agent_payments',
  paymentColumns(AGENT_PAYMENT_METHODS),
  (t) => [
    pg.index('agent_payments_booking_idx').on(t.booking_id, t.payment_date),
    pg.index('agent_payments_search_trgm').using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
    pg.index('agent_payments_reference_end').using('btree', reversedText(t.transaction_reference)),
    pg.check('agent_payments_positive', sql`${t.amount} > 0`),
    pg.check('agent_payments_void_complete', voidComplete(t)),
  ],
);

/**
 * Money returned to a cancelled file's payer (migration 0063): from a money account, no more
 * than the file's refundable balance; posted Dr the payer's receivable / Cr the account; voided by
 * the reverse, never deleted.
 */
export const bookingRefunds = pg.pgTable(
  'booking_refunds',
  {
    id: pg.serial().primaryKey(),
    booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
    amount: money().notNull(),
    refund_date: pg.date().notNull(),
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    reference: pg.varchar({ length: 100 }),
    notes: pg.text(),
    entry_id: pg.integer(),
    created_by: foreignId(() => users.id, 'restrict'),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    voided_at: pg.timestamp({ withTimezone: true }),
    voided_by: foreignId(() => users.id, 'restrict'),
    void_reason: pg.text(),
    /**
     * Its refund voucher's number (CGST rule 51, migration 0068): `RV/26-27/00001`, the next of
     * the 'refund' series of document_counters in the refund day's financial year.
     */
    voucher_number: pg.varchar({ length: 20 }).notNull(),
  },
  (t) => [
    pg.index('booking_refunds_booking_idx').on(t.booking_id),
    pg.uniqueIndex('booking_refunds_voucher_number').on(t.voucher_number),
    pg.check('booking_refunds_positive', sql`${t.amount} > 0`),
    pg.check('booking_refunds_void_complete', voidComplete(t)),
  ],
);

/**
 * Cancellation policies (migration 0068, decision 052): a percentage of the sale by days before
 * travel. The agency's tiers have no booking; a file's own tiers, when it has any, replace
 * them. One tier per day count in each policy; every policy has a 0-day tier (the contract).
 */
export const cancellationTiers = pg.pgTable(
  'cancellation_tiers',
  {
    id: pg.serial().primaryKey(),
    booking_id: foreignId(() => bookings.id, 'cascade'),
    min_days: pg.integer().notNull(),
    percent: pg.numeric({ precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    pg.unique('cancellation_tiers_unique').on(t.booking_id, t.min_days).nullsNotDistinct(),
    pg.check('cancellation_tiers_days', sql`${t.min_days} between 0 and 999`),
    pg.check('cancellation_tiers_percent', sql`${t.percent} between 0 and 100`),
  ],
);
