import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SERVER } from '@app/contract';
import type { App } from '../app.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import { xlsxRecords } from '../modules/exports/read-back.ts';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import { watchHealth } from '../../test/outside/health-watch.ts';
import { rawRequest } from '../../test/outside/raw-http.ts';
import type { SlowReader } from '../../test/outside/slow-reader.ts';
import { slowReader } from '../../test/outside/slow-reader.ts';

/**
 * Slow readers of exports, from outside: a staff user opens 21 exports and reads none of them.
 * Each export is a stream from a database connection; before it had bounds, twenty of them held
 * the pool's twenty connections and every other request (health, /api/me) waited until the
 * sockets closed. Now a user runs one export at a time and a process a few (on their own small
 * pool), the rest answer 429, and an export whose reader stops taking data is dropped after
 * EXPORT_STALL_SECONDS, its cursor closed and its connection back.
 */

const STALL_SECONDS = 8;
/** The transactions a file holds: ~18 MB of CSV, far more than a socket's kernel buffers. */
const ROWS = 30_000;
const PATH = '/api/exports/transactions?format=csv';
/** The latency target of health and /api/me while the exports run and stall (p99, ms). */
const P99_MS = 100;
/**
 * What this test holds a shared, loaded machine to (2 cores, many test runs at once): health's
 * p99 with nothing else running has measured 15-360 ms there. The bound is 1 s, or five times
 * that idle figure, measured first; the old code answered nothing for seconds (every poll
 * timed out at 5 s). The figures are logged against the 100 ms target.
 */
const LOADED_P99_MS = 1_000;

let s: BuiltServer;
let app: App;

