/**
 * `@app/contract/commission`: the commission math alone, without zod or decimal.js, so a form
 * that shows it as the user types loads neither before it can show itself
 * (docs/decisions/039-first-page-budget.md). Exact: whole numbers of a power of ten (BigInt),
 * rounded once, half-up, as decimal.js's ROUND_HALF_UP does.
 */
import { fromHundredths } from './common/hundredths.ts';

/** A decimal number as written (a string, a number, or a decimal.js value). */
export type DecimalText = string | number | { toString(): string };

/** value = m / 10^s, exactly. */
interface Exact {
  m: bigint;
  s: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function exact(v: DecimalText): Exact {
  const text = String(v).trim();
  const match = DECIMAL.exec(text);
  if (!match || !(match[2] || match[3])) throw new Error(`Not a decimal number: ${text}`);
  const [, sign, whole = '', frac = '', exp = '0'] = match;
  const m = BigInt(`${whole}${frac}` || '0');
  const s = frac.length - Number(exp);
  const scaled = s < 0 ? { m: m * 10n ** BigInt(-s), s: 0 } : { m, s };
  return sign === '-' ? { m: -scaled.m, s: scaled.s } : scaled;
}

/** a + b, exactly. */
function plus(a: Exact, b: Exact): Exact {
  const s = Math.max(a.s, b.s);
  return { m: a.m * 10n ** BigInt(s - a.s) + b.m * 10n ** BigInt(s - b.s), s };
}

const negate = (a: Exact): Exact => ({ m: -a.m, s: a.s });

/** n / d (d > 0) to the nearest whole number, halves away from zero. */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** The value in hundredths, rounded half-up. */
const toHundredths = (a: Exact) => roundDiv(a.m * 100n, 10n ** BigInt(a.s));

/** The commission in hundredths: sale x rate / 100, rounded half-up. */
const commissionHundredths = (sale: Exact, rate: Exact) =>
  roundDiv(sale.m * rate.m, 10n ** BigInt(sale.s + rate.s));

/**
 * B2B commission math (spec section 9), exact and rounded half-up to paise:
 * commission = sale x rate / 100; agent pays sale - commission; net profit = sale - budget - commission.
 */
export function agentCommission(sale: DecimalText, ratePercent: DecimalText): string {
  return fromHundredths(commissionHundredths(exact(sale), exact(ratePercent)));
}

export function commissionBreakdown(
  sale: DecimalText,
  ratePercent: DecimalText,
  budget: DecimalText = 0,
) {
  const s = exact(sale);
  const commission: Exact = { m: commissionHundredths(s, exact(ratePercent)), s: 2 };
  const less = plus(s, negate(commission));
  return {
    sale: fromHundredths(toHundredths(s)),
    commission: fromHundredths(commission.m),
    agent_will_pay: fromHundredths(toHundredths(less)),
    net_profit: fromHundredths(toHundredths(plus(less, negate(exact(budget))))),
  };
}
