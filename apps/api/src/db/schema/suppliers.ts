import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import {
  PAYMENT_TERMS,
  SERVICE_LINE_KINDS,
  SUPPLIER_KINDS,
  SUPPLIER_PAYMENT_STATUSES,
  SUPPLIER_STATUSES,
} from '@app/contract';
import { foreignId, money, searchText, timestamps, uniqueLower } from './columns.ts';
import { bookings } from './bookings.ts';
import { journalEntries } from './ledger.ts';
import { currencies } from './currencies.ts';
import { agents } from './tourism.ts';
import { accounts } from './finance.ts';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A hotel, transport company, local partner or anyone else a file's services are bought from
 * (decision 046). An agent marked as a vendor is one too: `agent_id` links the two records of
 * one partner, and the shared fields (name, contacts, address, GSTIN, PAN) are the agent's.
 */
export const suppliers = pg.pgTable(
  'suppliers',
  {
    id: pg.serial().primaryKey(),
    code: pg.varchar({ length: 20 }).notNull(),
    name: pg.varchar({ length: 150 }).notNull(),
    kind: pg.varchar({ length: 20, enum: SUPPLIER_KINDS }).notNull(),
    contact_person: pg.varchar({ length: 150 }),
    phone: pg.varchar({ length: 30 }),
    email: pg.varchar({ length: 255 }),
    address: pg.text(),
    city: pg.varchar({ length: 100 }),
    state: pg.varchar({ length: 100 }),
    country: pg.varchar({ length: 100 }).default('India'),
    gstin: pg.varchar({ length: 20 }),
    pan: pg.varchar({ length: 20 }),
    currency: pg
      .char({ length: 3 })
      .notNull()
      .default('INR')
      .references(() => currencies.code, { onDelete: 'restrict' }),
    payment_terms: pg.varchar({ length: 20, enum: PAYMENT_TERMS }).notNull(),
    payment_days: pg.integer().notNull().default(0),
    bank_name: pg.varchar({ length: 150 }),
    bank_account_name: pg.varchar({ length: 150 }),
    bank_account_number: pg.varchar({ length: 34 }),
    bank_ifsc: pg.varchar({ length: 20 }),
    status: pg.varchar({ length: 10, enum: SUPPLIER_STATUSES }).notNull().default('active'),
    notes: pg.text(),
    // Deleting an unused vendor agent deletes its unused supplier record with it.
    agent_id: foreignId(() => agents.id, 'cascade'),
    // What the list search matches, lower-cased, fields joined by a separator nobody types.
    search_text: searchText(
      sql`coalesce(name, '') || chr(31) || code || chr(31) || coalesce(contact_person, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(phone, '') || chr(31) || coalesce(city, '') || chr(31) || coalesce(gstin, '')`,
    ),
    ...timestamps,
  },
  (t) => [
    pg.index('suppliers_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    uniqueLower('suppliers_code_unique', t.code),
    pg.uniqueIndex('suppliers_agent_unique').on(t.agent_id),
    pg.index('suppliers_name_idx').on(t.name),
    pg.check('suppliers_kind_check', sql`${t.kind} in (${list(SUPPLIER_KINDS)})`),
    pg.check('suppliers_terms_check', sql`${t.payment_terms} in (${list(PAYMENT_TERMS)})`),
    pg.check('suppliers_status_check', sql`${t.status} in (${list(SUPPLIER_STATUSES)})`),
    pg.check('suppliers_days_range', sql`${t.payment_days} between 0 and 365`),
  ],
);

/**
 * What the agency owes a supplier for one confirmed service of a file in the books (decision
 * 046 point 8, migration 0053): the line's cost in the supplier's currency, the same in
 * the file's currency at the booking date's rates (what the file's purchase counted it at), the
 * day it falls due by the supplier's terms, and the entry that posted it. Reversed (never
 * deleted) when the service is no longer confirmed, the line goes, or the file leaves the books.
 */
export const supplierPayables = pg.pgTable(
  'supplier_payables',
  {
    id: pg.serial().primaryKey(),
    booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
    line_kind: pg.varchar({ length: 20, enum: SERVICE_LINE_KINDS }).notNull(),
    line_id: pg.integer().notNull(),
    supplier_id: foreignId(() => suppliers.id, 'restrict').notNull(),
    currency: pg
      .char({ length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'restrict' }),
    amount: money().notNull(),
    file_amount: money().notNull(),
    due_date: pg.date().notNull(),
    entry_id: foreignId(() => journalEntries.id, 'restrict').notNull(),
    // What its pending and paid supplier payments hold (kept by migration 0060's triggers on
    // the payments and their lines): what is still open is amount - paid, read from the index
    // below rather than summed over every payment line of every payable.
    paid: money().notNull().default('0'),
    reversed_at: pg.timestamp({ withTimezone: true }),
    reversal_entry_id: foreignId(() => journalEntries.id, 'restrict'),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live payable per service: confirming twice never owes twice.
    pg
      .uniqueIndex('supplier_payables_live_line')
      .on(t.line_kind, t.line_id)
      .where(sql`${t.reversed_at} is null`),
    pg.index('supplier_payables_booking_idx').on(t.booking_id),
    pg.index('supplier_payables_supplier_idx').on(t.supplier_id, t.due_date),
    // The services with something still open, soonest due first: payables due and ageing.
    pg
      .index('supplier_payables_open_idx')
      .on(t.due_date, t.id)
      .where(sql`${t.reversed_at} is null and ${t.paid} < ${t.amount}`),
    pg.check('supplier_payables_amount_positive', sql`${t.amount} >= 0 and ${t.file_amount} >= 0`),
  ],
);

/**
 * What an agent may owe the agency in one currency (migration 0054): its sold files'
 * balances in that currency together. 0 is cash only; no row, no limit. Set by an admin.
 */
export const agentCreditLimits = pg.pgTable(
  'agent_credit_limits',
  {
    agent_id: foreignId(() => agents.id, 'cascade').notNull(),
    currency: pg
      .char({ length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'restrict' }),
    credit_limit: money().notNull(),
    updated_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.agent_id, t.currency] }),
    pg.check('agent_credit_limits_not_negative', sql`${t.credit_limit} >= 0`),
  ],
);

