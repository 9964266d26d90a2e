import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { PAYMENT_TERMS, SUPPLIER_KINDS, SUPPLIER_STATUSES } from '@app/contract';
import { foreignId, searchText, timestamps, uniqueLower } from './columns.ts';
import { currencies } from './currencies.ts';
import { agents } from './tourism.ts';

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
