import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { foreignId } from './columns.ts';
import { users } from './users.ts';

/**
 * The agency's tax profile, one row (id 1), absent until an admin sets it (decision 050): the
 * supplier a tax invoice and a credit note name (legal name, address, state, GSTIN, PAN) and the
 * prefixes of their series, each number `<prefix><26-27>/<00001>` within rule 46's 16
 * characters (the contract's DOCUMENT_PREFIX_MAX).
 */
export const taxProfile = pg.pgTable(
  'tax_profile',
  {
    id: pg.smallint().primaryKey().default(1),
    legal_name: pg.varchar({ length: 150 }).notNull(),
    address: pg.varchar({ length: 500 }).notNull(),
    city: pg.varchar({ length: 100 }).notNull(),
    state: pg.varchar({ length: 100 }).notNull(),
    pincode: pg.varchar({ length: 10 }).notNull(),
    gstin: pg.varchar({ length: 15 }).notNull(),
    pan: pg.varchar({ length: 10 }).notNull(),
    email: pg.varchar({ length: 255 }),
    phone: pg.varchar({ length: 30 }),
    invoice_prefix: pg.varchar({ length: 20 }).notNull(),
    credit_note_prefix: pg.varchar({ length: 20 }).notNull(),
    updated_by: foreignId(() => users.id, 'restrict'),
    updated_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('tax_profile_one_row', sql`${t.id} = 1`),
    pg.check('tax_profile_series_differ', sql`${t.invoice_prefix} <> ${t.credit_note_prefix}`),
  ],
);
