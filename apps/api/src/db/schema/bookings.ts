import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { agents, enquiries } from './tourism.ts';
import { users } from './users.ts';
import { foreignId, money, timestamps } from './columns.ts';
import {
  AGENT_PAYMENT_METHODS,
  AGENT_PAYMENT_STATUSES,
  BOOKING_PAYMENT_METHODS,
  BOOKING_CURRENCIES,
  BOOKING_STATUSES,
  FLIGHT_TYPES,
  MEAL_PLANS,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
  TRANSFER_TYPES,
} from '@app/contract';

export const bookings = pg.pgTable(
  'bookings',
  {
    id: pg.serial().primaryKey(),
    file_number: pg.varchar({ length: 20 }).notNull(),
    guest_name: pg.varchar({ length: 150 }).notNull(),
    guest_email: pg.varchar({ length: 255 }),
    guest_mobile: pg.varchar({ length: 30 }),
    guest_address: pg.text(),
    total_adults: pg.integer().notNull().default(1),
    total_children: pg.integer().notNull().default(0),
    total_infants: pg.integer().notNull().default(0),
    children_ages: pg.varchar({ length: 100 }),
    total_rooms: pg.integer().notNull().default(1),
    booking_date: pg.date().notNull(),
    travel_start_date: pg.date(),
    travel_end_date: pg.date(),
    check_in_date: pg.date(),
    check_out_date: pg.date(),
    package_name: pg.varchar({ length: 150 }),
    package_type: pg.varchar({ length: 20, enum: PACKAGE_TYPES }).notNull().default('HOTEL/LAND'),
    destination: pg.varchar({ length: 150 }),
    sale_amount: money().notNull(),
    purchase_amount: money().notNull(),
    // Derived by the server on every write (decisions section 5).
    profit_amount: money().notNull(),
    net_profit: money().notNull(),
    paid_amount: money().notNull().default('0'),
    balance_due: money().notNull(),
    currency: pg.varchar({ length: 3, enum: BOOKING_CURRENCIES }).notNull().default('AED'),
    ops_person_id: foreignId(() => users.id, 'set null'),
    sales_person_id: foreignId(() => users.id, 'set null'),
    agent_id: foreignId(() => agents.id, 'restrict'),
    status: pg.varchar({ length: 20, enum: BOOKING_STATUSES }).notNull().default('draft'),
    payment_status: pg.varchar({ length: 10, enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    special_notes: pg.text(),
    internal_notes: pg.text(),
    agent_commission_rate: pg.numeric({ precision: 5, scale: 2 }),
    agent_commission_amount: money(),
    agent_payable: money(),
    agent_paid: money(),
    agent_balance: money(),
    agent_payment_status: pg.varchar({ length: 10, enum: AGENT_PAYMENT_STATUSES }),
    created_by: foreignId(() => users.id, 'set null'),
    // The enquiry this file was converted from (issue 18), direct or agent.
    enquiry_id: foreignId(() => enquiries.id, 'set null'),
    search_text: pg
      .text()
      .generatedAlwaysAs(
        sql`lower(file_number || chr(31) || guest_name || chr(31) || coalesce(guest_mobile, '') || chr(31) || coalesce(guest_email, '') || chr(31) || coalesce(destination, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    pg.uniqueIndex('bookings_file_number_unique').on(t.file_number),
    pg.index('bookings_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Search by a typed file number's start (search.service.ts): a trigram index reads every
    // file for 'tf-2022-…', whose trigrams all files share.
    pg
      .index('bookings_file_number_prefix')
      .using('btree', sql`lower(${t.file_number}) text_pattern_ops`),
    pg.index('bookings_created_idx').on(t.created_at, t.id),
    // By travel date: a covering index in migration 0016 (drizzle's builder has no INCLUDE).
    pg.index('bookings_status_idx').on(t.status, t.payment_status),
    pg.index('bookings_agent_idx').on(t.agent_id),
    pg.index('bookings_enquiry_idx').on(t.enquiry_id),
    // Money can never be overpaid, whatever the code above does (the last line of defence).
    pg.check(
      'bookings_paid_within_sale',
      sql`${t.paid_amount} >= 0 and ${t.paid_amount} <= ${t.sale_amount}`,
    ),
    pg.check(
      'bookings_agent_paid_within_payable',
      sql`${t.agent_paid} is null or (${t.agent_paid} >= 0 and ${t.agent_paid} <= ${t.agent_payable})`,
    ),
    pg.check(
      'bookings_status_check',
      sql`${t.status} in ('draft', 'confirmed', 'cancelled', 'completed')`,
    ),
    pg.check('bookings_amounts_check', sql`${t.sale_amount} >= 0 and ${t.purchase_amount} >= 0`),
  ],
);

/** A line of a booking (a hotel, a tour, a flight): its booking, and its place in the form's list. */
const lineOfBooking = () => ({
  id: pg.serial().primaryKey(),
  booking_id: foreignId(() => bookings.id, 'cascade').notNull(),
  position: pg.integer().notNull(),
});

export const bookingAccommodations = pg.pgTable(
  'booking_accommodations',
  {
    ...lineOfBooking(),
    hotel_name: pg.varchar({ length: 150 }).notNull(),
    check_in_date: pg.date().notNull(),
    check_out_date: pg.date().notNull(),
    number_of_nights: pg.integer().notNull(),
    number_of_rooms: pg.integer().notNull().default(1),
    room_type: pg.varchar({ length: 100 }),
    meal_plan: pg.varchar({ length: 2, enum: MEAL_PLANS }).notNull().default('BB'),
    confirmation_number: pg.varchar({ length: 50 }),
  },
  (t) => [pg.index('accommodations_booking_idx').on(t.booking_id, t.position)],
);

export const bookingTours = pg.pgTable(
  'booking_tours',
  {
    ...lineOfBooking(),
    service_name: pg.varchar({ length: 200 }).notNull(),
    service_date: pg.date(),
    pickup_time: pg.time(),
    transfer_type: pg.varchar({ length: 3, enum: TRANSFER_TYPES }).notNull().default('PVT'),
    adult_count: pg.integer().notNull(),
    child_count: pg.integer().notNull(),
  },
  (t) => [pg.index('tours_booking_idx').on(t.booking_id, t.position)],
);

export const bookingFlights = pg.pgTable(
  'booking_flights',
  {
    ...lineOfBooking(),
    flight_type: pg.varchar({ length: 10, enum: FLIGHT_TYPES }).notNull().default('arrival'),
    airline: pg.varchar({ length: 100 }).notNull(),
    flight_number: pg.varchar({ length: 20 }).notNull(),
    flight_date: pg.date(),
    from_city: pg.varchar({ length: 100 }),
    to_city: pg.varchar({ length: 100 }),
    pnr_number: pg.varchar({ length: 20 }),
  },
  (t) => [
    pg.index('flights_booking_idx').on(t.booking_id, t.position),
    // Today's "arrivals tomorrow" (issue 18) reads arrivals by date.
    pg
      .index('flights_arrival_date_idx')
      .on(t.flight_date)
      .where(sql`${t.flight_type} = 'arrival'`),
  ],
);

/** The columns both payment tables share; each takes its own list of payment methods. */
const paymentColumns = <M extends readonly [string, ...string[]]>(methods: M) => ({
  id: pg.serial().primaryKey(),
  // RESTRICT: a booking with payments is never deleted (decisions section 5).
  booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
  amount: money().notNull(),
  payment_date: pg.date().notNull(),
  payment_method: pg.varchar({ length: 20, enum: methods }).notNull(),
  transaction_reference: pg.varchar({ length: 100 }),
  payment_notes: pg.text(),
  received_by: foreignId(() => users.id, 'set null'),
  created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  // Money is voided, never deleted (issue 16): the row stays, with who, when and why.
  voided_at: pg.timestamp({ withTimezone: true }),
  voided_by: foreignId(() => users.id, 'restrict'),
  void_reason: pg.text(),
});

/** A voided payment carries all three facts, a live one none (the trace cannot be half-kept). */
const voidComplete = (t: { voided_at: AnyColumn; voided_by: AnyColumn; void_reason: AnyColumn }) =>
  sql`(${t.voided_at} is null and ${t.voided_by} is null and ${t.void_reason} is null) or (${t.voided_at} is not null and ${t.voided_by} is not null and ${t.void_reason} is not null)`;

/**
 * What search everything (issue 18) matches on a payment, as its trigram index holds it: the
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
    // RCPT-YYYY-NNNNN (issue 18), from number_counters by the year of the payment date.
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
    pg.check('agent_payments_positive', sql`${t.amount} > 0`),
    pg.check('agent_payments_void_complete', voidComplete(t)),
  ],
);

/**
 * Running totals per (status, payment status), kept by a trigger on bookings (migration
 * 0008), so unfiltered and status-only statistics and counts never scan a million files.
 */
export const bookingStats = pg.pgTable(
  'booking_stats',
  {
    status: pg.varchar({ length: 20, enum: BOOKING_STATUSES }).notNull(),
    payment_status: pg.varchar({ length: 10, enum: PAYMENT_STATUSES }).notNull(),
    bookings: pg.bigint({ mode: 'number' }).notNull().default(0),
    sale: pg.numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    net_profit: pg.numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    balance_due: pg.numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    // Files with something still to pay (balance due above zero): the dashboard's counter.
    owing: pg.bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.status, t.payment_status] })],
);
