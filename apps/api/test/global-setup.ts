import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { startEmbedded } from '../src/db/embedded.ts';
import type { EmbeddedServer } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance connection URL (database `postgres`) on the test server. */
    adminUrl: string;
    /** The migrated database every test file clones. */
    templateName: string;
  }
}

/**
 * One PostgreSQL server for the run: TEST_DATABASE_URL when set (CI runs Debian's 15 that
 * way), else the embedded one in a throwaway folder. Migrations run once into a template;
 * each test file clones it (test/db.ts), so files run in parallel without sharing rows.
 */
/** The standing rates every test database starts with (INR for one unit). */
export const TEST_RATES_SQL = `insert into exchange_rates (currency, rate_date, rate)
  values ('AED', '2000-01-01', 22.70000000), ('USD', '2000-01-01', 83.40000000)`;

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | null = null;
  let dir: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'travel-test-pg-'));
    embedded = await startEmbedded(dir, () => {}, 'postgres');
    serverUrl = embedded.url;
  }
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const templateName = `travel_tpl_${process.pid}`;

  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const tplUrl = new URL(adminUrl);
  tplUrl.pathname = `/${templateName}`;
  const { db, pool } = createDb(tplUrl.toString(), 2);
  await runMigrations(db);
  // Files in dirhams and dollars post to the books at the rate in force (decision 043): every
  // test database starts with one standing rate each, dated long before any test's documents.
  // A test of missing rates removes them first.
  await pool.query(TEST_RATES_SQL);
  await pool.end();

  project.provide('adminUrl', adminUrl.toString());
  project.provide('templateName', templateName);

  return async () => {
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
