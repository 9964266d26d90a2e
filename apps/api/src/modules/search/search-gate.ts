import { sql } from 'drizzle-orm';
import { SEARCH_MESSAGES } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, TooManyRequests } from '../../lib/app-error.ts';
import { pgError } from '../../lib/pg-errors.ts';

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
 * Counts the searches running per user and in all. A user's search past their limit waits up
 * to `waitMs` for one of theirs to finish (a person typing fast is answered a little later),
 * else is turned away with 429 (Retry-After) without having touched the database. Only as many
 * wait as may run; more at once is a flood, answered 429 after the same pause, so a client
 * that ignores Retry-After costs the server a timer a second per connection, not a busy loop.
 * Past the process's cap a search is turned away at once (503). Limits are per process (each
 * of WORKERS keeps its own count).
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
  /** Each user's bucket: searches they may start now, refilled perSecond up to burst. */
  const buckets = new Map<number, { left: number; at: number }>();
  /** Whether one more of the user's searches may wait for a place now (taken from the bucket). */
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
  /** Searches waiting for one of their user's places, first come first served. */
  const waiting = new Map<number, (() => void)[]>();
  let all = 0;

  /** Wait for the user's next free place; false when none came in time. */
  const turn = (userId: number) =>
    new Promise<boolean>((resolve) => {
      const queue = waiting.get(userId) ?? [];
      waiting.set(userId, queue);
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        if (!queue.length) waiting.delete(userId);
        resolve(false);
      }, waitMs);
      queue.push(take);
    });

  const pause = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms));

  const leave = (userId: number) => {
    const next = waiting.get(userId)?.shift();
    if (waiting.get(userId)?.length === 0) waiting.delete(userId);
    // The place passes to the user's next search, still counted as running.
    if (next) return next();
    all--;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  };

  return {
    async run<T>(userId: number, search: () => Promise<T>): Promise<T> {
      if ((running.get(userId) ?? 0) >= limits.perUser) {
        const queued = waiting.get(userId)?.length ?? 0;
        // As many may wait as may run, a few a second; any more is a flood, refused after the
        // same pause.
        const mayWait = queued < limits.perUser && withinRate(userId);
        const placed = mayWait ? await turn(userId) : await pause(waitMs);
        if (!placed) throw new TooManyRequests(SEARCH_MESSAGES.tooMany, 1);
      } else {
        if (all >= limits.total) {
          throw new AppError(503, SEARCH_MESSAGES.busy, undefined, { 'retry-after': '1' });
        }
        running.set(userId, (running.get(userId) ?? 0) + 1);
        all++;
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
