import { Column, getTableColumns, is, SQL, Table } from 'drizzle-orm';
import type pg from 'pg';
import type { Readable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';

/**
 * Rows straight from a database cursor (issue 19), a batch at a time, so an export of a million
 * files holds one batch in memory. The consumer sets the pace: a batch is fetched only when the
 * previous one has been taken, and stopping early (the client went away) closes the cursor
 * and hands the connection back.
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
  pool: pg.Pool,
  text: string,
  params: unknown[],
  config: QueryStream.Config,
): AsyncGenerator<unknown> {
  const client = await pool.connect();
  const stream = client.query(new QueryStream(text, params, { batchSize: BATCH, ...config }));
  let failed = false;
  try {
    for await (const row of stream) yield row;
  } catch (e) {
    failed = true;
    throw e;
  } finally {
    // Closing the portal before the connection goes back, so the next user finds it idle.
    if (!stream.destroyed) {
      await new Promise<void>((done) => {
        stream.once('close', done);
        stream.destroy();
      });
    }
    client.release(failed);
  }
}

/** A drizzle select's rows, shaped as drizzle returns them (nested objects, Dates). */
export async function* streamSelect<R>(
  pool: pg.Pool,
  types: typeof pg.types,
  query: Selectable,
): AsyncGenerator<R> {
  const fields = fieldsOf(query._.selectedFields as Record<string, unknown>);
  const { sql, params } = query.toSQL();
  const rows = cursor(pool, sql, params, { rowMode: 'array', types: drizzleTypes(types) });
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
  pool: pg.Pool,
  text: string,
  params: unknown[],
): AsyncGenerator<R> {
  for await (const row of cursor(pool, text, params, {})) yield row as R;
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
 * (a COPY cannot be stopped halfway), and its server process ends with it.
 */
export async function copyBinary(pool: pg.Pool, query: Selectable): Promise<Readable> {
  const client = await pool.connect();
  try {
    const { sql, params } = query.toSQL();
    const text = inlineParams(sql, params, (v) => client.escapeLiteral(v));
    const stream = client.query(copyTo(`copy (${text}) to stdout (format binary)`));
    let released = false;
    const release = (discard?: Error) => {
      if (released) return;
      released = true;
      client.release(discard);
    };
    stream.once('end', () => release());
    stream.once('error', (e) => release(e));
    stream.once('close', () => release(stream.readableEnded ? undefined : new Error('closed')));
    return stream;
  } catch (e) {
    client.release(e instanceof Error ? e : true);
    throw e;
  }
}
