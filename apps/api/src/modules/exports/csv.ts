import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import type { ExportColumn } from './cells.ts';
import { csvCellOf, valueAt } from './cells.ts';
import { eventLoopShare } from './event-loop-share.ts';

/**
 * CSV per RFC 4180: comma separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break (quotes doubled). UTF-8 with a byte-order mark, so Excel reads names
 * in any script. Chunks of about 64 KB go out, so the socket sets the cursor's pace.
 *
 * A field holding a semicolon or a tab is quoted too: a spreadsheet set to a `;` locale (or
 * reading tabs) splits the line there, and `x;=2+2` bare would start a cell with a formula
 * lead. Quoted, it stays one cell. sql-csv.ts quotes the same characters.
 */
const BOM = '\uFEFF';
const CHUNK = 64 * 1024;

const quote = (s: string) => (/[",;\t\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function csvLine(cells: (string | number | boolean | null)[]) {
  return cells.map((c) => (c === null ? '' : quote(String(c)))).join(',') + '\r\n';
}

export async function* csvBody(
  columns: ExportColumn[],
  rows: AsyncIterable<unknown> | Iterable<unknown>,
  timeZone: string,
): AsyncGenerator<string> {
  let chunk = BOM + csvLine(columns.map((c) => c.header));
  const share = eventLoopShare();
  for await (const row of rows) {
    chunk += csvLine(columns.map((c) => csvCellOf(valueAt(row, c.path), c.kind, timeZone)));
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
    }
    if (share.due()) await share.pause();
  }
  if (chunk) yield chunk;
}

/** COPY's binary header: its signature, then flags and a header extension's length (int32). */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The same file from lines PostgreSQL wrote (sql-csv.ts), read from `COPY ... (FORMAT binary)`
 * of that one column (stream-rows.ts's copyBinary): each tuple is a field count (int16, -1 ends
 * the data), the line's length (int32) and its UTF-8 bytes. Out go the header and each line
 * with CRLF, byte for byte as written, a socket chunk at a time; `rows` counts the lines.
 * The chunks written in become its own: the lines are moved within them.
 */
export class CsvFromCopy extends Transform {
  rows = 0;
  private pending: Buffer | null = null;
  private started = false;
  private finished = false;
  constructor(private readonly columns: ExportColumn[]) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    let buf = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let pos = 0;
    if (!this.started) {
      if (buf.length < SIGNATURE.length + 8) return this.keep(buf, 0, done);
      if (!buf.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
        return done(new Error('Not a COPY binary stream'));
      }
      pos = SIGNATURE.length + 8 + buf.readInt32BE(SIGNATURE.length + 4);
      if (buf.length < pos) return this.keep(buf, 0, done);
      this.started = true;
      this.push(BOM + csvLine(this.columns.map((c) => c.header)));
      buf = buf.subarray(pos);
      pos = 0;
    }
    // In place: each line moves back over the 6 header bytes of its tuple (and of the ones
    // before it), and CRLF takes 2 of them, so writing never passes reading. No new Buffer a
    // chunk: at 254 MB, allocating the output twice over cost more garbage collection than
    // the copying.
    let at = pos;
    const start = pos;
    while (!this.finished && pos + 2 <= buf.length) {
      const fields = buf.readInt16BE(pos);
      if (fields === -1) {
        this.finished = true;
        pos += 2;
        break;
      }
      if (fields !== 1) return done(new Error(`A COPY row of ${fields} fields, not 1`));
      if (pos + 6 > buf.length) break;
      const length = Math.max(0, buf.readInt32BE(pos + 2)); // -1: null, an empty line
      if (pos + 6 + length > buf.length) break;
      buf.copyWithin(at, pos + 6, pos + 6 + length);
      at += length;
      buf[at++] = 13;
      buf[at++] = 10;
      pos += 6 + length;
      this.rows++;
    }
    // What is left of a cut tuple is kept (copied) before the chunk's start is handed on.
    const rest = pos < buf.length ? Buffer.from(buf.subarray(pos)) : null;
    if (at > start) this.push(buf.subarray(start, at));
    this.pending = rest;
    done();
  }
  /** What a tuple cut by the chunk's end left, for the next chunk. */
  private keep(buf: Buffer, from: number, done: TransformCallback) {
    if (from < buf.length) this.pending = Buffer.from(buf.subarray(from));
    done();
  }
  override _flush(done: TransformCallback) {
    if (!this.finished) return done(new Error('The COPY stream ended before its last row'));
    done();
  }
}
