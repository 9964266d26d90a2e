import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * Several processes may start at once on one empty database. Each runs the
 * migrations on its own pool, as separate processes would; the advisory lock lets one apply
 * them and the others find them applied.
 */
const N = 6;
const name = `travel_mig_${randomBytes(4).toString('hex')}`;
const adminUrl = () => inject('adminUrl');
let url: string;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  url = u.toString();
});

afterAll(async () => {
  await admin(`drop database if exists ${name} with (force)`);
});

describe('migrations started by several processes at once', () => {
  it(`all ${N} succeed on an empty database and the schema is made once`, async () => {
    const pools = Array.from({ length: N }, () => createDb(url, 2));
    try {
      const results = await Promise.allSettled(pools.map((p) => runMigrations(p.db)));
      expect(results.map((r) => r.status)).toEqual(Array<string>(N).fill('fulfilled'));

      const journal = JSON.parse(
        await readFile(
          path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'),
          'utf8',
        ),
      ) as { entries: unknown[] };
      const check = pools[0]!.pool;
      const applied = await check.query<{ n: number; distinct_hashes: number }>(
        `select count(*)::int as n, count(distinct hash)::int as distinct_hashes
           from drizzle.__drizzle_migrations`,
      );
      // Each migration recorded once: none applied twice, none skipped.
      expect(applied.rows[0]).toEqual({
        n: journal.entries.length,
        distinct_hashes: journal.entries.length,
      });
      // The last migration's tables are there, and a later start finds nothing to do.
      const tables = await check.query<{ t: string }>(
        `select to_regclass('login_limits')::text as t`,
      );
      expect(tables.rows[0]!.t).toBe('login_limits');
      await runMigrations(pools[1]!.db);
      const again = await check.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(again.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(pools.map((p) => p.pool.end()));
    }
  }, 120_000);
});
