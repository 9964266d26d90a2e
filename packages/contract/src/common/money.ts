import Decimal from 'decimal.js';
import { z } from 'zod';
import { FIELD_RULES } from '../messages.ts';

import type { Money } from './money-type.ts';
import { MONEY_MAX, MONEY_MIN, MONEY_RANGE } from './money-range.ts';
import { moneyPattern, orBlank } from './json-schema.ts';

export type { Money };
export { hundredths, moneyAbove, paidPercent } from './hundredths.ts';
export * from './money-range.ts';

// Any number of digits: a value past the range is told so ("may not be greater than"), not
// "must be a number"; the body limit bounds the text.
const MONEY = /^-?\d+(\.\d{1,2})?$/;
const label = (f: string) => f.replace(/_/g, ' ');

export const toMoney = (v: Decimal.Value): Money => new Decimal(v).toFixed(2);
export const money = (v: Decimal.Value) => new Decimal(v);
/** The exact sum of money values ('0.00' for none). */
export const sumMoney = (values: Iterable<Decimal.Value>): Money => {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return total.toFixed(2);
};

/** Bounds within the money range (money-range.ts), which applies when none is given. */
type Bounds = { min?: number | string; max?: number | string };

/** Check one money value; adds the field's message and returns null when it is not money. */
function parseMoney(field: string, v: number | string, ctx: z.RefinementCtx, opts: Bounds) {
  const min = new Decimal(opts.min ?? 0);
  const max = new Decimal(opts.max ?? MONEY_MAX);
  const s = typeof v === 'number' ? String(v) : v.trim();
  let message: string | null = null;
  if (s === '') message = `The ${label(field)} field is required.`;
  else if (/^-?\d+\.\d{3,}$/.test(s))
    message = `The ${label(field)} may have at most 2 decimal places.`;
  else if (!MONEY.test(s)) message = `The ${label(field)} must be a number.`;
  else message = outOfBounds(label(field), new Decimal(s), min, max);
  if (message) {
    ctx.addIssue({ code: 'custom', message });
    return null;
  }
  return new Decimal(s).toFixed(2);
}

/** Refused, never clamped: a negative where none is allowed says so in words. */
function outOfBounds(field: string, d: Decimal, min: Decimal, max: Decimal) {
  if (min.gte(0) && d.isNegative() && !d.isZero()) return FIELD_RULES.notNegative(field);
  if (d.lt(min))
    return min.eq(MONEY_MIN)
      ? MONEY_RANGE.tooSmall(field)
      : `The ${field} must be at least ${min.toString()}.`;
  if (d.gt(max))
    return max.eq(MONEY_MAX)
      ? MONEY_RANGE.tooLarge(field)
      : `The ${field} may not be greater than ${max.toString()}.`;
  return null;
}

/** parseMoney's rule for a JSON-schema reader: a number in bounds, or text of one. */
const moneySchema = (opts: Bounds) => {
  const minimum = Number(opts.min ?? 0);
  return { minimum, maximum: Number(opts.max ?? MONEY_MAX), pattern: moneyPattern(minimum < 0) };
};

/**
 * Missing is "required"; present but neither a number nor text (true, {}, or JSON's 1e400,
 * which reads as Infinity) is "must be a number", never "required".
 */
const notMoney = (field: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `The ${label(field)} field is required.`
    : `The ${label(field)} must be a number.`;

/** A money input: number or numeric string, at most 2 decimals (step 0.01), within bounds. */
export const moneyField = (field: string, opts: Bounds = {}) =>
  z
    .union([z.number(), z.string()], { error: notMoney(field) })
    .transform((v, ctx) => parseMoney(field, v, ctx, opts) ?? z.NEVER)
    .meta(moneySchema(opts));

/** Optional money: blank or missing becomes null. */
export const optionalMoneyField = (field: string, opts: Bounds = {}) =>
  z
    .union([z.number(), z.string()], { error: `The ${label(field)} must be a number.` })
    .nullish()
    .transform((v, ctx) =>
      v === '' || v === null || v === undefined
        ? null
        : (parseMoney(field, v, ctx, opts) ?? z.NEVER),
    )
    .meta(orBlank({ type: ['number', 'string'], ...moneySchema(opts) }));
