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
