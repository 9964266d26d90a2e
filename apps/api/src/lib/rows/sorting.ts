import { asc, desc, getTableColumns, sql } from 'drizzle-orm';
import type { AnyColumn, SQL, Table } from 'drizzle-orm';
import { readSort } from '@app/contract';

/**
 * A list's ORDER BY: the `?sort=` column (from the contract's allow-list, so the
 * key is always one of `columns`) then the id in the same direction, so equal values keep one
 * order across pages and an index on (column, id) serves both directions; without a sort, the
 * list's default order. PostgreSQL's own null placement is kept (last ascending, first
 * descending) for the same reason: one index walks both ways.
 */
export function sortOrder<K extends string>(
  value: K | `-${K}` | '' | undefined,
  columns: Record<K, AnyColumn | SQL>,
  id: AnyColumn,
  fallback: SQL[],
): SQL[] {
  const s = readSort<K>(value);
  if (!s) return fallback;
  const dir = s.desc ? desc : asc;
  return [dir(columns[s.key]), dir(id)];
}

/** `col asc nulls last`: a default order that puts the blanks at the end. */
export const ascNullsLast = (col: AnyColumn | SQL) => sql`${col} asc nulls last`;

/**
 * A list's `?sort=` columns when its allow-list (the contract's LIST_SORTS) names columns of one
 * table: found by name, so the keys are written once, and a key that is not a column of the
 * table is a type error.
 */
export function sortColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, AnyColumn> {
  const columns: Record<string, AnyColumn> = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, columns[k]])) as Record<K, AnyColumn>;
}

/**
 * A list's order function from its table's sort columns (sortColumns) and its default order:
 * what every list built on one table writes, declared once.
 */
export function listOrder<
  T extends Table & { id: AnyColumn },
  K extends keyof T['_']['columns'] & string,
>(table: T, keys: readonly K[], fallback: SQL[]) {
  const columns = sortColumns(table, keys);
  return (sort: K | `-${K}` | '' | undefined) => sortOrder(sort, columns, table.id, fallback);
}
