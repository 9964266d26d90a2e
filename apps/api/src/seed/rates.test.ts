import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_MESSAGES, todayIn } from '@app/contract';
import { createTestDatabase } from '../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import { exchangeRates } from '../db/schema/index.ts';
import { AppError } from '../lib/http/app-error.ts';
import { rateOn } from '../modules/currencies/rates.ts';
import { shiftDay } from '../modules/ledger/period-spans.ts';
import { seedDemo } from './index.ts';
import { DEMO_RATE_DAYS } from './rates.ts';

/** The demo's exchange rates: a rate every day of its books for AED and USD, in their ranges. */
const TZ = 'Asia/Kolkata';
let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  // The demo's own rates only, without the standing ones of every test database.
  await t.db.delete(exchangeRates);
  expect(await seedDemo(t.db, TEST_PASSWORD_COST, TZ)).toBe(true);
}, 120_000);
afterAll(() => t.drop());

describe('demo data: exchange rates', () => {
  it('AED and USD have a rate each day from the books’ first day to today, to 4 places, in range', async () => {
    const today = todayIn(TZ);
    const first = shiftDay(today, -DEMO_RATE_DAYS);
    const { rows } = await t.db.execute<{
      currency: string;
      days: number;
      first: string;
      last: string;
      low: string;
      high: string;
      finer: number;
      by_system: number;
    }>(sql`
      select currency, count(distinct rate_date)::int as days, min(rate_date)::text as first,
        max(rate_date)::text as last, min(rate)::text as low, max(rate)::text as high,
        count(*) filter (where rate <> round(rate, 4))::int as finer,
        count(*) filter (where created_by is null)::int as by_system
      from exchange_rates group by currency order by currency`);
    const days = DEMO_RATE_DAYS + 1;
    expect(rows.map((r) => [r.currency, r.days, r.first, r.last, r.finer, r.by_system])).toEqual([
      ['AED', days, first, today, 0, days],
      ['USD', days, first, today, 0, days],
    ]);
    const [aed, usd] = rows;
    expect(Number(aed!.low)).toBeGreaterThanOrEqual(22.6);
    expect(Number(aed!.high)).toBeLessThanOrEqual(22.9);
    expect(Number(usd!.low)).toBeGreaterThanOrEqual(83);
    expect(Number(usd!.high)).toBeLessThanOrEqual(84.2);
    // The rates move from day to day (not one figure repeated).
    expect(aed!.low).not.toBe(aed!.high);
    expect(usd!.low).not.toBe(usd!.high);
  });

  it('a document dated any day of the books finds its rate; one before them is told where to add one', async () => {
    const today = todayIn(TZ);
    const first = shiftDay(today, -DEMO_RATE_DAYS);
    expect(await rateOn(t.db, 'AED', first, 'booking_date')).toMatch(/^22\.\d{4}0000$/);
    expect(await rateOn(t.db, 'USD', today, 'payment_date')).toMatch(/^8[34]\.\d{4}0000$/);
    const before = shiftDay(first, -1);
    const refused = await rateOn(t.db, 'AED', before, 'booking_date').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).errors).toEqual({
      booking_date: [RATE_MESSAGES.missing('AED', before)],
    });
  });
});
