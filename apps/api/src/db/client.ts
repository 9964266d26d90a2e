import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { retrying } from './retry.ts';
import * as schema from './schema/index.ts';

// NUMERIC stays a string (exact money); DATE stays 'YYYY-MM-DD' (no time-zone shift).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface DbOptions {
  /**
   * false: send every query unnamed, for a pooler in transaction mode that does not follow
   * named prepared statements from one server connection to the next (PgBouncer before 1.21,
   * as Debian 12 ships it). PostgreSQL then plans such a query on every run. Default true.
   */
  namedStatements?: boolean;
  /**
   * How long a query may wait for a connection (pg's connectionTimeoutMillis: the wait in the
   * pool's queue, or opening a new connection). Past it the request answers 503 rather than
   * hanging while something else holds every connection. Default 10 s.
   */
  acquireTimeoutMs?: number;
}

/** A connection waited for in vain: the pool's queue or the server's connect timed out. */
const POOL_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** Whether an error (or one it wraps, as drizzle does) is a pool acquire timeout. */
export function isPoolTimeout(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur instanceof Error; i++) {
    if (POOL_TIMEOUTS.has(cur.message)) return true;
    cur = cur.cause;
  }
  return false;
}

/**
 * A pg client that sends a query's name nowhere: a named statement is parsed once per server
 * connection, which a transaction-mode pooler changes under the client between transactions.
 */
class UnnamedClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config) {
      args[0] = { ...config, name: undefined };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * The app's pool. Nothing about a connection is set at start-up or kept in its session (the
 * write counts of migration 0027 key on the transaction), so it works the same straight to
 * PostgreSQL and through PgBouncer or Neon's pooler in transaction mode.
 */
export function createDb(
  url: string,
  max = 20,
  onError: (e: Error) => void = () => {},
  opts: DbOptions = {},
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: opts.acquireTimeoutMs ?? 10_000,
    ...(opts.namedStatements === false ? { Client: UnnamedClient } : {}),
  });
  // An idle client can lose its connection (server restart, network): report it rather than
  // let the unhandled 'error' event end the process. The pool replaces the client.
  pool.on('error', onError);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  // Every top-level transaction is retried on a serialization failure or deadlock (retry.ts).
  const transaction = db.transaction.bind(db);
  db.transaction = (fn, config) => retrying(() => transaction(fn, config));
  return { db, pool };
}

/**
 * A second, small pool on the same database with the same settings, for the long reads
 * (exports, modules/exports/export-gate.ts): however slowly their readers take the files, the
 * app's own pool stays free for every other request.
 */
export function sidePool(main: pg.Pool, max: number, onError: (e: Error) => void = () => {}) {
  const pool = new pg.Pool({ ...main.options, max });
  pool.on('error', onError);
  return pool;
}

export type Db = ReturnType<typeof createDb>['db'];
/** A database handle or an open transaction: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Whether a handle is an open transaction (one connection) rather than the pool. */
export const isTransaction = (db: DbOrTx): db is Tx => 'rollback' in db;
/** Run `fn` in the caller's transaction, or a new one: a write and its audit event commit together. */
export const inTransaction = <T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  isTransaction(db) ? fn(db) : db.transaction(fn);
