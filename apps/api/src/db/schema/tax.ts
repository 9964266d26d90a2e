import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { TAX_CODE_LIST, TAX_KINDS } from '@app/contract';

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
