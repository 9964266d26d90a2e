import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SERVER } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, TEST_PASSWORD_COST } from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/client.ts';
import { TooManyRequests } from '../../lib/http/app-error.ts';
import { createUser, signIn, tokenFor } from '../../../test/factories.ts';
import type { ExportLease } from './export-gate.ts';

/**
 * The exports' gate (export-gate.ts): one export at a time per user across processes (two apps
 * on one database are two processes), a few at once per process, each on the gate's own
 * connections; and the app's pool, which no longer waits for ever for a connection.
 */
let one: TestContext;
let two: TestContext;

beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({}, one);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(TooManyRequests);
  const r = e as TooManyRequests;
  expect(r.status).toBe(429);
  expect(Number(r.headers?.['retry-after'])).toBeGreaterThan(0);
  return r.message;
};

describe('the export gate', () => {
  it('runs one export per user across processes, and a few per process', async () => {
    const a = one.app.exportGate;
    const b = two.app.exportGate;
    const held: ExportLease[] = [await a.take(101)];
    // The same user: refused in the same process, and in the other one (the database's lock).
    expect(await refusal(a.take(101))).toBe(EXPORT_SERVER.runningForYou);
    expect(await refusal(b.take(101))).toBe(EXPORT_SERVER.runningForYou);
    // Other users: up to the process's three, then the process is full.
    held.push(await a.take(102), await a.take(103));
    expect(await refusal(a.take(104))).toBe(EXPORT_SERVER.tooManyRunning);
    held.push(await b.take(104));
    // Each lease is a connection of the gate's own, in a transaction holding the user's lock.
    const { rows } = await held[0]!.client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 101`,
    );
    expect(rows[0]!.n).toBe(1);
    // Ended, the user's lock and the process's place are free again.
    await held.shift()!.end();
    const again = await b.take(101);
    held.push(again, await a.take(105));
    for (const l of held) await l.end();
    // A lease ended with an error discards its connection; the gate still serves.
    const broken = await a.take(106);
    await broken.end(new Error('cut short'));
    // The discarded connection's backend lets go of the user's lock when it has gone, a moment
    // after the socket closes (on a loaded machine, after the next take: a flake in CI).
    for (let i = 0; i < 200; i++) {
      const { rows: left } = await one.db.$client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 106`,
      );
      if (left[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await (await a.take(106)).end();
  });

  it("frees a user's place before the file's last byte: back-to-back exports all answer", async () => {
    const { token } = await signIn(one.app, { role: 'admin' });
    const paths = [
      '/api/exports/day-plans?format=csv',
      '/api/exports/bookings?format=csv',
      '/api/exports/transactions?format=xlsx',
      '/api/exports/agents?format=csv',
    ];
    for (let round = 0; round < 5; round++) {
      for (const url of paths) {
        const res = await one.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });

  it('answers 503 with Retry-After when no connection comes free in time', async () => {
    // An API process whose pool has one connection, and a request while it is taken.
    const { db, pool } = createDb(one.url, 1, undefined, { acquireTimeoutMs: 300 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-test-data-'));
    const busy = await buildApp({ db, dataDir, passwordCost: TEST_PASSWORD_COST });
    const user = await createUser(busy, { role: 'staff' });
    const token = await tokenFor(busy, user.id);
    const holder = await pool.connect();
    try {
      const answer = await Promise.race([
        busy.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${token}` },
        }),
        new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
      ]);
      expect(answer, 'no answer within 10 s: the request waited for a connection').not.toBeNull();
      expect(answer!.statusCode).toBe(503);
      expect(answer!.headers['retry-after']).toBe('1');
      expect(answer!.json()).toEqual({
        success: false,
        message: 'The server is busy. Please try again.',
      });
    } finally {
      holder.release();
      await busy.close();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
