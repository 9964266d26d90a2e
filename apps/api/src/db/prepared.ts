import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query run on hot paths (every request's session, the list's first pages) built once per
 * database handle as a named prepared statement: no SQL building per request, and PostgreSQL
 * parses and plans it once per connection. `build` must give the same query for the same name.
 * Kept answers belong to one app and its database too, but live on the app (`app.kept`).
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map<string, unknown>()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}

/**
 * A statement run under a name made from its text, so PostgreSQL parses it once per
 * connection and, after five runs, plans it once too (a generic plan). For statements whose
 * values are all parameters: a list's filters and sorts give a bounded set of texts. Rows come
 * as arrays, in the statement's column order.
 */
export async function namedQuery(db: Db, q: { sql: string; params: unknown[] }) {
  const name = statementName(q.sql);
  return (
    await db.$client.query<unknown[]>({ name, text: q.sql, values: q.params, rowMode: 'array' })
  ).rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A drizzle `sql` statement run the same way, its rows as objects. For one whose text a request's
 * values do not change (they are parameters) and whose generic plan is as good as a custom one.
 */
export async function namedRows<R extends Record<string, unknown>>(db: Db, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await db.$client.query<R>({ name: statementName(text), text, values: params })).rows;
}

const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * A query built with drizzle run the same way (parsed once per connection, planned once after
 * five runs) on the session it was built on, a transaction's connection included. For a hot
 * statement whose planning is a large part of its cost (a payment's one read planned its
 * subqueries in 0.5 ms of its 0.75).
 */
export function runNamed<R>(q: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}) {
  return q.prepare(statementName(q.toSQL().sql)).execute();
}
