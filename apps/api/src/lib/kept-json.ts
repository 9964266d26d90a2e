import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

/** Below this the compress plugin leaves answers as they are (app.ts): so do kept ones. */
const COMPRESS_FROM = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encoders = {
  br: (s: string) => brotli(s, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (s: string) => gzip(s, { level: 6 }),
};
type Encoding = keyof typeof encoders;

/** The client's preferred encoding of ours (br, then gzip, as app.ts registers them). */
function encodingFor(req: FastifyRequest): Encoding | null {
  if (req.headers['x-no-compression'] !== undefined) return null; // as the plugin honours it
  const accepted = new Set(
    String(req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** A kept answer: its JSON, and each compressed form once a client has asked for it. */
interface Kept {
  json: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * A read's whole answer, serialized, kept until any table it reads is written (decision 008).
 * Each request first reads the version of those tables — the sum of their data_changes counts,
 * which every write moves in its own transaction — and is answered from memory only if an
 * answer was computed after the same version was read; otherwise the answer is computed and
 * kept. So a request never sees data older than what the database showed it, and a repeated
 * view costs one tiny statement instead of its queries, mapping, JSON and compression. Answers
 * depend only on the route, its parameters and query (never on who asks: routes check access
 * before). `megabytes` bounds the memory; 0 turns keeping off (every answer computed).
 */
export function keptJson(db: Db, megabytes: number): KeptJson {
  const version = db
    .select({ v: sql<string>`coalesce(sum(${dataChanges.changes}), 0)::text` })
    .from(dataChanges)
    .where(sql`${dataChanges.name} = any(${sql.placeholder('names')}::text[])`)
    .prepare('data_version');
  // The JSON's bytes, and a third more for its compressed forms (they are far smaller).
  const cache = versionedCache<Kept>(10_000, {
    weight: megabytes * 2 ** 20,
    weigh: (k) => Math.ceil(Buffer.byteLength(k.json) * 1.3),
  });
  const json = (reply: FastifyReply, body: string | Buffer) =>
    reply.type('application/json; charset=utf-8').send(body);
  return async (req, reply, reads, compute, extraKey = '') => {
    if (megabytes === 0) return json(reply, JSON.stringify(await compute()));
    const [row] = await version.execute({ names: reads });
    const key = JSON.stringify([req.routeOptions.url, req.params, req.query, extraKey]);
    const kept = await cache(key, row!.v, async () => ({
      json: JSON.stringify(await compute()),
      encoded: {},
    }));
    if (kept.json.length < COMPRESS_FROM) return json(reply, kept.json);
    reply.header('vary', 'accept-encoding');
    const encoding = encodingFor(req);
    if (!encoding) return json(reply, kept.json);
    // Compressed once per kept answer, not once per request; the compress plugin sees the
    // Content-Encoding and leaves it alone. A failure is not kept.
    const body = await (kept.encoded[encoding] ??= encoders[encoding](kept.json).catch((e) => {
      delete kept.encoded[encoding];
      throw e;
    }));
    return json(reply.header('content-encoding', encoding), body);
  };
}
