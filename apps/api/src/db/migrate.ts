import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db, Tx } from './client.ts';

/** apps/api/drizzle, found from this file whether it runs as source (src/db) or bundled (dist). */
function findMigrations() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('The drizzle migrations folder was not found');
    dir = up;
  }
  return path.join(dir, 'drizzle');
}
export const migrationsFolder = findMigrations();

/** The advisory lock every starting process takes before it looks at the migrations. */
export const MIGRATION_LOCK = 727001;

/**
 * Apply committed migrations, safe when several processes start at once: one
 * transaction takes a transaction-level advisory lock, then reads what is applied and applies
 * the rest, recording them in drizzle's own table as drizzle's migrator does. A process that
 * waited for the lock reads the table after the first one committed and finds nothing to do;
 * one that fails rolls back whole. The lock goes with the transaction, so it works through a
 * pooler in transaction mode too. (drizzle's migrate() opens its own transaction, which inside
 * ours would commit early and drop the lock with it.)
 */
export async function runMigrations(db: Db) {
  await db.transaction((tx) => applyMigrations(tx));
}

/**
 * The same inside a transaction the caller holds, up to the migration recorded with `upTo`
 * (its journal `when`): a restore builds a backup's schema this way before loading its rows.
 */
export async function applyMigrations(tx: Tx, upTo = Infinity) {
  const migrations = readMigrationFiles({ migrationsFolder });
  await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint
    )`);
  const { rows } = await tx.execute<{ created_at: string }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const last = rows[0] ? Number(rows[0].created_at) : -Infinity;
  for (const m of migrations) {
    if (m.folderMillis > upTo) break;
    if (m.folderMillis <= last) continue;
    for (const statement of m.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
    );
  }
}