beforeAll(async () => {
  const started = Date.now();
  s = await startBuiltServer({ EXPORT_STALL_SECONDS: String(STALL_SECONDS) });
  console.log(`server up in ${Date.now() - started} ms`);
  app = { db: s.db } as unknown as App;
  // Without the row triggers: 30,000 updates of one account's counters in one statement cost
  // minutes, and no count is read here.
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into transactions (account_id, category_id, type, amount, transaction_date, description, created_by)
    select ${s.ids.account}, ${s.ids.category}, 'expense', 10.00, current_date - (g % 3000),
      'Slow reader row ' || g || ' ' || repeat('x', 480), (select min(id) from users)
    from generate_series(1, ${ROWS}) as g`);
  });
  console.log(`rows in at ${Date.now() - started} ms`);
}, 300_000);

afterAll(async () => {
  await s?.stop();
}, 30_000);

/** Signed-in reads of /api/me one after another until stopped: their times in ms. */
function pollMe(token: string) {
  let running = true;
  const times: number[] = [];
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      try {
        const r = await rawRequest(
          s.port,
          { method: 'GET', target: '/api/me', headers: { authorization: `Bearer ${token}` } },
          5_000,
        );
        times.push(r.ms);
        if (r.status !== 200) failures.push(String(r.status));
      } catch (e) {
        times.push(5_000);
        failures.push(e instanceof Error ? e.message : String(e));
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      polls: sorted.length,
      p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      failures: [...new Set(failures)],
    };
  };
}

/** Server connections inside a transaction: the exports' cursors still open. */
async function openExportStatements() {
  return (await openTransactions()).length;
}

/** Each backend on this database with a transaction open: what it runs, for a failure's message. */
async function openTransactions() {
  const { rows } = await s.db.execute<{ state: string; query: string; since: string }>(sql`
    select state, left(query, 200) as query, (now() - xact_start)::text as since
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and backend_type = 'client backend' and xact_start is not null`);
  return rows;
}

const envelope = (r: SlowReader) => JSON.parse(r.text.slice(r.text.indexOf('\r\n\r\n') + 4));

describe('slow readers of exports', () => {
  it('keep health and /api/me fast, get 429 past the caps, and are dropped when they stall', async () => {
    const staff = s.tokens['staff-some'];
    const others = await Promise.all(
      [1, 2, 3].map(async () => {
        const u = await createUser(app, { role: 'staff', permissions: ['view_transactions'] });
        return tokenFor(app, u.id);
      }),
    );
    // The machine's own figure first: health with nothing else running.
    const idle = watchHealth(s.port);
    await idle.ready;
    await new Promise((r) => setTimeout(r, 2_000));
    const quiet = await idle.stop();
    console.log(`health idle: ${JSON.stringify(quiet)}`);
    const bound = Math.max(LOADED_P99_MS, 5 * quiet.p99Ms);
    const health = watchHealth(s.port);
    await health.ready;
    const stopMe = pollMe(s.tokens.admin);
    const readers: SlowReader[] = [];
    try {
      // One user, 21 downloads at once, none of them read.
      const mine = await Promise.all(
        Array.from({ length: 21 }, () => slowReader(s.port, PATH, staff)),
      );
      readers.push(...mine);
      // Three more users: the process runs three exports at once, the fourth is refused.
      const theirs: SlowReader[] = [];
      for (const token of others) theirs.push(await slowReader(s.port, PATH, token));
      readers.push(...theirs);
      await new Promise((r) => setTimeout(r, 3_000));
      const me = await stopMe();
      const h = await health.stop();
      console.log(
        `target p99 ${P99_MS} ms, bound ${bound} ms; health: ${JSON.stringify(h)}; /api/me: ${JSON.stringify(me)}`,
      );

      const statuses = mine.map((r) => r.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(20).fill(429)]);
      for (const refused of mine.filter((r) => r.status === 429)) {
        expect(envelope(refused)).toEqual({ success: false, message: EXPORT_SERVER.runningForYou });
        expect(refused.text).toMatch(/\r\nretry-after: \d+\r\n/i);
      }
      expect(theirs.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(envelope(theirs[2]!)).toEqual({
        success: false,
        message: EXPORT_SERVER.tooManyRunning,
      });

      expect(h.failures).toEqual([]);
      expect(me.failures).toEqual([]);
      expect(h.p99Ms).toBeLessThan(bound);
      expect(me.p99Ms).toBeLessThan(bound);
      expect(await openExportStatements()).toBe(3);

      // Stalled for EXPORT_STALL_SECONDS: dropped, cursors closed, connections back.
      const deadline = Date.now() + (STALL_SECONDS + 8) * 1000;
      while ((await openExportStatements()) > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(await openTransactions()).toEqual([]);

      // A new export, read at once, arrives whole; the dropped ones were cut short.
      const whole = await rawRequest(
        s.port,
        { method: 'GET', target: PATH, headers: { authorization: `Bearer ${staff}` } },
        60_000,
      );
      expect(whole.status).toBe(200);
      const lines = whole.body.split('\r\n').filter(Boolean).length;
      expect(lines).toBeGreaterThan(ROWS);
      const size = Buffer.byteLength(whole.body);
      console.log(`export size ${size} bytes, ${lines} lines`);
      for (const r of readers.filter((x) => x.status === 200)) {
        expect(await r.drain(10_000)).toBeLessThan(size);
      }
      for (const token of others) {
        const r = await rawRequest(
          s.port,
          { method: 'GET', target: PATH, headers: { authorization: `Bearer ${token}` } },
          60_000,
        );
        expect(r.status).toBe(200);
      }
    } finally {
      for (const r of readers) r.destroy();
    }
  }, 120_000);

  it('quote a cell with a semicolon in both CSV writers, and write XLSX text as text cells', async () => {
    // The JS writer (transactions) and the SQL one (the bookings CSV by COPY), over a socket.
    await s.db.execute(sql`update transactions set description = ${'Semicolon x;=2+2'}
      where id = ${s.ids.transaction}`);
    await s.db.execute(sql`update bookings set guest_address = ${'x;=2+2'},
      guest_mobile = ${'+971 50 123 4567'} where id = ${s.ids.booking}`);
    const get = (target: string) =>
      rawRequest(
        s.port,
        { method: 'GET', target, headers: { authorization: `Bearer ${s.tokens.admin}` } },
        30_000,
      );
    const transactions = await get('/api/exports/transactions?format=csv&search=semicolon');
    expect(transactions.status).toBe(200);
    expect(transactions.body).toContain(',"Semicolon x;=2+2",');
    const bookings = await get('/api/exports/bookings?format=csv');
    expect(bookings.status).toBe(200);
    expect(bookings.body).toContain(',"x;=2+2",');
    expect(bookings.body).toContain(",'+971 50 123 4567,");
    const xlsx = await fetch(`http://127.0.0.1:${s.port}/api/exports/bookings?format=xlsx`, {
      headers: { authorization: `Bearer ${s.tokens.admin}` },
    });
    expect(xlsx.status).toBe(200);
    const [row] = await xlsxRecords(Buffer.from(await xlsx.arrayBuffer()));
    expect(row!.values['Guest mobile']).toBe('+971 50 123 4567');
    expect(row!.formats['Guest mobile']).toBe('@');
    expect(row!.values['Guest address']).toBe('x;=2+2');
  }, 60_000);
});
