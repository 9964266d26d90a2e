import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb } from '../src/db/client.ts';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase() {
  const adminUrl = inject('adminUrl');
  const name = `travel_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('templateName')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool } = createDb(url.toString(), 10);
  return {
    db,
    pool,
    /** For another pool on the same database: a second API process. */
    url: url.toString(),
    drop: async () => {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
