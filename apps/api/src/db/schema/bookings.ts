// A booking file and the statistics kept from it; its lines and payments have their own files
// (booking-lines.ts, booking-payments.ts).
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { agents, enquiries } from './tourism.ts';
import { currencies } from './currencies.ts';
import { users } from './users.ts';
import { foreignId, money, phoneDigits, reversedText, searchText, timestamps } from './columns.ts';
import {
  AGENT_PAYMENT_STATUSES,
  DEFAULT_BOOKING_CURRENCY,
  BOOKING_STATUSES,
  GST_TREATMENTS,
  NOT_OWED_STATUSES,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
} from '@app/contract';

/** Who the file is for: the lead guest and how to reach them. */
const guest = {
  guest_name: pg.varchar({ length: 150 }).notNull(),
  guest_email: pg.varchar({ length: 255 }),
  guest_mobile: pg.varchar({ length: 30 }),
  guest_address: pg.text(),
  /** The buyer's PAN: tax collected at source on an overseas package is at a higher rate without it. */
  guest_pan: pg.varchar({ length: 10 }),
  /** An unregistered guest's state (a GST_STATES name): the invoice's place of supply, else the agency's. */
  guest_state: pg.varchar({ length: 50 }),
  /** The guest is a foreign tourist, not resident in India (with a tour abroad, exempt from GST). */
  guest_foreign: pg.boolean().notNull().default(false),
};

