import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import type { ExportColumn } from './cells.ts';
import { cellOf, valueAt } from './cells.ts';

/**
 * CSV per RFC 4180: comma separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break (quotes doubled). UTF-8 with a byte-order mark, so Excel reads names
 * in any script. Chunks of about 64 KB go out, so the socket sets the cursor's pace.
 */
const BOM = '\uFEFF';
const CHUNK = 64 * 1024;

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function csvLine(cells: (string | number | boolean | null)[]) {
  return cells.map((c) => (c === null ? '' : quote(String(c)))).join(',') + '\r\n';
}

export async function* csvBody(
  columns: ExportColumn[],
  rows: AsyncIterable<unknown> | Iterable<unknown>,
  timeZone: string,
): AsyncGenerator<string> {
  let chunk = BOM + csvLine(columns.map((c) => c.header));
  for await (const row of rows) {
    chunk += csvLine(columns.map((c) => cellOf(valueAt(row, c.path), c.kind, timeZone).value));
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The same file from lines PostgreSQL wrote (sql-csv.ts): rows `[line]` in, the header and
 * then each line out, in chunks of about 64 KB. `rows` counts what went through.
 */
export class CsvFromLines extends Transform {
  rows = 0;
  private chunk: string;
  constructor(columns: ExportColumn[]) {
    super({ writableObjectMode: true, writableHighWaterMark: 2000 });
    this.chunk = BOM + csvLine(columns.map((c) => c.header));
  }
  override _transform(row: [string], _enc: BufferEncoding, done: TransformCallback) {
    this.rows++;
    this.chunk += row[0] + '\r\n';
    if (this.chunk.length >= CHUNK) {
      const out = this.chunk;
      this.chunk = '';
      done(null, out);
    } else done();
  }
  override _flush(done: TransformCallback) {
    done(null, this.chunk || undefined);
  }
}
