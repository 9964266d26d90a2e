import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { createDb } from '../src/db/client.ts';

const drizzleDir = path.resolve(import.meta.dirname, '../drizzle');

/**
 * A copy of the migrations folder that stops just before `tag`: an upgrade test migrates a
 * fresh database with it, writes rows in the old schema, then runs every migration from `tag`.
 */
export async function migrationsBefore(tag: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(
    await readFile(path.join(drizzleDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, stop);
  for (const e of entries)
    await copyFile(path.join(drizzleDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/**
 * A fresh database migrated up to just before `tag`, for an upgrade test: it writes its rows in
 * the old schema into `db`, then runs every migration from `tag` (runMigrations). `drop` ends
 * the pool and removes the database and the migrations' copy.
 */
export async function databaseBefore(tag: string) {
  const adminUrl = inject('adminUrl');
  const name = `travel_before_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 4);
  const tmp = await migrationsBefore(tag);
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await migrate(db.db, { migrationsFolder: tmp });
  const drop = async () => {
    await db.pool.end();
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
    await rm(tmp, { recursive: true, force: true });
  };
  return { db, drop };
}
