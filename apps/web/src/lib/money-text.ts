/**
 * What people type into a money field, read exactly. Commas group digits in any
 * convention (Indian 2,00,000.50 and Western 200,000.50 alike); the dot is the only decimal
 * point. Anything doubtful is refused with a message, never rounded, cut or guessed.
 */
import type { MoneyCurrency } from './format.ts';

// The grouping lives with the other money text (format.ts); the money input reaches it here.
export { groupMoney } from './format.ts';
export type { MoneyCurrency };

export type MoneyText = { ok: true; value: string } | { ok: false; message: string };

/** A leading currency mark people copy along with the amount; optional. */
const CURRENCY_MARK = /^(₹|\$|rs\.?|inr|aed|usd|dhs?\.?)\s*/i;
const MAX_WHOLE_DIGITS = 12; // NUMERIC(14,2) in the database

export const MONEY_MESSAGES = {
  letters: 'Type the amount in digits; letters are not allowed.',
  points: 'The amount may have only one decimal point.',
  decimals: 'The amount may have at most two decimal places.',
  negative: 'The amount may not be negative.',
  commas: 'Commas may only separate digits, as in 2,00,000 or 200,000.',
  notNumber: 'Type the amount as a number, such as 2,00,000.50.',
  tooLarge: 'The amount is too large.',
} as const;

/**
 * '2,00,000.50' -> '200000.50'; '18,750' -> '18750.00': an exact decimal string with two
 * places (the wire's form), or a message. '' stays '' (whether it is required is the form's
 * rule).
 */
export function parseMoneyText(text: string, opts: { allowNegative?: boolean } = {}): MoneyText {
  let s = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (s === '') return { ok: true, value: '' };
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1).trimStart();
  s = s.replace(CURRENCY_MARK, '').replace(/ /g, '');
  if (!negative && s.startsWith('-')) return parseMoneyText(`-${s.slice(1)}`, opts);
  if (/\p{L}/u.test(s)) return { ok: false, message: MONEY_MESSAGES.letters };
  if ((s.match(/\./g) ?? []).length > 1) return { ok: false, message: MONEY_MESSAGES.points };
  if (/[^\d.,]/.test(s)) return { ok: false, message: MONEY_MESSAGES.notNumber };
  const [whole = '', frac] = s.split('.');
  if (frac?.includes(',')) return { ok: false, message: MONEY_MESSAGES.commas };
  if (frac !== undefined && frac.length > 2) return { ok: false, message: MONEY_MESSAGES.decimals };
  if (whole !== '' && !/^\d+(,\d+)*$/.test(whole))
    return { ok: false, message: MONEY_MESSAGES.commas };
  const digits = whole.replace(/,/g, '');
  if (digits === '' && !frac) return { ok: false, message: MONEY_MESSAGES.notNumber };
  if (negative && !opts.allowNegative) return { ok: false, message: MONEY_MESSAGES.negative };
  const int = digits.replace(/^0+(?=\d)/, '') || '0';
  if (int.length > MAX_WHOLE_DIGITS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  const value = `${int}.${(frac ?? '').padEnd(2, '0')}`;
  return { ok: true, value: negative && !/^0\.00$/.test(value) ? `-${value}` : value };
}
