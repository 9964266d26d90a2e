import { describe, expect, it } from 'vitest';
import { PasswordQueue } from './password-queue.ts';

/** A job that runs until released, and says whether it started. */
function job() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const state = { started: false };
  const fn = () => {
    state.started = true;
    return gate;
  };
  return { fn, release, state };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('PasswordQueue', () => {
  it('runs two at once and starts the next, in order, when one ends', async () => {
    const q = new PasswordQueue({ running: 2, waiting: 16, waitingPerClient: 4 });
    const jobs = [job(), job(), job(), job()];
    const done = jobs.map((j, i) => q.run(j.fn, `c${i}`));
    await settle();
    expect(jobs.map((j) => j.state.started)).toEqual([true, true, false, false]);
    jobs[1]!.release();
    await settle();
    expect(jobs.map((j) => j.state.started)).toEqual([true, true, true, false]);
    for (const j of jobs) j.release();
    await Promise.all(done);
    expect(jobs.every((j) => j.state.started)).toBe(true);
  });

  it("refuses a client's checks past its share at once, with Retry-After, and not others'", async () => {
    const q = new PasswordQueue({ running: 2, waiting: 16, waitingPerClient: 4 });
    const hold = [job(), job()];
    const held = hold.map((j) => q.run(j.fn));
    const flood = Array.from({ length: 10 }, () => q.run(async () => 'ran', 'flooder'));
    const outcomes = await Promise.allSettled(flood.slice(4)); // settled while all is held
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      const e = (o as PromiseRejectedResult).reason as { status: number; headers: object };
      expect(e.status).toBe(429);
      expect(e.headers).toEqual({ 'retry-after': '1' });
    }
    const other = q.run(async () => 'other ran', 'someone-else');
    for (const j of hold) j.release();
    await Promise.all(held);
    expect(await Promise.all(flood.slice(0, 4))).toEqual(['ran', 'ran', 'ran', 'ran']);
    expect(await other).toBe('other ran');
  });

  it('refuses when the whole queue is full, but never the app’s own work', async () => {
    const q = new PasswordQueue({ running: 1, waiting: 3, waitingPerClient: 2 });
    const hold = job();
    const held = q.run(hold.fn);
    const queued = ['a', 'a', 'b'].map((c) => q.run(async () => c, c));
    await expect(q.run(async () => 'c', 'c')).rejects.toMatchObject({ status: 429 });
    const own = q.run(async () => 'own'); // no client: waits its turn
    hold.release();
    await held;
    expect(await Promise.all(queued)).toEqual(['a', 'a', 'b']);
    expect(await own).toBe('own');
    // Drained: shares are free again.
    expect(await q.run(async () => 'c again', 'c')).toBe('c again');
  });

  it('frees the slot when a job fails', async () => {
    const q = new PasswordQueue({ running: 1, waiting: 2, waitingPerClient: 2 });
    await expect(q.run(() => Promise.reject(new Error('boom')), 'x')).rejects.toThrow('boom');
    expect(await q.run(async () => 'next', 'x')).toBe('next');
  });
});
