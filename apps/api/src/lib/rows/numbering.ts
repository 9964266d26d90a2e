import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The next number of a kind (per year when `year` is given), safe under concurrent creates:
 * one upsert takes the counter row's lock, so two creates never read the same value. Run it
 * inside the creating transaction; a rollback gives the number back.
 */
export async function nextNumber(db: DbOrTx, kind: string, year = 0): Promise<number> {
  const r = await db.execute<{ value: number }>(sql`
    insert into number_counters (kind, year, value) values (${kind}, ${year}, 1)
    on conflict (kind, year) do update set value = number_counters.value + 1
    returning value`);
  return Number(r.rows[0]!.value);
}

/**
 * The next number of `prefix`'s yearly series (enquiries, booking files, receipts), by the year
 * of `day` (YYYY-MM-DD): PREFIX-YYYY-NNNNN.
 */
export async function nextYearlyNumber(db: DbOrTx, prefix: string, day: string) {
  const year = Number(day.slice(0, 4));
  return formatNumber(prefix, await nextNumber(db, prefix, year), 5, year);
}

/**
 * `nextYearlyNumber` inside the statement that writes the number, for a hot series (receipts):
 * `counter` is a CTE that takes the next value (the same upsert), `number` the formatted
 * PREFIX-YYYY-NNNNN read from it, as formatNumber writes it (numbering.test.ts holds the two to
 * one spelling). The counter's row is then locked only from that statement to the commit.
 */
export function yearlyNumberSql(db: DbOrTx, prefix: string, day: string) {
  const year = Number(day.slice(0, 4));
  const counter = db.$with('counter', { value: sql<number>`value` }).as(sql`
    insert into number_counters (kind, year, value) values (${prefix}, ${year}, 1)
    on conflict (kind, year) do update set value = number_counters.value + 1
    returning value`);
  const number = sql<string>`(select ${`${prefix}-${year}-`} || lpad(value::text, greatest(5, length(value::text)), '0') from counter)`;
  return { counter, number };
}

export const formatNumber = (prefix: string, n: number, width: number, year?: number) =>
  `${prefix}-${year ? `${year}-` : ''}${String(n).padStart(width, '0')}`;