export const bookings = pg.pgTable(
  'bookings',
  {
    id: pg.serial().primaryKey(),
    file_number: pg.varchar({ length: 20 }).notNull(),
    ...guest,
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
    // Derived by the server on every write.
    profit_amount: money().notNull(),
    net_profit: money().notNull(),
    paid_amount: money().notNull().default('0'),
    balance_due: money().notNull(),
    // Any active currency (the service checks; the key keeps a code the list lacks out).
    currency: pg
      .char({ length: 3 })
      .notNull()
      .default(DEFAULT_BOOKING_CURRENCY)
      .references(() => currencies.code, { onDelete: 'restrict' }),
    // INR for one unit of `currency`, the rate the file was booked at: set when it first posts
    // (booking-posting.ts), kept after; null while it has never been in the books. The reports'
    // and the list's kept totals count a file at it, in rupees (migration 0045).
    rate: pg.numeric({ precision: 18, scale: 8 }),
    /**
     * What a cancelled file keeps of its sale (migration 0063): revenue it still earns, in its
     * currency; what was received beyond it is refundable.
     */
    cancellation_charge: money(),
    /**
     * What was refunded to the payer (live refunds, migration 0068), kept by refunds.ts: a
     * cancelled file's balance due is its charge less what it received net of refunds.
     */
    refunded_amount: money().notNull().default('0'),
    /**
     * The file's GST treatment (decision 055): null, the default from its lines (defaultGstCode);
     * else a package at 5%, its services itemised, or exempt (a foreign tourist's tour abroad).
     */
    gst_treatment: pg.varchar({ length: 10, enum: GST_TREATMENTS }),
    /** The tour is conducted outside India (GST's exemption for foreign tourists; TCS's overseas package). */
    travel_abroad: pg.boolean().notNull().default(false),
    ops_person_id: foreignId(() => users.id, 'set null'),
    sales_person_id: foreignId(() => users.id, 'set null'),
    agent_id: foreignId(() => agents.id, 'restrict'),
    status: pg.varchar({ length: 20, enum: BOOKING_STATUSES }).notNull().default('draft'),
    payment_status: pg.varchar({ length: 10, enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /**
     * The file is owed money: a balance due above zero on any file but a draft (the contract's
     * NOT_OWED_STATUSES, decision 052). Stored for the owing files' narrow indexes (migration
     * 0076); PostgreSQL updates a row in place unless an indexed column's value changes, and
     * this one changes only when a payment settles the file or a void reopens it.
     */
    owing: pg
      .boolean()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `${NOT_OWED_STATUSES.map((s) => `status <> '${s}'`).join(' and ')} and balance_due > 0`,
        ),
      ),
    special_notes: pg.text(),
    internal_notes: pg.text(),
    agent_commission_rate: pg.numeric({ precision: 5, scale: 2 }),
    agent_commission_amount: money(),
    agent_payable: money(),
    agent_paid: money(),
    agent_balance: money(),
    agent_payment_status: pg.varchar({ length: 10, enum: AGENT_PAYMENT_STATUSES }),
    created_by: foreignId(() => users.id, 'set null'),
    // The enquiry this file was converted from, direct or agent.
    enquiry_id: foreignId(() => enquiries.id, 'set null'),
    search_text: searchText(
      sql`file_number || chr(31) || guest_name || chr(31) || coalesce(guest_mobile, '') || chr(31) || coalesce(guest_email, '') || chr(31) || coalesce(destination, '')`,
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
    // Search by digits (search-terms.ts): the mobile's start and end, the file number's end.
    pg
      .index('bookings_phone_start')
      .using('btree', sql`${phoneDigits(t.guest_mobile)} text_pattern_ops`),
    pg
      .index('bookings_phone_end')
      .using('btree', sql`reverse(${phoneDigits(t.guest_mobile)}) text_pattern_ops`),
    pg.index('bookings_file_number_end').using('btree', reversedText(t.file_number)),
    pg.index('bookings_created_idx').on(t.created_at, t.id),
    // By travel date: a covering index in migration 0016 (drizzle's builder has no INCLUDE).
    // Status only: a payment moves the payment status, and an index on it would make the
    // payment's update of the file write an entry in every index (not a HOT update, migration 0075).
    pg.index('bookings_status_idx').on(t.status),
    pg.index('bookings_agent_idx').on(t.agent_id),
    // What is still to collect (most of an agency's files are paid): an agent's owing files for
    // the receivables report, and the owing files by travel date for the list's figures.
    pg
      .index('bookings_owing_agent_idx')
      .on(t.agent_id, t.travel_start_date)
      .where(sql`${t.owing}`),
    pg
      .index('bookings_owing_travel_idx')
      .on(t.travel_start_date)
      .where(sql`${t.owing}`),
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
    // One payer per file (decision 043): the guest and the agent together never pay an
    // agent's file beyond what the agent owes. Added NOT VALID by migration 0041: files received
    // beyond it before then keep their payments.
    pg.check(
      'bookings_received_within_payable',
      sql`${t.agent_payable} is null or ${t.paid_amount} + coalesce(${t.agent_paid}, 0) <= ${t.agent_payable}`,
    ),
    pg.check(
      'bookings_status_check',
      sql`${t.status} in ('draft', 'confirmed', 'cancelled', 'completed')`,
    ),
    pg.check(
      'bookings_gst_treatment_check',
      sql`${t.gst_treatment} is null or ${t.gst_treatment} in ('package', 'itemised', 'exempt')`,
    ),
    // Exempt only for a foreign tourist's own tour abroad (Notification 9/2017-IT(R), entry 54).
    pg.check(
      'bookings_gst_exempt_check',
      sql`${t.gst_treatment} is distinct from 'exempt' or (${t.guest_foreign} and ${t.travel_abroad} and ${t.agent_id} is null)`,
    ),
    pg.check('bookings_guest_pan_check', sql`${t.guest_pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    pg.check('bookings_rate_positive', sql`${t.rate} > 0`),
    pg.check('bookings_refunded_not_negative', sql`${t.refunded_amount} >= 0`),
    pg.check('bookings_amounts_check', sql`${t.sale_amount} >= 0 and ${t.purchase_amount} >= 0`),
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
    // Several rows per group (migration 0074): a committing write adds to its transaction
    // id's slot, so concurrent payments do not queue on one row; readers sum.
    slot: pg.smallint().notNull().default(0),
    bookings: pg.bigint({ mode: 'number' }).notNull().default(0),
    sale: pg.numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    net_profit: pg.numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    balance_due: pg.numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    // Files with something still to pay (balance due above zero): the dashboard's counter.
    owing: pg.bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.status, t.payment_status, t.slot] })],
);
