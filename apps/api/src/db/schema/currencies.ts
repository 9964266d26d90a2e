import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { foreignId } from './columns.ts';

/**
 * ISO 4217 currencies the agency may deal in. The list is seeded by its migration; admins
 * switch ones on (is_active) for documents to use. INR is the base currency and stays active.
 */
export const currencies = pg.pgTable('currencies', {
  code: pg.char({ length: 3 }).primaryKey(),
  name: pg.text().notNull(),
  symbol: pg.text().notNull(),
  // Decimal places of the currency's minor unit: 2 for most, 3 for KWD, BHD, OMR, 0 for JPY.
  minor_units: pg.smallint().notNull().default(2),
  is_active: pg.boolean().notNull().default(false),
});

/**
 * A rate by date: INR for one unit of `currency`. A document takes the rate in force on its
 * date, the latest on or before it (Ind AS 21, decision 040). Rates are not edited: a wrong
 * one is corrected by the next day's. The base currency has no rates (it is always 1).
 */
export const exchangeRates = pg.pgTable(
  'exchange_rates',
  {
    id: pg.serial().primaryKey(),
    currency: pg
      .char({ length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'restrict' }),
    rate_date: pg.date().notNull(),
    rate: pg.numeric({ precision: 18, scale: 8 }).notNull(),
    created_by: foreignId(() => users.id, 'restrict'),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('exchange_rates_currency_date_unique').on(t.currency, t.rate_date),
    pg.check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    pg.check('exchange_rates_not_base', sql`${t.currency} <> 'INR'`),
  ],
);
