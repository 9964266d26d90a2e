import { sql } from 'drizzle-orm';
import { SEARCH_MESSAGES } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, TooManyRequests } from '../../lib/http/app-error.ts';
import { pgError } from '../../lib/rows/pg-errors.ts';

/**
 * Search is the one read whose cost the caller chooses (a few digits can match a large part
 * of a million files), so it is bounded three ways: a user's searches at once, the process's
 * searches at once (well below the pool, so everyone else keeps connections), and a time
 * budget per statement. Decision 032.
 */
export const SEARCH_LIMITS = {
  /** A person typing has one search in flight, two while the next key lands. */
  perUser: 2,
  /** The process's searches at once, as a share of its database pool (at least 2). */
  poolShare: 1 / 4,
  /** A search's statement stops after this (PostgreSQL's statement_timeout). */
  timeoutMs: 2_000,
  /** How long a user's search past their limit waits for a place before its 429. */
  waitMs: 1_000,
  /**
   * Searches past the user's limit that may wait for a place, a second (after a burst): the
   * box asks once a pause in typing, so a person seldom waits at all; a client sending more is
   * flooding, and with every refused search replaced at once by a waiting one it would keep
   * two database backends busy for as long as it goes on.
   */
  perSecond: 2,
  burst: 4,
} as const;

/** query_canceled: the statement ran past statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Counts the searches running per user and in all. A search that finds its user's places or
 * the process's all taken waits up to `waitMs` in one queue, first come first served, for a
 * place it may take (a person typing fast, or eight people searching at once, are answered a
 * little later). Past that it is turned away without having touched the database: 429
 * (Retry-After) when its user's places were the ones taken, 503 when the process's were. A
 * user may have only as many waiting as running, at most `perSecond` after a `burst`: more is
 * a flood, answered 429 after the same pause, so a client that ignores Retry-After costs the
 * server a timer a second per connection, not a busy loop. Limits are per process (each of
 * WORKERS keeps its own count).
 */
export function createSearchGate(limits: {
  perUser: number;
  total: number;
  waitMs?: number;
  perSecond?: number;
  burst?: number;
}) {
  const waitMs = limits.waitMs ?? SEARCH_LIMITS.waitMs;
  const perSecond = limits.perSecond ?? SEARCH_LIMITS.perSecond;
  const burst = limits.burst ?? SEARCH_LIMITS.burst;
  /** Each user's bucket: searches that may wait now, refilled perSecond up to burst. */
  const buckets = new Map<number, { left: number; at: number }>();
  const withinRate = (userId: number) => {
    const now = Date.now();
    const b = buckets.get(userId) ?? { left: burst, at: now };
    b.left = Math.min(burst, b.left + ((now - b.at) / 1_000) * perSecond);
    b.at = now;
    buckets.set(userId, b);
    if (b.left < 1) return false;
    b.left -= 1;
    return true;
  };
  const running = new Map<number, number>();
  let all = 0;
  /** Searches waiting for a place, in arrival order. */
  const queue: { userId: number; admit: () => void }[] = [];
  const waitingOf = (userId: number) => queue.filter((w) => w.userId === userId).length;

  const mayStart = (userId: number) =>
    (running.get(userId) ?? 0) < limits.perUser && all < limits.total;
  const start = (userId: number) => {
    running.set(userId, (running.get(userId) ?? 0) + 1);
    all++;
  };
  const leave = (userId: number) => {
    all--;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
    // The first waiting search that may take a place now takes it.
    const i = queue.findIndex((w) => mayStart(w.userId));
    if (i >= 0) {
      const [w] = queue.splice(i, 1);
      start(w!.userId);
      w!.admit();
    }
  };
  /** Wait for a place; false when none came in time. */
  const wait = (userId: number) =>
    new Promise<boolean>((resolve) => {
      const w = {
        userId,
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(w), 1);
        resolve(false);
      }, waitMs);
      queue.push(w);
    });
  const pause = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms));
  const refusal = (userId: number) =>
    (running.get(userId) ?? 0) >= limits.perUser
      ? new TooManyRequests(SEARCH_MESSAGES.tooMany, 1)
      : new AppError(503, SEARCH_MESSAGES.busy, undefined, { 'retry-after': '1' });

  return {
    async run<T>(userId: number, search: () => Promise<T>): Promise<T> {
      if (mayStart(userId)) start(userId);
      else {
        // Refused, if it comes to that, for what was full when it came.
        const refused = refusal(userId);
        // As many of a user's may wait as may run, a few a second; more is a flood.
        const mayWait = waitingOf(userId) < limits.perUser && withinRate(userId);
        if (!(mayWait ? await wait(userId) : await pause(waitMs))) throw refused;
      }
      try {
        return await search();
      } finally {
        leave(userId);
      }
    },
    /** Searches running now (tests). */
    get running() {
      return all;
    },
  };
}

/** The process's cap: a share of the pool's connections, at least 2. */
export const searchCap = (poolMax: number) =>
  Math.max(2, Math.floor(poolMax * SEARCH_LIMITS.poolShare));

/**
 * Run `fn` in a read transaction whose statements stop after `timeoutMs` (SET LOCAL, so the
 * pooled connection keeps its default; it works through a transaction-mode pooler too). A
 * statement stopped by it answers 503 with the timeout message, never 500.
 */
export async function withTimeLimit<T>(
  db: Db,
  timeoutMs: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(
      async (tx) => {
        await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
        return fn(tx);
      },
      { accessMode: 'read only' },
    );
  } catch (e) {
    if (pgError(e)?.code === QUERY_CANCELED) {
      throw new AppError(503, SEARCH_MESSAGES.timeout, undefined, { 'retry-after': '2' });
    }
    throw e;
  }
}
