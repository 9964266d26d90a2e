import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { foreignId } from './columns.ts';
import { bookings } from './bookings.ts';
import { accounts } from './finance.ts';
import { taxRates } from './tax.ts';

/**
 * TCS collected on a receipt for an overseas tour programme package (migration 0067, decision
 * 057): one row per customer or agent payment that carried it, with the buyer, the rupees
 * received for the package, the parts at each rate and the rule used, so the quarter's
 * register (Form 27EQ) and each buyer's certificate (Form 27D) read from here. A row is never
 * changed but for `voided_at`, set with its payment's void (whose entry reverses the TCS too).
 */
export const tcsCollections = pg.pgTable(
  'tcs_collections',
  {
    id: pg.serial().primaryKey(),
    booking_id: foreignId(() => bookings.id, 'restrict').notNull(),
    payment_kind: pg.varchar({ length: 16, enum: ['payment', 'agent_payment'] }).notNull(),
    payment_id: pg.integer().notNull(),
    collected_on: pg.date().notNull(),
    financial_year: pg.varchar({ length: 7 }).notNull(),
    /** Who the thresholds count for: the PAN, else the payer ("agent:12", "guest:<file id>"). */
    buyer_key: pg.varchar({ length: 60 }).notNull(),
    buyer_name: pg.varchar({ length: 200 }).notNull(),
    buyer_pan: pg.varchar({ length: 10 }),
    /** Rupees received for the package (the receipt at its day's rate). */
    received: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    tcs: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    /** The parts of `received` at each rate: one, or two when the receipt crossed a threshold. */
    parts: pg.jsonb().$type<{ base: string; rate: string }[]>().notNull(),
    tax_rate_id: foreignId(() => taxRates.id, 'restrict').notNull(),
    /** The rupee account the TCS went into. */
    account_id: foreignId(() => accounts.id, 'restrict').notNull(),
    voided_at: pg.timestamp({ withTimezone: true }),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('tcs_collections_payment').on(t.payment_kind, t.payment_id),
    pg.index('tcs_collections_date_idx').on(t.collected_on),
    pg
      .index('tcs_collections_buyer_idx')
      .on(t.buyer_key, t.financial_year)
      .where(sql`${t.voided_at} is null`),
    pg.check('tcs_collections_amounts', sql`${t.received} > 0 and ${t.tcs} >= 0`),
    pg.check('tcs_collections_kind', sql`${t.payment_kind} in ('payment', 'agent_payment')`),
  ],
);
