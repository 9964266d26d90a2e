import type pg from 'pg';
import { EXPORT_SERVER } from '@app/contract';
import { TooManyRequests } from '../../lib/http/app-error.ts';

/**
 * An export reads from the database for as long as its reader takes the file, so a few slow
 * readers once held every connection of the app's pool and every other request waited
 * (decision 030). Each export therefore runs on a lease from this gate:
 * - its own connection, from a small pool beside the app's (db/client.ts sidePool), and at most
 *   that many exports at once in this process: the next one answers 429 at once rather than
 *   queue for a connection. Counted in the process, because what it protects, the process's
 *   connections, is the process's own (as the PDF pool and body budget are, decision 023).
 * - one export at a time per user, across every process on the database: a transaction-level
 *   advisory lock on the user's id, taken on the export's own connection. It goes with the
 *   transaction (a pooler in transaction mode keeps the connection for it), and with the
 *   connection if the process dies. A second export of the user in the same process is
 *   refused before it takes a connection.
 */

/** The first key of the user's lock (two-key advisory locks: no one else uses them). */
const USER_LOCK = 0x45585054;
/** What a refused export is told to wait (Retry-After): a minute's export is a large one. */
const RETRY_AFTER_SECONDS = 30;

export interface ExportLease {
  /** The connection, inside a transaction that holds the user's lock. */
  readonly client: pg.PoolClient;
  /** True once a stream reads on the connection: that stream then ends the lease. */
  readonly claimed: boolean;
  claim(): void;
  /**
   * Give the connection back: the transaction rolled back (nothing was written), or with an
   * error the connection is discarded (a COPY cut short cannot be reused). Once; later calls
   * return the same promise.
   */
  end(discard?: Error): Promise<void>;
}

export class ExportGate {
  private running = 0;
  /** Users with an export running in this process: refused here without a database trip. */
  private readonly users = new Set<number>();

  constructor(
    private readonly pool: pg.Pool,
    /** Exports at once in this process: the pool's size. */
    readonly perProcess: number,
    /** An export whose reader takes nothing for this long is dropped (stall-watch.ts). */
    readonly stallMs: number,
  ) {}

  /** A lease for `userId`'s export, or a 429 past either limit. */
  async take(userId: number): Promise<ExportLease> {
    if (this.users.has(userId)) {
      throw new TooManyRequests(EXPORT_SERVER.runningForYou, RETRY_AFTER_SECONDS);
    }
    if (this.running >= this.perProcess) {
      throw new TooManyRequests(EXPORT_SERVER.tooManyRunning, RETRY_AFTER_SECONDS);
    }
    this.running++;
    this.users.add(userId);
    const finished = () => {
      this.running--;
      this.users.delete(userId);
    };
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      finished();
      throw e;
    }
    try {
      await client.query('begin');
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_xact_lock($1, $2) as ok',
        [USER_LOCK, userId],
      );
      if (!rows[0]?.ok) {
        // Running in another process.
        await client.query('rollback');
        client.release();
        finished();
        throw new TooManyRequests(EXPORT_SERVER.runningForYou, RETRY_AFTER_SECONDS);
      }
    } catch (e) {
      if (e instanceof TooManyRequests) throw e;
      client.release(e instanceof Error ? e : new Error(String(e)));
      finished();
      throw e;
    }
    return lease(client, finished);
  }

  close() {
    return this.pool.end();
  }
}

function lease(client: pg.PoolClient, finished: () => void): ExportLease {
  let claimed = false;
  let ended: Promise<void> | null = null;
  return {
    client,
    get claimed() {
      return claimed;
    },
    claim() {
      claimed = true;
    },
    end(discard?: Error) {
      ended ??= (async () => {
        let failure = discard;
        if (!failure) {
          await client.query('rollback').catch((e: unknown) => {
            failure = e instanceof Error ? e : new Error(String(e));
          });
        }
        client.release(failure);
        finished();
      })();
      return ended;
    },
  };
}
