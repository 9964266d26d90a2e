import { Column, getTableColumns, is, SQL, Table } from 'drizzle-orm';
import type pg from 'pg';
import { PassThrough, pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';
import type { ExportLease } from './export-gate.ts';

/**
 * Rows straight from a database cursor, a batch at a time, so an export of a million
 * files holds one batch in memory. The consumer sets the pace: a batch is fetched only when the
 * previous one has been taken, and stopping early (the client went away) closes the cursor
 * and hands the connection back. Each reads on its export's lease (export-gate.ts): the
 * connection it was given, not one taken from the app's pool.
 */
const BATCH = 2000;

interface Decoder {
  mapFromDriverValue(v: unknown): unknown;
}
interface Field {
  path: string[];
  decoder: Decoder | undefined;
}

/**
 * A drizzle selection's columns in the order drizzle writes them into the SELECT, each with
 * the decoder drizzle's own result mapping would apply (a timestamp column gives a Date).
 */
function fieldsOf(selection: Record<string, unknown>, prefix: string[] = []): Field[] {
  return Object.entries(selection).flatMap(([name, f]): Field[] => {
    const path = [...prefix, name];
    if (is(f, Column)) return [{ path, decoder: f }];
    if (is(f, SQL)) return [{ path, decoder: (f as unknown as { decoder?: Decoder }).decoder }];
    if (is(f, SQL.Aliased)) {
      return [{ path, decoder: (f.sql as unknown as { decoder?: Decoder }).decoder }];
    }
    if (is(f, Table)) return fieldsOf(getTableColumns(f), path);
    return fieldsOf(f as Record<string, unknown>, path);
  });
}

/** The same raw values drizzle's node-postgres driver reads (its decoders expect these). */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const drizzleTypes = (types: typeof pg.types) => ({
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? (v: unknown) => v : (types.getTypeParser(oid, format) as unknown),
});

/** What a drizzle select builder exposes publicly: its SQL and its selection. */
export interface Selectable {
  toSQL(): { sql: string; params: unknown[] };
  _: { selectedFields: unknown };
}

async function* cursor(
  lease: ExportLease,
  text: string,
  params: unknown[],
  config: QueryStream.Config,
): AsyncGenerator<unknown> {
  lease.claim();
  const stream = lease.client.query(new QueryStream(text, params, { batchSize: BATCH, ...config }));
  let failed: Error | undefined;
  try {
    for await (const row of stream) yield row;
  } catch (e) {
    failed = e instanceof Error ? e : new Error(String(e));
    throw e;
  } finally {
    // Closing the portal before the connection goes back, so the next user finds it idle.
    if (!stream.destroyed) {
      await new Promise<void>((done) => {
        stream.once('close', done);
        stream.destroy();
      });
    }
    await lease.end(failed);
  }
}

/** A drizzle select's rows, shaped as drizzle returns them (nested objects, Dates). */
export async function* streamSelect<R>(
  lease: ExportLease,
  types: typeof pg.types,
  query: Selectable,
): AsyncGenerator<R> {
  const fields = fieldsOf(query._.selectedFields as Record<string, unknown>);
  const { sql, params } = query.toSQL();
  const rows = cursor(lease, sql, params, { rowMode: 'array', types: drizzleTypes(types) });
  for await (const raw of rows) {
    const values = raw as unknown[];
    const row: Record<string, unknown> = {};
    fields.forEach(({ path, decoder }, i) => {
      let node = row;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const v = values[i];
      node[path.at(-1)!] = v === null || !decoder ? v : decoder.mapFromDriverValue(v);
    });
    yield row as R;
  }
}

/** Rows of a plain SQL text, as objects keyed by column name (the pool's own type parsing). */
export async function* streamQuery<R>(
  lease: ExportLease,
  text: string,
  params: unknown[],
): AsyncGenerator<R> {
  for await (const row of cursor(lease, text, params, {})) yield row as R;
}

/**
 * A statement's text with its parameters written in as quoted literals (COPY takes none). A
 * literal without a type is resolved from its context as an untyped parameter is, and
 * `escapeLiteral` (the connection's) quotes quotes and backslashes. `$n` is replaced only
 * outside quoted strings and identifiers, which is where drizzle writes its placeholders.
 */
export function inlineParams(text: string, params: unknown[], escape: (s: string) => string) {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n?: string) => {
    if (n === undefined) return match;
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'string') return escape(v);
    if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') {
      return escape(String(v));
    }
    throw new Error(`A COPY parameter of type ${typeof v} cannot be written as a literal`);
  });
}

/**
 * A select of one text column, sent by PostgreSQL as `COPY (...) TO STDOUT (FORMAT binary)`:
 * the raw stream (csv.ts's CsvFromCopy reads its rows). No cursor round trip every batch and
 * no row objects: at a million rows pg's row parsing cost more than the rows themselves. The
 * socket paces the database. Closed early (the client went away), the connection is discarded
 * (a COPY cannot be stopped halfway), and its server process ends with it. The stream ends
 * only once the lease has: the user's next export finds their lock free.
 */
export function copyBinary(lease: ExportLease, query: Selectable): Readable {
  lease.claim();
  const { client } = lease;
  try {
    const { sql, params } = query.toSQL();
    const text = inlineParams(sql, params, (v) => client.escapeLiteral(v));
    const stream = client.query(copyTo(`copy (${text}) to stdout (format binary)`));
    const out = new PassThrough({
      flush: (done) => void lease.end().then(() => done(), done),
    });
    pipeline(stream, out, (e) => {
      if (e) void lease.end(e instanceof Error ? e : new Error(String(e)));
    });
    return out;
  } catch (e) {
    void lease.end(e instanceof Error ? e : new Error(String(e)));
    throw e;
  }
}
