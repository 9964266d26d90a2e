import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createDb } from '../../db/client.ts';
import { LoginLimiter } from './login-limiter.ts';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});
// Each test starts with no attempts counted (times below are made up, in epoch ms).
beforeEach(async () => {
  await t.db.execute(sql`truncate login_limits`);
});

const limiter = (opts: ConstructorParameters<typeof LoginLimiter>[1] = {}) =>
  new LoginLimiter(t.db, opts);
const times = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('LoginLimiter', () => {
  it('blocks the sixth failure of an email from one client for the rest of the minute', async () => {
    const l = limiter();
    const t0 = 1_000_000;
    for (const i of times(5)) {
      expect(await l.retryAfter('a@x', 'ip1', t0 + i)).toBe(0);
      await l.fail('a@x', 'ip1', t0 + i);
    }
    expect(await l.retryAfter('a@x', 'ip1', t0 + 10)).toBe(60);
    expect(await l.retryAfter('a@x', 'ip2', t0 + 10)).toBe(0); // another client is not blocked
    expect(await l.retryAfter('b@x', 'ip1', t0 + 10)).toBe(0); // nor another email
    expect(await l.retryAfter('a@x', 'ip1', t0 + 60_001)).toBe(0); // the window slides
  });

  it('caps one client across emails at 20 failures', async () => {
    const l = limiter();
    for (const i of times(20)) await l.fail(`u${i}@x`, 'ip', 5);
    expect(await l.retryAfter('fresh@x', 'ip', 6)).toBeGreaterThan(0);
  });

  it('counts an attempt the moment it begins, so parallel guesses cannot all pass', async () => {
    const l = limiter();
    const waits = await Promise.all(times(50).map(() => l.begin('A@x', 'ip', 7)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await l.retryAfter(' a@X ', 'ip', 8)).toBeGreaterThan(0); // case and spaces do not matter
  });

  it('admits 5 of 60 parallel guesses spread over two processes on one database', async () => {
    // Two limiters, as two API processes have, each on its own pool of the same database.
    const other = createDb(t.url, 10);
    try {
      const one = limiter();
      const two = new LoginLimiter(other.db);
      const waits = await Promise.all(
        times(60).map((i) => (i % 2 ? one : two).begin(i % 3 ? 'a@x' : 'A@X', 'ip')),
      );
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select cardinality(hits) as n from login_limits where key = 'e:a@x|ip'`,
      );
      expect(rows[0]!.n).toBe(5); // no lost update: every admitted attempt counted once
      expect(await two.retryAfter('a@x', 'ip')).toBeGreaterThan(0);
    } finally {
      await other.pool.end();
    }
  });

  it('gives the client slot back when the attempt begun succeeds', async () => {
    const l = limiter();
    for (const i of times(19)) await l.fail(`u${i}@x`, 'ip', 1);
    expect(await l.begin('right@x', 'ip', 2)).toBe(0);
    await l.succeed('right@x', 'ip');
    expect(await l.retryAfter('next@x', 'ip', 3)).toBe(0); // 19 failures, not 20
  });

  it('forgets an email and client pair after a success', async () => {
    const l = limiter();
    for (const _ of times(4)) await l.fail('a@x', 'ip', 1);
    await l.succeed('a@x', 'ip');
    await l.fail('a@x', 'ip', 2);
    expect(await l.retryAfter('a@x', 'ip', 3)).toBe(0);
  });

  it('spaces out attempts on one account after 10 failures from any addresses: 1 s, 2 s, 4 s ...', async () => {
    const l = limiter();
    const t0 = 5_000_000;
    for (const i of times(10)) expect(await l.begin('victim@x', `10.0.0.${i}`, t0 + i)).toBe(0);
    // The tenth failure was at t0 + 9: the next attempt, from anywhere, waits 1 s after it.
    expect(await l.begin('victim@x', '10.9.9.9', t0 + 10)).toBe(1);
    expect(await l.begin('VICTIM@x ', '10.9.9.8', t0 + 500)).toBe(1);
    expect(await l.begin('other@x', '10.9.9.9', t0 + 10)).toBe(0); // other accounts are not touched
    let at = t0 + 1_009;
    for (const seconds of [2, 4, 8, 16]) {
      expect(await l.begin('victim@x', '10.9.9.7', at)).toBe(0); // admitted, counted: the spacing doubles
      expect(await l.retryAfter('victim@x', '10.9.9.6', at)).toBe(seconds);
      at += seconds * 1000;
    }
  });

  it('caps the spacing at 15 minutes, and forgets failures after 15 minutes', async () => {
    const l = limiter();
    for (const i of times(40)) await l.fail('victim@x', `10.0.${i}.1`, 1_000 + i);
    expect(await l.retryAfter('victim@x', '10.1.1.1', 1_040)).toBe(900);
    expect(await l.retryAfter('victim@x', '10.1.1.1', 1_000 + 15 * 60_000 + 40)).toBe(0);
  });

  it('clears the account on a success', async () => {
    const l = limiter();
    for (const i of times(10)) await l.fail('a@x', `10.0.0.${i}`, 1);
    expect(await l.begin('a@x', '10.0.0.99', 2)).toBeGreaterThan(0);
    await l.succeed('a@x', '10.0.0.50');
    expect(await l.retryAfter('a@x', '10.0.0.99', 3)).toBe(0);
  });

  it('gives back an attempt that was never evaluated', async () => {
    const l = limiter();
    for (const _ of times(5)) expect(await l.begin('a@x', 'ip', 1)).toBe(0);
    await l.cancel('a@x', 'ip');
    expect(await l.begin('a@x', 'ip', 2)).toBe(0); // a slot was free again
    expect(await l.begin('a@x', 'ip', 3)).toBeGreaterThan(0);
  });

  it("limits a signed-in user's current-password checks to 5 a minute, and to the account rule", async () => {
    const l = limiter();
    const waits = await Promise.all(times(20).map(() => l.beginCheck('u@x', 10)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await l.beginCheck('U@x', 10 + 60_000)).toBe(0); // the minute has passed
    // Those 6 failures count against the account's logins as well.
    for (const i of times(4)) await l.fail('u@x', `10.0.0.${i}`, 60_100);
    expect(await l.retryAfter('u@x', '10.5.5.5', 60_101)).toBe(1);
    await l.succeedCheck('u@x');
    expect(await l.retryAfter('u@x', '10.5.5.5', 60_102)).toBe(0);
  });

  it('uses the database clock when no time is given', async () => {
    const l = limiter();
    for (const _ of times(5)) expect(await l.begin('clock@x', 'ip')).toBe(0);
    expect(await l.begin('clock@x', 'ip')).toBe(60);
    const { rows } = await t.db.execute<{ behind: number }>(sql`
      select (extract(epoch from clock_timestamp()) * 1000)::bigint - hits[1] as behind
      from login_limits where key = 'e:clock@x|ip'`);
    expect(Number(rows[0]!.behind)).toBeGreaterThanOrEqual(0);
    expect(Number(rows[0]!.behind)).toBeLessThan(10_000);
  });
});

describe('old entries are pruned', () => {
  const keys = async () =>
    (await t.db.execute<{ key: string }>(sql`select key from login_limits order by key`)).rows.map(
      (r) => r.key,
    );

  it('deletes the rows whose newest attempt has left its window, and only those', async () => {
    const l = limiter();
    await l.fail('old@x', 'ip1', 1_000); // window keys expire at 61 000, the account's at 901 000
    await l.fail('new@x', 'ip2', 1_000_000);
    expect(await l.prune(61_000)).toBe(2); // old@x's email-and-client and client rows
    expect(await keys()).toEqual(['a:new@x', 'a:old@x', 'c:ip2', 'e:new@x|ip2']);
    expect(await l.prune(901_000)).toBe(1); // old@x's account row
    expect(await l.prune(10_000_000)).toBe(3);
    expect(await keys()).toEqual([]);
  });

  it('prunes on write every pruneEvery admitted attempts', async () => {
    const l = limiter({ pruneEvery: 3 });
    await l.fail('stale@x', 'ip9', 1_000);
    expect(await l.begin('b@x', 'ip', 1_000_000)).toBe(0);
    expect(await l.begin('c@x', 'ip', 1_000_000)).toBe(0);
    expect(await keys()).toContain('a:stale@x');
    expect(await l.begin('d@x', 'ip', 1_000_000)).toBe(0); // the third: prunes
    const left = await keys();
    expect(left.filter((k) => k.includes('stale'))).toEqual([]);
    expect(left.filter((k) => k.startsWith('a:'))).toEqual(['a:b@x', 'a:c@x', 'a:d@x']);
  });
});
