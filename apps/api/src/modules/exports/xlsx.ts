import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './cells.ts';
import { cellOf, FORMULA_LEAD, valueAt } from './cells.ts';
import { eventLoopShare } from './event-loop-share.ts';

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is read, so
 * the sheet is never held whole. Money and counts are numbers (money shown with two decimals),
 * days and instants real dates, text a string cell. Rows are only added while the output has room: when the
 * socket is slow the loop waits, and with it the database cursor.
 */
const FORMATS: Partial<Record<ExportColumn['kind'], string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS' (agency wall clock) as the Date exceljs stores. */
const asDate = (s: string) =>
  new Date(`${s.replace(' ', 'T')}${s.length > 10 ? '' : 'T00:00:00'}Z`);

function xlsxValue(v: unknown, column: ExportColumn, timeZone: string) {
  const cell = cellOf(v, column.kind, timeZone);
  if (cell.value === null) return null;
  if (cell.kind === 'money' || cell.kind === 'number') return Number(cell.value);
  if (cell.kind === 'date' || cell.kind === 'datetime') return asDate(String(cell.value));
  return cell.value;
}

/**
 * Text is a string cell, which a spreadsheet shows and never runs, so `+971 50 123 4567` is
 * written as typed (an apostrophe in front, as the CSV needs, would show in the cell). A value
 * that would read as a formula if typed also gets the Text format ('@'), so that editing the
 * cell and pressing Enter keeps it text.
 */
const TEXT_FORMAT = '@';
const typedAsText = (v: unknown) => typeof v === 'string' && FORMULA_LEAD.test(v);

/**
 * exceljs's sheet buffer (its StreamBuf) writes into the zip's deflate stream without heeding
 * backpressure, so a fast cursor once filled 800 MB of memory ahead of a slower deflate. The
 * loop therefore waits for every stream between it and the socket: the deflate stream the sheet
 * is piped into (exceljs 4's `pipes`, internal: checked again when exceljs is upgraded) and
 * the output.
 */
interface SheetBuffer {
  pipes?: NodeJS.WritableStream[];
}
/**
 * The zip's entry stream is readable-stream 2's PassThrough (archiver-utils), which has no
 * `writableNeedDrain`: its own writable state says whether it is past its mark.
 */
const waiting = (s: NodeJS.WritableStream) => {
  const w = (s as unknown as { _writableState?: { needDrain?: boolean; destroyed?: boolean } })
    ._writableState;
  return Boolean(w?.needDrain) && !w?.destroyed;
};

/** Wait until the deflate stream and the reader have taken what is buffered, or have gone away. */
async function room(out: PassThrough, sheet: SheetBuffer) {
  for (const pipe of sheet.pipes ?? []) {
    while (!out.destroyed && waiting(pipe)) await drainOrClose(pipe, out);
  }
  while (!out.destroyed && out.writableNeedDrain) await drainOrClose(out, out);
}

/** The first of `stream`'s drain and `out`'s close; the other's listener is removed. */
async function drainOrClose(stream: NodeJS.EventEmitter, out: PassThrough) {
  const ac = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: ac.signal }),
      once(out, 'close', { signal: ac.signal }),
    ]);
  } finally {
    ac.abort();
  }
}

/**
 * Start writing a workbook of `rows` into the returned stream. `done` settles when the file is
 * complete, or with the error that cut it short (the stream is then destroyed).
 */
export function xlsxStream(
  sheetName: string,
  columns: ExportColumn[],
  rows: AsyncIterable<unknown> | Iterable<unknown>,
  timeZone: string,
) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const done = (async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
      zip: { zlib: { level: 1 } },
    });
    const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: Math.min(40, Math.max(10, c.header.length + 2)),
      style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    let n = 0;
    const share = eventLoopShare();
    for await (const row of rows) {
      if (out.destroyed) return; // the client went away: stop reading
      const values = columns.map((c) => xlsxValue(valueAt(row, c.path), c, timeZone));
      const added = sheet.addRow(values);
      values.forEach((v, i) => {
        if (typedAsText(v)) added.getCell(i + 1).numFmt = TEXT_FORMAT;
      });
      added.commit();
      if (++n % 100 === 0) await room(out, (sheet as unknown as { stream: SheetBuffer }).stream);
      if (share.due()) await share.pause();
    }
    sheet.commit();
    await book.commit();
  })().catch((e: unknown) => {
    out.destroy(e instanceof Error ? e : new Error(String(e)));
    throw e;
  });
  return { stream: out, done };
}
