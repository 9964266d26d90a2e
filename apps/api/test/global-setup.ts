import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { startEmbedded } from '../src/db/embedded.ts';
import type { EmbeddedServer } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { STANDING_RATES_SQL } from './standing-rates.ts';

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
  // Each API project (vitest.config.ts, vitest.isolated.config.ts) has its own template.
  const templateName = `travel_tpl_${project.name.replace(/\W/g, '_')}_${process.pid}`;

  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const tplUrl = new URL(adminUrl);
  tplUrl.pathname = `/${templateName}`;
  const { db, pool } = createDb(tplUrl.toString(), 2);
  await runMigrations(db);
  await pool.query(STANDING_RATES_SQL);
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
