import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyColumn, SQL, Table } from 'drizzle-orm';
import type { Paged, PagingQuery } from '@app/contract';
import { lastPage, resolvePaging } from '@app/contract';

/** Run a page query and its count, and wrap them in the paged envelope. */
export async function paginate<T>(
  query: PagingQuery,
  defaultSize: number,
  fetch: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number | { total: number; estimated: boolean }>,
): Promise<Paged<T>> {
  const { page, perPage, offset } = resolvePaging(query, defaultSize);
  const [data, counted] = await Promise.all([fetch(perPage, offset), count()]);
  const { total, estimated } =
    typeof counted === 'number' ? { total: counted, estimated: false } : counted;
  return {
    success: true,
    data,
    current_page: page,
    last_page: lastPage(total, perPage),
    total,
    per_page: perPage,
    ...(estimated ? { total_is_estimate: true } : {}),
  };
}

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's `column = value` filters for the keys the query fills (an empty or absent value
 * filters nothing), each key the name of a column of `table` (a type error otherwise).
 */
export function equalFilters<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  q: Partial<Record<K, unknown>>,
  keys: readonly K[],
): SQL[] {
  const columns: Record<string, AnyColumn> = getTableColumns(table);
  return keys.flatMap((k) => (q[k] ? [eq(columns[k]!, q[k])] : []));
}

/**
 * A list's total without counting a huge match set on every request: when the planner
 * expects more than `exactUpTo` rows, its estimate is used (the answer says so with
 * `total_is_estimate`); smaller sets are counted exactly.
 */
export async function countOrEstimate(
  db: { execute: (q: SQL) => Promise<{ rows: Record<string, unknown>[] }> },
  from: SQL,
  where: SQL | undefined,
  exactUpTo = 20_000,
): Promise<{ total: number; estimated: boolean }> {
  const cond = where ?? sql`true`;
  const plan = await db.execute(sql`explain (format json) select 1 from ${from} where ${cond}`);
  const estimate = Number(
    (plan.rows[0]?.['QUERY PLAN'] as { Plan: { 'Plan Rows': number } }[] | undefined)?.[0]?.Plan[
      'Plan Rows'
    ] ?? 0,
  );
  if (estimate > exactUpTo) return { total: Math.round(estimate), estimated: true };
  const counted = await db.execute(sql`select count(*)::int as n from ${from} where ${cond}`);
  return { total: Number(counted.rows[0]?.n ?? 0), estimated: false };
}
