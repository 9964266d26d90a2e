import { pgError } from '../lib/rows/pg-errors.ts';

/** serialization_failure and deadlock_detected: the database's own "try again". */
const RETRYABLE = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 5;

export const isRetryable = (e: unknown) => RETRYABLE.has(pgError(e)?.code ?? '');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run a whole database transaction again when PostgreSQL aborts it as a serialization
 * failure or a deadlock victim, with a short random back-off, so the user never sees it.
 * The callback must have no effects outside the database (files, mail) before it commits.
 */
export async function retrying<T>(run: () => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!isRetryable(e) || attempt >= attempts) throw e;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
