import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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

export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    file_number: varchar({ length: 20 }).notNull(),
    guest_name: varchar({ length: 150 }).notNull(),
    guest_email: varchar({ length: 255 }),
    guest_mobile: varchar({ length: 30 }),
    guest_address: text(),
    total_adults: integer().notNull().default(1),
    total_children: integer().notNull().default(0),
    total_infants: integer().notNull().default(0),
    children_ages: varchar({ length: 100 }),
    total_rooms: integer().notNull().default(1),
    booking_date: date().notNull(),
    travel_start_date: date(),
    travel_end_date: date(),
    check_in_date: date(),
    check_out_date: date(),
    package_name: varchar({ length: 150 }),
    package_type: varchar({ length: 20, enum: PACKAGE_TYPES }).notNull().default('HOTEL/LAND'),
    destination: varchar({ length: 150 }),
    sale_amount: money().notNull(),
    purchase_amount: money().notNull(),
    // Derived by the server on every write (decisions section 5).
    profit_amount: money().notNull(),
    net_profit: money().notNull(),
    paid_amount: money().notNull().default('0'),
    balance_due: money().notNull(),
    currency: varchar({ length: 3, enum: BOOKING_CURRENCIES }).notNull().default('AED'),
    ops_person_id: foreignId(() => users.id, 'set null'),
    sales_person_id: foreignId(() => users.id, 'set null'),
    agent_id: foreignId(() => agents.id, 'restrict'),
    status: varchar({ length: 20, enum: BOOKING_STATUSES }).notNull().default('draft'),
    payment_status: varchar({ length: 10, enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    special_notes: text(),
    internal_notes: text(),
    agent_commission_rate: numeric({ precision: 5, scale: 2 }),
    agent_commission_amount: money(),
    agent_payable: money(),
    agent_paid: money(),
    agent_balance: money(),
    agent_payment_status: varchar({ length: 10, enum: AGENT_PAYMENT_STATUSES }),
    created_by: foreignId(() => users.id, 'set null'),
    // The enquiry this file was converted from (issue 18), direct or agent.
    enquiry_id: foreignId(() => enquiries.id, 'set null'),
    search_text: text().generatedAlwaysAs(
      sql`lower(file_number || chr(31) || guest_name || chr(31) || coalesce(guest_mobile, '') || chr(31) || coalesce(guest_email, '') || chr(31) || coalesce(destination, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_file_number_unique').on(t.file_number),
    index('bookings_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Search by a typed file number's start (search.service.ts): a trigram index reads every
    // file for 'tf-2022-…', whose trigrams all files share.
    index('bookings_file_number_prefix').using(
      'btree',
      sql`lower(${t.file_number}) text_pattern_ops`,
    ),
    index('bookings_created_idx').on(t.created_at, t.id),
    // By travel date: a covering index in migration 0016 (drizzle's builder has no INCLUDE).
    index('bookings_status_idx').on(t.status, t.payment_status),
    index('bookings_agent_idx').on(t.agent_id),
    index('bookings_enquiry_idx').on(t.enquiry_id),
    // Money can never be overpaid, whatever the code above does (the last line of defence).
    check(
      'bookings_paid_within_sale',
      sql`${t.paid_amount} >= 0 and ${t.paid_amount} <= ${t.sale_amount}`,
    ),
    check(
      'bookings_agent_paid_within_payable',
      sql`${t.agent_paid} is null or (${t.agent_paid} >= 0 and ${t.agent_paid} <= ${t.agent_payable})`,
    ),
    check(
      'bookings_status_check',
      sql`${t.status} in ('draft', 'confirmed', 'cancelled', 'completed')`,
    ),
    check('bookings_amounts_check', sql`${t.sale_amount} >= 0 and ${t.purchase_amount} >= 0`),
  ],
);

/** A line of a booking (a hotel, a tour, a flight): its booking, and its place in the form's list. */
const lineOfBooking = () => ({
  id: serial().primaryKey(),
  booking_id: foreignId(() => bookings.id, 'cascade').notNull(),
  position: integer().notNull(),
});

export const bookingAccommodations = pgTable(
  'booking_accommodations',
  {
    ...lineOfBooking(),
    hotel_name: varchar({ length: 150 }).notNull(),
    check_in_date: date().notNull(),
    check_out_date: date().notNull(),
    number_of_nights: integer().notNull(),
    number_of_rooms: integer().notNull().default(1),
    room_type: varchar({ length: 100 }),
    meal_plan: varchar({ length: 2, enum: MEAL_PLANS }).notNull().default('BB'),
    confirmation_number: varchar({ length: 50 }),
  },
  (t) => [index('accommodations_booking_idx').on(t.booking_id, t.position)],
);

export const bookingTours = pgTable(
  'booking_tours',
  {
    ...lineOfBooking(),
    service_name: varchar({ length: 200 }).notNull(),
    service_date: date(),
    pickup_time: time(),
    transfer_type: varchar({ length: 3, enum: TRANSFER_TYPES }).notNull().default('PVT'),
    adult_count: integer().notNull(),
    child_count: integer().notNull(),
  },
  (t) => [index('tours_booking_idx').on(t.booking_id, t.position)],
);

export const bookingFlights = pgTable(
  'booking_flights',
  {
    ...lineOfBooking(),
    flight_type: varchar({ length: 10, enum: FLIGHT_TYPES }).notNull().default('arrival'),
    airline: varchar({ length: 100 }).notNull(),
    flight_number: varchar({ length: 20 }).notNull(),
    flight_date: date(),
    from_city: varchar({ length: 100 }),
    to_city: varchar({ length: 100 }),
    pnr_number: varchar({ length: 20 }),
  },
  (t) => [
    index('flights_booking_idx').on(t.booking_id, t.position),
    // Today's "arrivals tomorrow" (issue 18) reads arrivals by date.
    index('flights_arrival_date_idx')
      .on(t.flight_date)
      .where(sql`${t.flight_type} = 'arrival'`),
  ],
);

/** The columns both payment tables share; each takes its own list of payment methods. */
const paymentColumns = <M extends readonly [string, ...string[]]>(methods: M) => ({
  id: serial().primaryKey(),
  // RESTRICT: a booking with payments is never deleted (decisions section 5).
  booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
  amount: money().notNull(),
  payment_date: date().notNull(),
  payment_method: varchar({ length: 20, enum: methods }).notNull(),
  transaction_reference: varchar({ length: 100 }),
  payment_notes: text(),
  received_by: foreignId(() => users.id, 'set null'),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  // Money is voided, never deleted (issue 16): the row stays, with who, when and why.
  voided_at: timestamp({ withTimezone: true }),
  voided_by: foreignId(() => users.id, 'restrict'),
  void_reason: text(),
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

export const bookingPayments = pgTable(
  'booking_payments',
  {
    ...paymentColumns(BOOKING_PAYMENT_METHODS),
    // RCPT-YYYY-NNNNN (issue 18), from number_counters by the year of the payment date.
    receipt_number: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    index('booking_payments_booking_idx').on(t.booking_id, t.payment_date),
    uniqueIndex('booking_payments_receipt_unique').on(t.receipt_number),
    index('booking_payments_search_trgm').using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
    index('booking_payments_receipt_prefix').using(
      'btree',
      sql`lower(${t.receipt_number}) text_pattern_ops`,
    ),
    check('booking_payments_positive', sql`${t.amount} > 0`),
    check('booking_payments_void_complete', voidComplete(t)),
  ],
);

export const agentPayments = pgTable(
  'agent_payments',
  paymentColumns(AGENT_PAYMENT_METHODS),
  (t) => [
    index('agent_payments_booking_idx').on(t.booking_id, t.payment_date),
    index('agent_payments_search_trgm').using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
    check('agent_payments_positive', sql`${t.amount} > 0`),
    check('agent_payments_void_complete', voidComplete(t)),
  ],
);

/**
 * Running totals per (status, payment status), kept by a trigger on bookings (migration
 * 0008), so unfiltered and status-only statistics and counts never scan a million files.
 */
export const bookingStats = pgTable(
  'booking_stats',
  {
    status: varchar({ length: 20, enum: BOOKING_STATUSES }).notNull(),
    payment_status: varchar({ length: 10, enum: PAYMENT_STATUSES }).notNull(),
    bookings: bigint({ mode: 'number' }).notNull().default(0),
    sale: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    net_profit: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    balance_due: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    // Files with something still to pay (balance due above zero): the dashboard's counter.
    owing: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.payment_status] })],
);
