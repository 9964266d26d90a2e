import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { dataChanges } from '../../db/schema/index.ts';
import { agencyDay, encodingFor, encoders, matchesEtag } from './kept-http.ts';
import type { Encoding } from './kept-http.ts';
import { sharedReads } from './kept-version.ts';
import { jsonOf } from './json-text.ts';
import { versionedCache } from './versioned-cache.ts';

/** The tables whose writes data_changes counts (migration 0017): what a kept answer may read. */
export const COUNTED_TABLES = [
  'accounts',
  'agent_credit_limits', // migration 0056
  'agents',
  'bookings',
  'day_plans',
  'enquiries',
  'journal_entries', // migration 0036
  'journal_lines', // migration 0036
  'suppliers', // migration 0051
  'transaction_categories',
  'transactions',
  'users',
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

/**
 * Tables no one writes but triggers on counted tables, in the same statement: reading one is
 * covered by the version of the tables named here (kept-reads.test.ts holds routes to it).
 */
export const KEPT_BY_TRIGGERS: Record<string, readonly CountedTable[]> = {
  booking_stats: ['bookings'], // migrations 0008, 0014, 0017
  ledger_month_totals: ['journal_lines'], // 0036: a trigger on each posted line
  ledger_day_totals: ['journal_lines'], // 0043: the same trigger
};

/**
 * Tables the app writes only in a transaction that also writes the table named, so reading one
 * is covered by that table's version: a file's lines are written with their file's row (the
 * booking's update), and moving a line's state touches the file's row too (service-state.ts).
 */
export const KEPT_WITH_WRITES: Record<string, readonly CountedTable[]> = {
  booking_accommodations: ['bookings'],
  booking_tours: ['bookings'],
  booking_flights: ['bookings'],
};

export interface KeptOptions {
  /**
   * Whose answer it is. 'user' (the default): kept and tagged per user, for any answer that may
   * read who asks. 'permissions': shared by everyone with the same role and permissions, for an
   * answer that reads nothing of the user but what those let them see.
   */
  per?: 'user' | 'permissions';
  /** What else the answer depends on, beside the route, parameters, query and agency's date. */
  key?: string;
}

export type KeptJson = (
  req: FastifyRequest,
  reply: FastifyReply,
  reads: readonly CountedTable[],
  compute: () => Promise<unknown>,
  options?: KeptOptions,
) => Promise<FastifyReply>;

/** Below this the compress plugin leaves answers as they are (app.ts): so do kept ones. */
const COMPRESS_FROM = 1024;
/** Uncompacted count rows a version read may meet before they are folded into row 0. */
const COMPACT_FROM = 64;
/**
 * Browsers and TanStack Query keep the answer but ask again every time (no-cache), sending its
 * ETag; shared caches keep nothing (private). Each session's answers are its own (Vary).
 */
const CACHE_CONTROL = 'private, no-cache';
const VARY = 'accept-encoding, authorization';

/** A kept answer: its JSON, and each compressed form once a client has asked for it. */
interface Kept {
  json: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const permissionSets = new WeakMap<object, string>();
/** Who the answer is for, as its key and ETag carry it. */
function scopeOf(req: FastifyRequest, per: KeptOptions['per']) {
  const user = req.user;
  if (!user) return 'public';
  if (per !== 'permissions') return `user:${user.id}`;
  let set = permissionSets.get(user);
  if (set === undefined) {
    set = `${user.role}:${[...user.permissions].sort().join(',')}`;
    permissionSets.set(user, set);
  }
  return set;
}

/**
 * A read's whole answer, serialized, kept until any table it reads is written (decisions 008,
 * 021). Each request first reads the version of those tables — the sum of their data_changes
 * counts, which every write moves in its own transaction. If the client holds the answer of
 * that version (If-None-Match), it gets 304 and no body. Otherwise it is answered from memory
 * if an answer was computed after the same version was read, or the answer is computed and
 * kept. So a request never sees data older than what the database showed it, and a repeated
 * view costs one small statement instead of its queries, JSON and compression.
 *
 * The key (and ETag) is the route, its parameters and query, the version, the agency's date
 * (so nothing kept outlives a midnight) and who asks (KeptOptions.per); the ETag also carries
 * this process's start, so an answer of older code is never confirmed. `megabytes` bounds the
 * memory; 0 turns keeping off (every answer computed, no ETag).
 */
export function keptJson(db: Db, megabytes: number): KeptJson {
  const json = (reply: FastifyReply, body: string | Buffer) =>
    reply.type('application/json; charset=utf-8').send(body);
  if (megabytes === 0) {
    return async (_req, reply, _reads, compute) => json(reply, jsonOf(await compute()));
  }
  const version = db
    .select({
      v: sql<string>`coalesce(sum(${dataChanges.changes}), 0)::text`,
      rows: sql<number>`count(*)::int`,
    })
    .from(dataChanges)
    .where(sql`${dataChanges.name} = any(${sql.placeholder('names')}::text[])`)
    .prepare('data_version');
  // Requests arriving together share one read (kept-version.ts): one that started after them.
  const versionOf = sharedReads(async (names: string) => {
    const [row] = await version.execute({ names: names.split(',') });
    return row!;
  });
  const compact = compacting(db);
  // The JSON's bytes, and a third more for its compressed forms (they are far smaller).
  const cache = versionedCache<Kept>(10_000, {
    weight: megabytes * 2 ** 20,
    weigh: (k) => Math.ceil(Buffer.byteLength(k.json) * 1.3),
  });
  const instance = randomBytes(6).toString('base64url');

  return async (req, reply, reads, compute, options = {}) => {
    const row = await versionOf(reads.join(','));
    if (row.rows > COMPACT_FROM) void compact(reads);
    const key = JSON.stringify([
      req.routeOptions.url,
      req.params,
      req.query,
      options.key ?? '',
      agencyDay(req.server.appTimezone),
      scopeOf(req, options.per),
    ]);
    const hash = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    const etag = `W/"${instance}.${row.v}.${hash}"`;
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('vary', VARY);
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();

    const kept = await cache(key, BigInt(row.v), async () => ({
      json: jsonOf(await compute()),
      encoded: {},
    }));
    if (kept.json.length < COMPRESS_FROM) return json(reply, kept.json);
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

/**
 * Folds the count rows of committed transactions into each table's row 0, in one statement:
 * every sum stays as it was, and version reads stay a handful of rows. One at a time per
 * process; a failure (two processes folding the same tables crosswise) only waits for the next.
 */
export function compacting(db: Db) {
  let running: Promise<unknown> | null = null;
  return (names: readonly string[]) => {
    running ??= compactDataChanges(db, names)
      .catch(() => {})
      .finally(() => (running = null));
    return running;
  };
}

export function compactDataChanges(db: Db, names: readonly string[]) {
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  return db.execute(sql`
    with moved as (
      delete from data_changes where name in (${list}) and txn <> 0 returning name, changes
    )
    insert into data_changes (name, txn, changes)
    select name, 0, sum(changes) from moved group by name order by name
    on conflict (name, txn) do update set changes = data_changes.changes + excluded.changes`);
}
