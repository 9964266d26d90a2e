/**
 * Money as a whole number of hundredths (fils), exactly, with no decimal library: what the
 * web's pages compare and divide (the contract is money's one home). The server and
 * the booking figures use decimal.js through money.ts; both read the same decimal strings.
 */
import type { Money } from './money-type.ts';

/** '1234.5' -> 123450n, '-0.75' -> -75n: a money string in hundredths, exactly. */
export const hundredths = (v: Money): bigint => {
  const s = v.trim();
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const n = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return s.startsWith('-') ? -n : n;
};

/** a > b on two money strings, compared in hundredths, never as floats. */
export const moneyAbove = (a: Money, b: Money) => hundredths(a) > hundredths(b);

/** round(100 * part / whole), halves up, toward -infinity; 0 when there is nothing owed. */
const percentOf = (part: bigint, whole: bigint) => {
  if (whole <= 0n) return 0;
  const num = 200n * part + whole;
  const den = 2n * whole;
  const q = num / den;
  return Number(num % den < 0n ? q - 1n : q);
};

/**
 * Paid share of the sale, rounded to a whole percent, halves up (spec); 0 when there is no
 * sale. round(100 * paid / sale) = floor((200 * paid + sale) / (2 * sale)), toward -infinity.
 */
export const paidPercent = (paid: Money, sale: Money) =>
  percentOf(hundredths(paid), hundredths(sale));

/**
 * The share of what a file's payer owes that has been received (decision 043): `owed` is the
 * sale, or on an agent's file the sale less commission, and the balance is what is left of it
 * after payments of both kinds.
 */
export const receivedPercent = (owed: Money, balance: Money) =>
  percentOf(hundredths(owed) - hundredths(balance), hundredths(owed));

/** 123450n -> '1234.50', -75n -> '-0.75': hundredths back to a money string. */
export const fromHundredths = (n: bigint): Money => {
  const abs = n < 0n ? -n : n;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return n < 0n ? `-${text}` : text;
};

/** The sum of money strings, exactly (sumMoney's answer, without decimal.js). */
export const addMoney = (values: Iterable<Money>): Money => {
  let total = 0n;
  for (const v of values) total += hundredths(v);
  return fromHundredths(total);
};

/** a − b on two money strings, exactly. */
export const subtractMoney = (a: Money, b: Money): Money =>
  fromHundredths(hundredths(a) - hundredths(b));
