import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { createSearchGate, searchCap, withTimeLimit } from './search-gate.ts';

/** Search's bounds: a few at once per user and per process, and a time budget per statement. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A search that runs until `finish()` is called. */
function held() {
  let finish: () => void = () => {};
  const done = new Promise<string>((r) => (finish = () => r('found')));
  return { done, finish };
}
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  const a = e as AppError;
  return { status: a.status, message: a.message, headers: a.headers };
};

describe('search gate', () => {
  it("a user's search past two waits for a place, then 429 with Retry-After; others run", async () => {
    const gate = createSearchGate({ perUser: 2, total: 10, waitMs: 100, perSecond: 100 });
    const a = held();
    const b = held();
    const first = gate.run(1, () => a.done);
    const second = gate.run(1, () => b.done);
    const started = Date.now();
    expect(await refusal(gate.run(1, () => Promise.resolve('x')))).toEqual({
      status: 429,
      message: SEARCH_MESSAGES.tooMany,
      headers: { 'retry-after': '1' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    // Another user is not held up by the first one's searches.
    expect(await gate.run(2, () => Promise.resolve('theirs'))).toBe('theirs');
    // A third and fourth search that the two make room for in time are answered; a fifth at
    // once is a flood, refused after the same pause.
    const third = gate.run(1, () => Promise.resolve('in turn'));
    const fourth = gate.run(1, () => Promise.resolve('next'));
    const fifth = refusal(gate.run(1, () => Promise.resolve('x')));
    a.finish();
    expect(await first).toBe('found');
    expect(await third).toBe('in turn');
    b.finish();
    expect(await fourth).toBe('next');
    expect((await fifth).status).toBe(429);
    await second;
    expect(await gate.run(1, () => Promise.resolve('again'))).toBe('again');
    expect(gate.running).toBe(0);
  });

  it("past the process's cap a search waits for a place, else 503; a failed search frees its place", async () => {
    const gate = createSearchGate({ perUser: 2, total: 2, waitMs: 100, perSecond: 100 });
    const a = held();
    const first = gate.run(1, () => a.done);
    await expect(gate.run(2, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(3, () => Promise.resolve('ok'))).toBe('ok');
    const b = held();
    const third = gate.run(4, () => b.done);
    expect(await refusal(gate.run(6, () => Promise.resolve('x')))).toMatchObject({
      status: 503,
      message: SEARCH_MESSAGES.busy,
    });
    // Another person's search waits its turn and is answered when a place frees.
    const queued = gate.run(7, () => Promise.resolve('in turn'));
    a.finish();
    expect(await queued).toBe('in turn');
    b.finish();
    await Promise.all([first, third]);
    expect(gate.running).toBe(0);
  });

  it('searches waiting for a place are few a second: past them a flood is refused after the pause', async () => {
    const gate = createSearchGate({ perUser: 1, total: 10, waitMs: 200, perSecond: 2, burst: 4 });
    // Sequential searches never wait, however many.
    for (let i = 0; i < 30; i++) expect(await gate.run(1, () => Promise.resolve(i))).toBe(i);
    // One running; each of the next waits for it in turn, four in a burst.
    const waited: Promise<unknown>[] = [];
    for (let i = 0; i < 6; i++) {
      const a = held();
      const running = gate.run(1, () => a.done);
      const next = gate.run(1, () => Promise.resolve('waited'));
      a.finish();
      await running;
      waited.push(next.catch((e: unknown) => (e as AppError).status));
      await waited.at(-1);
    }
    expect(await Promise.all(waited)).toEqual(['waited', 'waited', 'waited', 'waited', 429, 429]);
    // Someone else is not counted against them.
    expect(await gate.run(2, () => Promise.resolve('theirs'))).toBe('theirs');
  });

  it('the cap is a quarter of the pool, at least 2', () => {
    expect(searchCap(20)).toBe(5);
    expect(searchCap(6)).toBe(2);
    expect(searchCap(1)).toBe(2);
  });
});

describe('time budget', () => {
  it('stops a statement past the budget and answers 503 with the message, not 500', async () => {
    const started = Date.now();
    const stopped = await refusal(
      withTimeLimit(t.db, 100, (tx) => tx.execute(sql`select pg_sleep(5)`)),
    );
    expect(stopped).toEqual({
      status: 503,
      message: SEARCH_MESSAGES.timeout,
      headers: { 'retry-after': '2' },
    });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('leaves the pooled connections without the budget, and a quick search answers', async () => {
    const r = await withTimeLimit(t.db, 1_000, (tx) => tx.execute(sql`select 1 as one`));
    expect(r.rows[0]).toEqual({ one: 1 });
    // SET LOCAL: every connection of the pool is back to the server's default.
    const shown = await Promise.all(
      Array.from({ length: 4 }, () => t.db.execute(sql`show statement_timeout`)),
    );
    for (const s of shown) expect(s.rows[0]).toEqual({ statement_timeout: '0' });
  });

  it('is read-only', async () => {
    const e = await withTimeLimit(t.db, 1_000, (tx) =>
      tx.execute(sql`create table search_gate_write (x int)`),
    ).catch((x: unknown) => x);
    expect(String((e as { cause?: unknown }).cause ?? e)).toMatch(/read-only transaction/);
  });
});
