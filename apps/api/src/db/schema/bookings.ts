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
import { timestamps } from './columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    fileNumber: varchar('file_number', { length: 20 }).notNull(),
    guestName: varchar('guest_name', { length: 150 }).notNull(),
    guestEmail: varchar('guest_email', { length: 255 }),
    guestMobile: varchar('guest_mobile', { length: 30 }),
    guestAddress: text('guest_address'),
    totalAdults: integer('total_adults').notNull().default(1),
    totalChildren: integer('total_children').notNull().default(0),
    totalInfants: integer('total_infants').notNull().default(0),
    childrenAges: varchar('children_ages', { length: 100 }),
    totalRooms: integer('total_rooms').notNull().default(1),
    bookingDate: date('booking_date').notNull(),
    travelStartDate: date('travel_start_date'),
    travelEndDate: date('travel_end_date'),
    checkInDate: date('check_in_date'),
    checkOutDate: date('check_out_date'),
    packageName: varchar('package_name', { length: 150 }),
    packageType: varchar('package_type', { length: 20 }).notNull().default('HOTEL/LAND'),
    destination: varchar('destination', { length: 150 }),
    saleAmount: money('sale_amount').notNull(),
    purchaseAmount: money('purchase_amount').notNull(),
    // Derived by the server on every write (decisions section 5).
    profitAmount: money('profit_amount').notNull(),
    netProfit: money('net_profit').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    balanceDue: money('balance_due').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    opsPersonId: integer('ops_person_id').references(() => users.id, { onDelete: 'set null' }),
    salesPersonId: integer('sales_person_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    paymentStatus: varchar('payment_status', { length: 10 }).notNull().default('unpaid'),
    specialNotes: text('special_notes'),
    internalNotes: text('internal_notes'),
    agentCommissionRate: numeric('agent_commission_rate', { precision: 5, scale: 2 }),
    agentCommissionAmount: money('agent_commission_amount'),
    agentPayable: money('agent_payable'),
    agentPaid: money('agent_paid'),
    agentBalance: money('agent_balance'),
    agentPaymentStatus: varchar('agent_payment_status', { length: 10 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The enquiry this file was converted from (issue 18), direct or agent.
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(file_number || chr(31) || guest_name || chr(31) || coalesce(guest_mobile, '') || chr(31) || coalesce(guest_email, '') || chr(31) || coalesce(destination, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_file_number_unique').on(t.fileNumber),
    index('bookings_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Search by a typed file number's start (search.service.ts): a trigram index reads every
    // file for 'tf-2022-…', whose trigrams all files share.
    index('bookings_file_number_prefix').using(
      'btree',
      sql`lower(${t.fileNumber}) text_pattern_ops`,
    ),
    index('bookings_created_idx').on(t.createdAt, t.id),
    // By travel date: a covering index in migration 0016 (drizzle's builder has no INCLUDE).
    index('bookings_status_idx').on(t.status, t.paymentStatus),
    index('bookings_agent_idx').on(t.agentId),
    index('bookings_enquiry_idx').on(t.enquiryId),
    // Money can never be overpaid, whatever the code above does (the last line of defence).
    check(
      'bookings_paid_within_sale',
      sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.saleAmount}`,
    ),
    check(
      'bookings_agent_paid_within_payable',
      sql`${t.agentPaid} is null or (${t.agentPaid} >= 0 and ${t.agentPaid} <= ${t.agentPayable})`,
    ),
    check(
      'bookings_status_check',
      sql`${t.status} in ('draft', 'confirmed', 'cancelled', 'completed')`,
    ),
    check('bookings_amounts_check', sql`${t.saleAmount} >= 0 and ${t.purchaseAmount} >= 0`),
  ],
);

export const bookingAccommodations = pgTable(
  'booking_accommodations',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hotelName: varchar('hotel_name', { length: 150 }).notNull(),
    checkInDate: date('check_in_date').notNull(),
    checkOutDate: date('check_out_date').notNull(),
    numberOfNights: integer('number_of_nights').notNull(),
    numberOfRooms: integer('number_of_rooms').notNull().default(1),
    roomType: varchar('room_type', { length: 100 }),
    mealPlan: varchar('meal_plan', { length: 2 }).notNull().default('BB'),
    confirmationNumber: varchar('confirmation_number', { length: 50 }),
  },
  (t) => [index('accommodations_booking_idx').on(t.bookingId, t.position)],
);

export const bookingTours = pgTable(
  'booking_tours',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceName: varchar('service_name', { length: 200 }).notNull(),
    serviceDate: date('service_date'),
    pickupTime: time('pickup_time'),
    transferType: varchar('transfer_type', { length: 3 }).notNull().default('PVT'),
    adultCount: integer('adult_count').notNull(),
    childCount: integer('child_count').notNull(),
  },
  (t) => [index('tours_booking_idx').on(t.bookingId, t.position)],
);

export const bookingFlights = pgTable(
  'booking_flights',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    flightType: varchar('flight_type', { length: 10 }).notNull().default('arrival'),
    airline: varchar('airline', { length: 100 }).notNull(),
    flightNumber: varchar('flight_number', { length: 20 }).notNull(),
    flightDate: date('flight_date'),
    fromCity: varchar('from_city', { length: 100 }),
    toCity: varchar('to_city', { length: 100 }),
    pnrNumber: varchar('pnr_number', { length: 20 }),
  },
  (t) => [
    index('flights_booking_idx').on(t.bookingId, t.position),
    // Today's "arrivals tomorrow" (issue 18) reads arrivals by date.
    index('flights_arrival_date_idx')
      .on(t.flightDate)
      .where(sql`${t.flightType} = 'arrival'`),
  ],
);

const paymentColumns = () => ({
  id: serial('id').primaryKey(),
  // RESTRICT: a booking with payments is never deleted (decisions section 5).
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'restrict' }),
  amount: money('amount').notNull(),
  paymentDate: date('payment_date').notNull(),
  paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
  transactionReference: varchar('transaction_reference', { length: 100 }),
  paymentNotes: text('payment_notes'),
  receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Money is voided, never deleted (issue 16): the row stays, with who, when and why.
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'restrict' }),
  voidReason: text('void_reason'),
});

/** A voided payment carries all three facts, a live one none (the trace cannot be half-kept). */
const voidComplete = (t: { voidedAt: AnyColumn; voidedBy: AnyColumn; voidReason: AnyColumn }) =>
  sql`(${t.voidedAt} is null and ${t.voidedBy} is null and ${t.voidReason} is null) or (${t.voidedAt} is not null and ${t.voidedBy} is not null and ${t.voidReason} is not null)`;

/**
 * What search everything (issue 18) matches on a payment, as its trigram index holds it: the
 * receipt number (customer payments) and the transaction reference, lower-cased.
 */
export const paymentSearchText = (t: {
  receiptNumber?: AnyColumn | SQL;
  transactionReference: AnyColumn | SQL;
}) =>
  t.receiptNumber
    ? sql`lower(${t.receiptNumber} || chr(31) || coalesce(${t.transactionReference}, ''))`
    : sql`lower(${t.transactionReference})`;

export const bookingPayments = pgTable(
  'booking_payments',
  {
    ...paymentColumns(),
    // RCPT-YYYY-NNNNN (issue 18), from number_counters by the year of the payment date.
    receiptNumber: varchar('receipt_number', { length: 20 }).notNull(),
  },
  (t) => [
    index('booking_payments_booking_idx').on(t.bookingId, t.paymentDate),
    uniqueIndex('booking_payments_receipt_unique').on(t.receiptNumber),
    index('booking_payments_search_trgm').using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
    index('booking_payments_receipt_prefix').using(
      'btree',
      sql`lower(${t.receiptNumber}) text_pattern_ops`,
    ),
    check('booking_payments_positive', sql`${t.amount} > 0`),
    check('booking_payments_void_complete', voidComplete(t)),
  ],
);

export const agentPayments = pgTable('agent_payments', paymentColumns(), (t) => [
  index('agent_payments_booking_idx').on(t.bookingId, t.paymentDate),
  index('agent_payments_search_trgm').using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
  check('agent_payments_positive', sql`${t.amount} > 0`),
  check('agent_payments_void_complete', voidComplete(t)),
]);

/**
 * Running totals per (status, payment status), kept by a trigger on bookings (migration
 * 0008), so unfiltered and status-only statistics and counts never scan a million files.
 */
export const bookingStats = pgTable(
  'booking_stats',
  {
    status: varchar('status', { length: 20 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 10 }).notNull(),
    bookings: bigint('bookings', { mode: 'number' }).notNull().default(0),
    sale: numeric('sale', { precision: 18, scale: 2 }).notNull().default('0'),
    netProfit: numeric('net_profit', { precision: 18, scale: 2 }).notNull().default('0'),
    balanceDue: numeric('balance_due', { precision: 18, scale: 2 }).notNull().default('0'),
    // Files with something still to pay (balance due above zero): the dashboard's counter.
    owing: bigint('owing', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.paymentStatus] })],
);
