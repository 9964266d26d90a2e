import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Currency,
  ExchangeRate,
  ExchangeRateInput,
  ExchangeRateListQuery,
} from '@app/contract';
import {
  BASE_CURRENCY,
  CURRENCY_SERVER,
  lastPage,
  PAGE_SIZES,
  RATE_MESSAGES,
  resolvePaging,
  todayIn,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { currencies, exchangeRates, users } from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';

type CurrencyRow = typeof currencies.$inferSelect;
const currencyOut = (c: CurrencyRow): Currency => ({
  ...c,
  is_base: c.code === BASE_CURRENCY,
});

/** Every currency, or the active ones only; the base currency first, then by code. */
export async function listCurrencies(db: Db, activeOnly: boolean): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(activeOnly ? eq(currencies.is_active, true) : undefined)
    .orderBy(sql`${currencies.code} <> ${BASE_CURRENCY}`, asc(currencies.code));
  return rows.map(currencyOut);
}

/** Switch a currency on or off: the base currency stays on (the books are kept in it). */
export async function setCurrencyActive(
  db: Db,
  code: string,
  isActive: boolean,
): Promise<Currency> {
  if (code === BASE_CURRENCY && !isActive)
    throw fieldError('is_active', CURRENCY_SERVER.baseStaysActive);
  const [row] = await db
    .update(currencies)
    .set({ is_active: isActive })
    .where(eq(currencies.code, code))
    .returning();
  if (!row) throw new NotFound(CURRENCY_SERVER.notFound);
  return currencyOut(row);
}

const rateColumns = {
  id: exchangeRates.id,
  currency: exchangeRates.currency,
  rate_date: exchangeRates.rate_date,
  rate: exchangeRates.rate,
  created_at: exchangeRates.created_at,
  user_id: users.id,
  user_name: users.name,
};
type RateRow = {
  id: number;
  currency: string;
  rate_date: string;
  rate: string;
  created_at: Date;
  user_id: number | null;
  user_name: string | null;
};
const rateOut = (r: RateRow): ExchangeRate => ({
  id: r.id,
  currency: r.currency,
  rate_date: r.rate_date,
  rate: r.rate,
  base_currency: BASE_CURRENCY,
  created_by: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
  created_at: new Date(r.created_at).toISOString(),
});

/** Rates newest first (by day, then by entry), by currency and a period of days. */
export async function listRates(db: Db, q: ExchangeRateListQuery) {
  const { page, perPage, offset } = resolvePaging(q, PAGE_SIZES.statement);
  const filters: SQL[] = [];
  if (q.currency) filters.push(eq(exchangeRates.currency, q.currency));
  if (q.from) filters.push(gte(exchangeRates.rate_date, q.from));
  if (q.to) filters.push(lte(exchangeRates.rate_date, q.to));
  const where = and(...filters);
  const [counted, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(exchangeRates)
      .where(where),
    db
      .select(rateColumns)
      .from(exchangeRates)
      .leftJoin(users, eq(users.id, exchangeRates.created_by))
      .where(where)
      .orderBy(desc(exchangeRates.rate_date), desc(exchangeRates.id))
      .limit(perPage)
      .offset(offset),
  ]);
  const total = counted[0]!.n;
  return {
    success: true as const,
    data: rows.map(rateOut),
    current_page: page,
    last_page: lastPage(total, perPage),
    total,
    per_page: perPage,
    base_currency: BASE_CURRENCY,
  };
}

/**
 * Enter a rate: an active currency other than the base, a day not after today (the agency's
 * time zone), one rate per currency and day. Rates are never edited: a wrong one is corrected
 * by the next day's, so what a document took stays explained.
 */
/**
 * What is wrong with a rate beyond its fields' form, as a field and its message, or null: its
 * currency is the base or not an active one (`active`: the currency's switch, undefined when
 * there is no such currency), or its day is after today. One rule for a rate typed in and for a
 * file's rows (rates-import.ts).
 */
export function rateRefusal(
  input: ExchangeRateInput,
  active: boolean | undefined,
  today: string,
): [field: 'currency' | 'rate_date', message: string] | null {
  if (input.currency === BASE_CURRENCY) return ['currency', RATE_MESSAGES.currencyBase];
  if (active === undefined) return ['currency', RATE_MESSAGES.currencyInvalid];
  if (!active) return ['currency', RATE_MESSAGES.currencyInactive(input.currency)];
  if (input.rate_date > today) return ['rate_date', RATE_MESSAGES.rateDateFuture];
  return null;
}

export async function createRate(
  db: Db,
  userId: number,
  input: ExchangeRateInput,
  timeZone: string,
): Promise<ExchangeRate> {
  const [currency] = await db
    .select({ is_active: currencies.is_active })
    .from(currencies)
    .where(eq(currencies.code, input.currency));
  const refused = rateRefusal(input, currency?.is_active, todayIn(timeZone));
  if (refused) throw fieldError(...refused);
  // The unique (currency, rate_date) index decides between two entering the same day at once.
  const [saved] = await db
    .insert(exchangeRates)
    .values({
      currency: input.currency,
      rate_date: input.rate_date,
      rate: input.rate,
      created_by: userId,
    })
    .onConflictDoNothing({ target: [exchangeRates.currency, exchangeRates.rate_date] })
    .returning({ id: exchangeRates.id });
  if (!saved) throw fieldError('rate_date', RATE_MESSAGES.exists(input.currency, input.rate_date));
  const [row] = await db
    .select(rateColumns)
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.created_by))
    .where(eq(exchangeRates.id, saved.id));
  return rateOut(row!);
}
