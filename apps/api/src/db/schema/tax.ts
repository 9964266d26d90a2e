import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { TAX_CODE_LIST, TAX_DOCUMENT_KINDS, TAX_KINDS } from '@app/contract';
import { foreignId } from './columns.ts';
import { bookings } from './bookings.ts';
import { journalEntries } from './ledger.ts';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const percent = () => pg.numeric({ precision: 6, scale: 3 });

/**
 * The tax rules as dated rows (migration 0058, decision 049): GST rates by kind of service,
 * TCS on overseas tour packages with its threshold and no-PAN rates, TDS on commission. A rate
 * change is a new row from its day, the old one ended the day before; no two rows of one code
 * are in force on one day (the service checks under a table lock).
 */
export const taxRates = pg.pgTable(
  'tax_rates',
  {
    id: pg.serial().primaryKey(),
    kind: pg.varchar({ length: 3, enum: TAX_KINDS }).notNull(),
    code: pg.varchar({ length: 30, enum: TAX_CODE_LIST }).notNull(),
    rate: percent().notNull(),
    rate_above: percent(),
    rate_no_pan: percent(),
    rate_above_no_pan: percent(),
    threshold: pg.numeric({ precision: 14, scale: 2 }),
    sac: pg.varchar({ length: 8 }),
    effective_from: pg.date().notNull(),
    effective_to: pg.date(),
    notes: pg.varchar({ length: 500 }),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('tax_rates_code_idx').on(t.code, t.effective_from),
    pg.check('tax_rates_kind_check', sql`${t.kind} in (${list(TAX_KINDS)})`),
    pg.check('tax_rates_code_check', sql`${t.code} in (${list(TAX_CODE_LIST)})`),
    pg.check('tax_rates_rate_range', sql`${t.rate} between 0 and 100`),
    pg.check(
      'tax_rates_period',
      sql`${t.effective_to} is null or ${t.effective_to} >= ${t.effective_from}`,
    ),
  ],
);

/**
 * The last number of each series in each financial year (migration 0062): an invoice or note
 * takes the next by an upsert that holds the row until its transaction ends, so numbers are
 * consecutive with no gap (a rolled-back document gives its number back) however many files
 * are confirmed at once.
 */
export const documentCounters = pg.pgTable(
  'document_counters',
  {
    series: pg.varchar({ length: 12 }).notNull(),
    financial_year: pg.varchar({ length: 7 }).notNull(),
    last: pg.integer().notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.series, t.financial_year] })],
);

/**
 * Tax invoices, debit notes and credit notes (migration 0062, decision 051), as issued: never
 * updated or deleted (a trigger refuses both). Figures in rupees; the file's amount in its
 * currency beside them.
 */
export const taxDocuments = pg.pgTable(
  'tax_documents',
  {
    id: pg.serial().primaryKey(),
    kind: pg.varchar({ length: 12, enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: pg.varchar({ length: 16 }).notNull(),
    financial_year: pg.varchar({ length: 7 }).notNull(),
    serial: pg.integer().notNull(),
    issue_date: pg.date().notNull(),
    booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
    invoice_id: pg.integer(),
    buyer_name: pg.varchar({ length: 150 }).notNull(),
    buyer_address: pg.text(),
    buyer_gstin: pg.varchar({ length: 15 }),
    buyer_pan: pg.varchar({ length: 10 }),
    place_of_supply: pg.varchar({ length: 100 }).notNull(),
    place_of_supply_code: pg.varchar({ length: 2 }),
    registered: pg.boolean().notNull(),
    reverse_charge: pg.boolean().notNull().default(false),
    tax_rate_id: foreignId(() => taxRates.id, 'restrict').notNull(),
    tax_code: pg.varchar({ length: 30, enum: TAX_CODE_LIST }).notNull(),
    sac: pg.varchar({ length: 8 }),
    description: pg.varchar({ length: 200 }).notNull(),
    gst_rate: percent().notNull(),
    currency: pg.char({ length: 3 }).notNull(),
    file_amount: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    rate: pg.numeric({ precision: 18, scale: 8 }).notNull(),
    total: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    taxable: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    cgst: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    sgst: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    igst: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    /** An overseas package's TCS on the document's value at its date's rate (migration 0071). */
    tcs_rate: percent(),
    tcs: pg.numeric({ precision: 14, scale: 2 }),
    entry_id: foreignId(() => journalEntries.id, 'restrict'),
    created_by: foreignId(() => users.id, 'restrict'),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('tax_documents_number').on(t.financial_year, t.number),
    pg.index('tax_documents_booking_idx').on(t.booking_id),
    pg.index('tax_documents_issue_idx').on(t.issue_date, t.id),
    // A file's live invoice is its latest; its notes name it. After a full credit (the file sent
    // back to draft) the file is invoiced anew (migration 0069, decision 055).
    pg.check('tax_documents_kind_check', sql`${t.kind} in (${list(TAX_DOCUMENT_KINDS)})`),
    pg.check(
      'tax_documents_parts',
      sql`${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`,
    ),
    pg.check('tax_documents_positive', sql`${t.total} >= 0 and ${t.file_amount} > 0`),
  ],
);
