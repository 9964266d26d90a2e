import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/*
 * Records as JSON written by PostgreSQL (decision 029): a list's page goes out as the text
 * `json_agg` gives, with no row objects, mapping or JSON.stringify in the API. Each field must
 * read exactly as the record's `toX` mapping gives it (the lists' json tests compare them).
 */

/** A column as the answers have it: numerics as their exact text, times in ISO UTC. */
export function columnJson(column: PgColumn): SQL {
  const type = column.getSQLType();
  if (type.startsWith('numeric')) return sql`${column}::text`;
  if (type.startsWith('timestamp'))
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`${column}`;
}

/** A table's columns as fields of jsonObject, each under its own name, but for `omit`. */
export function columnFields(table: PgTable, omit: readonly string[]): [string, SQL][] {
  return Object.entries(getTableColumns(table))
    .filter(([name]) => !omit.includes(name))
    .map(([name, column]) => [name, columnJson(column)]);
}

/** The most fields one json_build_object takes: PostgreSQL's 100 arguments, a name and a value each. */
const MAX_FIELDS = 50;

/**
 * `json_build_object` of the fields. Their names are our own ([a-z_]) and written in: fewer
 * parameters to bind on every page (46 on a booking). Beyond 50 fields, objects of 50 joined as
 * jsonb (its own key order; the fields are the same).
 */
export function jsonObject(fields: [string, SQL][]): SQL {
  if (fields.some(([name]) => !/^[a-z_]+$/.test(name))) throw new Error('a field name to quote');
  const build = (part: [string, SQL][], fn: 'json' | 'jsonb') =>
    sql`${sql.raw(fn)}_build_object(${sql.join(
      part.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
      sql`, `,
    )})`;
  if (fields.length <= MAX_FIELDS) return build(fields, 'json');
  const parts: SQL[] = [];
  for (let i = 0; i < fields.length; i += MAX_FIELDS)
    parts.push(build(fields.slice(i, i + MAX_FIELDS), 'jsonb'));
  return sql`(${sql.join(parts, sql` || `)})::json`;
}

/** `{ id, name }` of a user by id, or null when there is none (or no name, as the mappings). */
export const userJson = (users: PgTable, id: SQL | PgColumn) =>
  sql`(select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = ${id} and u.name <> '')`;

const IDS = sql`${sql.placeholder('ids')}::int[]`;

/**
 * The parts of a statement that gives rows by id as one JSON array in the ids' order: the
 * `line` to select (`json` of each row) and the `where` on `id`. Prepared under a name (see
 * jsonByIds), its generic plan does not depend on the ids.
 */
export const jsonAggByIds = (json: SQL, id: PgColumn) => ({
  line: sql<string>`coalesce(json_agg(${json} order by array_position(${IDS}, ${id})), '[]')::text`,
  where: sql`${id} = any(${IDS})`,
});

/**
 * Rows by id as one JSON array in the ids' order, written by PostgreSQL: a list's page with no
 * row objects in the API. `build` prepares the statement (jsonAggByIds) under `name`, once per
 * database handle; PostgreSQL keeps its generic plan per connection, where a page's own
 * statement with its joins, LIMIT and OFFSET was planned again on every run (0.6-2 ms).
 */
export async function jsonByIds(
  db: Db,
  name: string,
  build: (db: Db) => { execute: (p: { ids: number[] }) => Promise<{ line: string }[]> },
  ids: number[],
): Promise<string> {
  if (!ids.length) return '[]';
  const [row] = await prepared(db, name, build).execute({ ids });
  return row!.line;
}
