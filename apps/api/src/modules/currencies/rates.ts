// The rate a document takes (decision 040, Ind AS 21): the one in force on its date, the latest
// entered on or before it, kept on the document from then on.
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { BASE_CURRENCY, baseAmount, RATE_DECIMALS, RATE_MESSAGES } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { currencies, exchangeRates } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';

/** The base currency's rate to itself, as NUMERIC(18,8) writes it. */
export const BASE_RATE = (1).toFixed(RATE_DECIMALS);

/**
 * The rate in force for `currency` (a value or an expression) on `date`, latest on or before, as
 * a value of a statement: NUMERIC(18,8) as text, null when there is none (base currency too).
 * The rates are read under their own alias: a query builder may write an outer table's column
 * without its table, and inside this subquery a bare "currency" would be the rate's own.
 */
export const rateSql = (currency: string | SQL, date: string) =>
  sql<string | null>`(select r.rate::text from ${exchangeRates} r
    where r.currency = ${currency} and r.rate_date <= ${date}
    order by r.rate_date desc limit 1)`;

/**
 * `found` (rateSql's answer) as the rate in force: '1.00000000' for INR, a 422 on `field`
 * naming the currency, the date and where to add a rate when there is none.
 */
export function rateOrRefuse(
  found: string | null,
  currency: string,
  date: string,
  field: string,
): string {
  if (currency === BASE_CURRENCY) return BASE_RATE;
  if (found === null) throw fieldError(field, RATE_MESSAGES.missing(currency, date));
  return found;
}

/** rateOrRefuse with its rate read now. */
export async function rateOn(
  db: DbOrTx,
  currency: string,
  date: string,
  field: string,
): Promise<string> {
  if (currency === BASE_CURRENCY) return BASE_RATE;
  const { rows } = await db.execute<{ rate: string | null }>(
    sql`select ${rateSql(currency, date)} as rate`,
  );
  return rateOrRefuse(rows[0]?.rate ?? null, currency, date, field);
}

/** `amount` (in a document's currency) in base currency at `rate`: rounded half-up to 2 places. */
export const toBase = (amount: string, rate: string): string => baseAmount(amount, rate);

/**
 * Why `code` may not be a document's currency, or null when it may: not in the currencies list,
 * or switched off by an admin. A document keeps the currency it already had (`kept`) after it
 * was switched off.
 */
export async function currencyRefusal(db: DbOrTx, code: string, kept?: string) {
  if (code === kept) return null;
  const [c] = await db
    .select({ active: currencies.is_active })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (!c) return RATE_MESSAGES.currencyInvalid;
  return c.active ? null : RATE_MESSAGES.currencyInactive(code);
}

/**
 * `amount` in `currency`, dated `date`, as the books take it: in the base currency at the rate in
 * force, with the document's own figures for its journal lines (none for the base currency).
 * A 422 on `field` when there is no rate.
 */
export async function inBase(
  db: DbOrTx,
  currency: string,
  amount: string,
  date: string,
  field: string,
): Promise<InBase> {
  // rateOn answers the base currency without a query.
  return baseAt(currency, amount, await rateOn(db, currency, date, field));
}

/** `amount` in `currency` at `rate` (rateOrRefuse's answer), as inBase gives it. */
export function baseAt(currency: string, amount: string, rate: string): InBase {
  if (currency === BASE_CURRENCY) return { base: amount };
  return { base: toBase(amount, rate), document: { currency, amount, rate } };
}

export interface InBase {
  base: string;
  document?: { currency: string; amount: string; rate: string };
}
