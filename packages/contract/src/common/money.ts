import Decimal from 'decimal.js';
import { z } from 'zod';
import { FIELD_RULES } from '../messages.ts';

import type { Money } from './money-type.ts';

export type { Money };
export { hundredths, moneyAbove, paidPercent } from './hundredths.ts';

const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
const label = (f: string) => f.replace(/_/g, ' ');

export const toMoney = (v: Decimal.Value): Money => new Decimal(v).toFixed(2);
export const money = (v: Decimal.Value) => new Decimal(v);
/** The exact sum of money values ('0.00' for none). */
export const sumMoney = (values: Iterable<Decimal.Value>): Money => {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return total.toFixed(2);
};

type Bounds = { min?: number; max?: number };

/** Check one money value; adds the field's message and returns null when it is not money. */
function parseMoney(field: string, v: number | string, ctx: z.RefinementCtx, opts: Bounds) {
  const min = opts.min ?? 0;
  const max = opts.max ?? 999_999_999_999.99;
  const s = typeof v === 'number' ? String(v) : v.trim();
  let message: string | null = null;
  if (s === '') message = `The ${label(field)} field is required.`;
  else if (/^-?\d+\.\d{3,}$/.test(s))
    message = `The ${label(field)} may have at most 2 decimal places.`;
  else if (!MONEY.test(s)) message = `The ${label(field)} must be a number.`;
  // Refused, never clamped: a negative where none is allowed says so in words.
  else if (min >= 0 && new Decimal(s).isNegative() && !new Decimal(s).isZero())
    message = FIELD_RULES.notNegative(label(field));
  else if (new Decimal(s).lt(min)) message = `The ${label(field)} must be at least ${min}.`;
  else if (new Decimal(s).gt(max)) message = `The ${label(field)} may not be greater than ${max}.`;
  if (message) {
    ctx.addIssue({ code: 'custom', message });
    return null;
  }
  return new Decimal(s).toFixed(2);
}

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
    .transform((v, ctx) => parseMoney(field, v, ctx, opts) ?? z.NEVER);

/** Optional money: blank or missing becomes null. */
export const optionalMoneyField = (field: string, opts: Bounds = {}) =>
  z
    .union([z.number(), z.string()], { error: `The ${label(field)} must be a number.` })
    .nullish()
    .transform((v, ctx) =>
      v === '' || v === null || v === undefined
        ? null
        : (parseMoney(field, v, ctx, opts) ?? z.NEVER),
    );
