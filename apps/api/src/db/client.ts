import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { retrying } from './retry.ts';
import * as schema from './schema/index.ts';

// NUMERIC stays a string (exact money); DATE stays 'YYYY-MM-DD' (no time-zone shift).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createDb(url: string, max = 20, onError: (e: Error) => void = () => {}) {
  // Each pooled connection counts its writes in its own data_changes row (migration 0018), so
  // two writers on this pool never wait on each other's count, and cannot deadlock over it
  // by writing two tables in opposite orders. The slot is set at connection start-up (no extra
  // query) and reused once its connection has ended.
  const freeSlots: number[] = [];
  let nextSlot = 0;
  class SlottedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      const slot = freeSlots.pop() ?? nextSlot++;
      const options = [config.options, `-c app.data_slot=${slot}`].filter(Boolean).join(' ');
      super({ ...config, options });
      this.once('end', () => freeSlots.push(slot));
    }
  }
  const pool = new pg.Pool({ connectionString: url, max, Client: SlottedClient });
  // An idle client can lose its connection (server restart, network): report it rather than
  // let the unhandled 'error' event end the process. The pool replaces the client.
  pool.on('error', onError);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  // Every top-level transaction is retried on a serialization failure or deadlock (retry.ts).
  const transaction = db.transaction.bind(db);
  db.transaction = (fn, config) => retrying(() => transaction(fn, config));
  return { db, pool };
}

export type Db = ReturnType<typeof createDb>['db'];
/** A database handle or an open transaction: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Whether a handle is an open transaction (one connection) rather than the pool. */
export const isTransaction = (db: DbOrTx): db is Tx => 'rollback' in db;