/**
 * Money paid to a supplier (migration 0055, decision 048): from one money account, in one
 * currency, against one or more of its open services (supplier_payment_lines). `pending` waits for
 * a manager (above the admin's approval amount); `paid` posted Dr Supplier Payables / Cr the
 * account (`entry_id`); `rejected` never posted; `voided` posted the reverse (`void_entry_id`).
 * Nothing is deleted.
 */
export const supplierPayments = pg.pgTable(
  'supplier_payments',
  {
    id: pg.serial().primaryKey(),
    supplier_id: foreignId(() => suppliers.id, 'restrict').notNull(),
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    currency: pg
      .char({ length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'restrict' }),
    amount: money().notNull(),
    payment_date: pg.date().notNull(),
    reference: pg.varchar({ length: 100 }),
    notes: pg.text(),
    status: pg.varchar({ length: 10, enum: SUPPLIER_PAYMENT_STATUSES }).notNull(),
    created_by: foreignId(() => users.id, 'restrict'),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    decided_by: foreignId(() => users.id, 'restrict'),
    decided_at: pg.timestamp({ withTimezone: true }),
    decision_notes: pg.text(),
    entry_id: foreignId(() => journalEntries.id, 'restrict'),
    voided_by: foreignId(() => users.id, 'restrict'),
    voided_at: pg.timestamp({ withTimezone: true }),
    void_reason: pg.text(),
    void_entry_id: foreignId(() => journalEntries.id, 'restrict'),
  },
  (t) => [
    pg.index('supplier_payments_supplier_idx').on(t.supplier_id, t.payment_date),
    pg.index('supplier_payments_status_idx').on(t.status),
    pg.check('supplier_payments_amount_positive', sql`${t.amount} > 0`),
    pg.check(
      'supplier_payments_status_check',
      sql`${t.status} in (${list(SUPPLIER_PAYMENT_STATUSES)})`,
    ),
    // Paid and voided payments are in the books; pending and rejected ones are not.
    pg.check(
      'supplier_payments_posted',
      sql`(${t.status} in ('paid', 'voided')) = (${t.entry_id} is not null)`,
    ),
  ],
);

/**
 * What one payment paid on one service: `carried` is the rupees of the service's payable that
 * the amount settles, at the rate the payable posted (its last part takes what is left, so a
 * service paid in full leaves nothing in Supplier Payables); null until the payment posts.
 */
export const supplierPaymentLines = pg.pgTable(
  'supplier_payment_lines',
  {
    id: pg.serial().primaryKey(),
    payment_id: foreignId(() => supplierPayments.id, 'restrict').notNull(),
    payable_id: foreignId(() => supplierPayables.id, 'restrict').notNull(),
    amount: money().notNull(),
    carried: pg.numeric({ precision: 18, scale: 2 }),
  },
  (t) => [
    pg.uniqueIndex('supplier_payment_lines_one').on(t.payment_id, t.payable_id),
    pg.index('supplier_payment_lines_payable_idx').on(t.payable_id),
    pg.check('supplier_payment_lines_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Per supplier, currency and due date, its live payables still open and what is open on them
 * (migration 0070, decision 056): payables ageing sums these rather than every open payable. Kept
 * at commit by a trigger on supplier_payables; a row exists while it holds an open payable.
 */
export const supplierOpenTotals = pg.pgTable(
  'supplier_open_totals',
  {
    supplier_id: foreignId(() => suppliers.id, 'restrict').notNull(),
    currency: pg.char({ length: 3 }).notNull(),
    due_date: pg.date().notNull(),
    payables: pg.integer().notNull(),
    open: money().notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.supplier_id, t.currency, t.due_date] })],
);

/**
 * Each entry that moved what a supplier is owed (migration 0070, decision 056): a payable, its
 * reversal, a payment, its void, on the entry's date, with what it owed or paid in its currency
 * and its rupees on Supplier Payables. Written at commit by triggers on supplier_payables and
 * supplier_payments; the supplier's statement pages these in (day, entry) order.
 */
export const supplierMovements = pg.pgTable(
  'supplier_movements',
  {
    entry_id: foreignId(() => journalEntries.id, 'restrict').primaryKey(),
    supplier_id: foreignId(() => suppliers.id, 'restrict').notNull(),
    currency: pg.char({ length: 3 }).notNull(),
    day: pg.date().notNull(),
    kind: pg.varchar({ length: 20 }).notNull(),
    payable_id: pg.integer(),
    payment_id: pg.integer(),
    owed: money().notNull(),
    paid: money().notNull(),
    base: pg.numeric({ precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    // A supplier's movements in statement order with what the balance sums: read from the
    // index alone.
    pg
      .index('supplier_movements_statement_idx')
      .on(t.supplier_id, t.currency, t.day, t.entry_id, t.owed, t.paid, t.base),
  ],
);
