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
} as const;

/** query_canceled: the statement ran past statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Counts the searches running per user and in all, and turns away one past either limit
 * before it takes a database connection: 429 for the user's own (Retry-After), 503 for the
 * process's. Limits are per process (each of WORKERS keeps its own count).
 */
export function createSearchGate(limits: { perUser: number; total: number }) {
  const running = new Map<number, number>();
  let all = 0;
  return {
    async run<T>(userId: number, search: () => Promise<T>): Promise<T> {
      const mine = running.get(userId) ?? 0;
      if (mine >= limits.perUser) throw new TooManyRequests(SEARCH_MESSAGES.tooMany, 1);
      if (all >= limits.total) {
        throw new AppError(503, SEARCH_MESSAGES.busy, undefined, { 'retry-after': '1' });
      }
      running.set(userId, mine + 1);
      all++;
      try {
        return await search();
      } finally {
        all--;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
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
