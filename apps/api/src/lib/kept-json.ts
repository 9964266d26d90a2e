import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { dataChanges } from '../db/schema/index.ts';
import { versionedCache } from './versioned-cache.ts';

/** The tables whose writes data_changes counts (migration 0017): what a kept answer may read. */
export const COUNTED_TABLES = [
  'accounts',
  'agents',
  'bookings',
  'day_plans',
  'enquiries',
  'transaction_categories',
  'transactions',
  'users',
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

export type KeptJson = (
  req: FastifyRequest,
  reply: FastifyReply,
  reads: readonly CountedTable[],
  compute: () => Promise<unknown>,
  extraKey?: string,
) => Promise<FastifyReply>;

/**
 * A read's whole answer, serialized, kept until any table it reads is written (decision 008).
 * Each request first reads the version of those tables — the sum of their data_changes counts,
 * which every write moves in its own transaction — and is answered from memory only if an
 * answer was computed after the same version was read; otherwise the answer is computed and
 * kept. So a request never sees data older than what the database showed it, and a repeated
 * view costs one tiny statement instead of its queries, mapping and JSON. Answers depend only
 * on the route, its parameters and query (never on who asks: routes check access before).
 * `megabytes` bounds the memory; 0 turns keeping off (every answer computed).
 */
export function keptJson(db: Db, megabytes: number): KeptJson {
  const version = db
    .select({ v: sql<string>`coalesce(sum(${dataChanges.changes}), 0)::text` })
    .from(dataChanges)
    .where(sql`${dataChanges.name} = any(${sql.placeholder('names')}::text[])`)
    .prepare('data_version');
  // V8 keeps ASCII text one byte per character: the length is the weight.
  const cache = versionedCache<string>(10_000, {
    weight: megabytes * 2 ** 20,
    weigh: (s) => s.length,
  });
  const serialize = async (compute: () => Promise<unknown>) => JSON.stringify(await compute());
  return async (req, reply, reads, compute, extraKey = '') => {
    let json: string;
    if (megabytes === 0) json = await serialize(compute);
    else {
      const [row] = await version.execute({ names: reads });
      const key = JSON.stringify([req.routeOptions.url, req.params, req.query, extraKey]);
      json = await cache(key, row!.v, () => serialize(compute));
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
