import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createDb } from '../../db/client.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** The voucher-email allowance counted once for every API process. */
let t: Awaited<ReturnType<typeof createTestDatabase>>;
let other: ReturnType<typeof createDb>;
beforeAll(async () => {
  t = await createTestDatabase();
  other = createDb(t.url, 10); // a second process's pool on the same database
});
afterAll(async () => {
  await other.pool.end();
  await t.drop();
});

const incr = (
  Store: ReturnType<typeof databaseRateLimitStore>,
  key: string,
  windowMs: number,
  max: number,
) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    new Store({}).incr(key, (e, r) => (e ? reject(e) : resolve(r!)), windowMs, max),
  );

describe('the rate-limit store in the database', () => {
  it('gives 20 of 30 concurrent requests from two processes a slot, and a shared hour', async () => {
    const one = databaseRateLimitStore(t.db);
    const two = databaseRateLimitStore(other.db);
    const hour = 60 * 60_000;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => incr(i % 2 ? one : two, 'voucher-email:7', hour, 20)),
    );
    const within = results.filter((r) => r.current <= 20).map((r) => r.current);
    expect(within.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.current > 20)).toHaveLength(10);
    for (const r of results) {
      expect(r.ttl).toBeGreaterThan(hour - 10_000);
      expect(r.ttl).toBeLessThanOrEqual(hour);
    }
    expect((await incr(one, 'voucher-email:8', hour, 20)).current).toBe(1); // per key
  });

  it('starts the count again once the window is over', async () => {
    const store = databaseRateLimitStore(t.db);
    expect((await incr(store, 'k', 300, 2)).current).toBe(1);
    expect((await incr(store, 'k', 300, 2)).current).toBe(2);
    expect((await incr(store, 'k', 300, 2)).current).toBe(3); // exceeded
    await new Promise((r) => setTimeout(r, 350));
    const fresh = await incr(store, 'k', 300, 2);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(250);
  });
});
