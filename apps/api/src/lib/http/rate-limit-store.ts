import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Result = { current: number; ttl: number };

/**
 * A @fastify/rate-limit store in PostgreSQL (table login_limits, keys `r:<key>`), so that an
 * allowance such as the voucher emails' 20 an hour is one allowance across every API process
 * (docs/decisions/023-state-in-postgresql.md); the plugin's own memory store counted per
 * process.
 *
 * The same windows as that store: the first request starts one (timeWindow), every request
 * counts, and the count starts again once the window is over. Each call is one upsert, so
 * concurrent requests on any process cannot both take the last slot. The row keeps the
 * window's start and one time a request up to max + 1 (enough to tell "exceeded"), and is
 * pruned with the login limits once its window is over (lib/sessions/login-limiter.ts).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: Result) => void,
      timeWindow: number,
      max: number,
    ) {
      count(db, key, timeWindow, max).then(
        (result) => callback(null, result),
        (e: Error) => callback(e),
      );
    }

    child() {
      return this;
    }
  };
}

async function count(db: Db, key: string, windowMs: number, max: number): Promise<Result> {
  const { rows } = await db.execute<{ current: number; ttl: string }>(sql`
    with t as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now)
    insert into login_limits as l (key, hits, window_ms, expires_ms)
    select ${`r:${key}`}::text, array[t.now], ${windowMs}::int, t.now + ${windowMs}::int from t
    on conflict (key) do update set
      hits = case
        when l.expires_ms <= excluded.expires_ms - excluded.window_ms
          then array[excluded.expires_ms - excluded.window_ms]
        when cardinality(l.hits) > ${max}::int then l.hits
        else l.hits || (excluded.expires_ms - excluded.window_ms)
      end,
      window_ms = excluded.window_ms,
      expires_ms = case
        when l.expires_ms <= excluded.expires_ms - excluded.window_ms then excluded.expires_ms
        else l.expires_ms
      end
    -- Concurrent requests read the clock before they queue on the row, so one that read it
    -- earlier may find a window begun by a later reading: its wait is never more than a window.
    returning cardinality(hits) as current,
      least(expires_ms - (select now from t), ${windowMs}::int) as ttl`);
  return { current: rows[0]!.current, ttl: Number(rows[0]!.ttl) };
}
