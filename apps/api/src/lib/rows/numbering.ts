import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The counter's upsert: the next value of `kind` (per `year`; 0 for a series without years). */
const takeNext = (kind: string, year: number) => sql`
  insert into number_counters (kind, year, value) values (${kind}, ${year}, 1)
  on conflict (kind, year) do update set value = number_counters.value + 1
  returning value`;

/**
 * The next number of a kind (per year when `year` is given), safe under concurrent creates:
 * one upsert takes the counter row's lock, so two creates never read the same value. Run it
 * inside the creating transaction; a rollback gives the number back.
 */
export async function nextNumber(db: DbOrTx, kind: string, year = 0): Promise<number> {
  const r = await db.execute<{ value: number }>(takeNext(kind, year));
  return Number(r.rows[0]!.value);
}

/**
 * The next number of `prefix`'s yearly series (enquiries, booking files, receipts) by the year
 * of `day` (YYYY-MM-DD), PREFIX-YYYY-NNNNN: `counter` is a CTE that takes the next value,
 * `number` the number spelt from it. (Receipts take theirs at commit instead, in a trigger of
 * migration 0074 that spells it the same way.)
 */
function yearlyNumberSql(db: DbOrTx, prefix: string, day: string) {
  const year = Number(day.slice(0, 4));
  const counter = db.$with('counter', { value: sql<number>`value` }).as(takeNext(prefix, year));
  const number = sql<string>`(select ${`${prefix}-${year}-`} || lpad(value::text, greatest(5, length(value::text)), '0') from counter)`;
  return { counter, number };
}

/** The next number of `prefix`'s yearly series by the year of `day`, on its own. */
export async function nextYearlyNumber(db: DbOrTx, prefix: string, day: string) {
  const r = yearlyNumberSql(db, prefix, day);
  const [row] = await db.with(r.counter).select({ n: r.number }).from(r.counter);
  return row!.n;
}

/** A series without years (agent codes): PREFIX-NNNN. */
export const formatNumber = (prefix: string, n: number, width: number) =>
  `${prefix}-${String(n).padStart(width, '0')}`;
