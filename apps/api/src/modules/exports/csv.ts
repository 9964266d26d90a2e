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

/** The same file from lines PostgreSQL wrote (sql-csv.ts): the header, then each line. */
export async function* csvFromLines(
  columns: ExportColumn[],
  lines: AsyncIterable<string>,
): AsyncGenerator<string> {
  let chunk = BOM + csvLine(columns.map((c) => c.header));
  for await (const line of lines) {
    chunk += line + '\r\n';
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
