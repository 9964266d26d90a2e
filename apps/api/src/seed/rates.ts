import { addDays, todayIn } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { exchangeRates } from '../db/schema/index.ts';

/** Days of rates the demo enters: back to the first day of its books (finance.ts), and today. */
export const DEMO_RATE_DAYS = 90;

/**
 * Each demo currency's rate about its middle, in ten-thousandths of a rupee: a slow swing (a
 * triangle wave of `period` days) plus a small daily step, both whole numbers, so every run
 * enters the same rates to 4 places. AED moves within 22.62–22.88, USD within 83.11–84.09.
 */
const CURRENCIES = [
  { code: 'AED', middle: 227_500, swing: 1_000, period: 28, step: 37, steps: 7 },
  { code: 'USD', middle: 836_000, swing: 4_500, period: 46, step: 53, steps: 9 },
] as const;

const triangle = (n: number, period: number, swing: number) => {
  const at = n % period;
  const half = period / 2;
  // From -swing up to +swing over the first half of the period, and back down.
  return Math.round(((at <= half ? at : period - at) / half) * 2 * swing - swing);
};

const rateText = (tenThousandths: number) =>
  `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;

/** The demo's rates for AED and USD, one a day from DEMO_RATE_DAYS days ago to today. */
export function demoRates(today: string) {
  return CURRENCIES.flatMap((c) =>
    Array.from({ length: DEMO_RATE_DAYS + 1 }, (_, i) => {
      const n = DEMO_RATE_DAYS - i; // days ago
      const daily = (((n * c.step) % c.steps) - (c.steps - 1) / 2) * 100;
      return {
        currency: c.code,
        rate_date: addDays(today, -n),
        rate: rateText(c.middle + triangle(n, c.period, c.swing) + daily),
      };
    }),
  );
}

/** Enter the demo's rates (by the system: no user), before any document takes one. */
export async function seedRates(tx: Tx, timeZone: string) {
  await tx.insert(exchangeRates).values(demoRates(todayIn(timeZone)));
}
