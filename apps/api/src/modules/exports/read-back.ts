import ExcelJS from 'exceljs';

/**
 * Reading an export back, for the tests: a small RFC 4180 reader written apart from
 * the writer, and exceljs for XLSX (the same library a user's spreadsheet check would use).
 */
export function parseCsv(text: string): string[][] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The CSV as objects keyed by its header row. */
export function csvRecords(text: string) {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

export type XlsxValue = string | number | boolean | Date | null;

/** The first sheet's rows as objects keyed by the header row, with exceljs's cell values. */
export async function xlsxRecords(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header: string[] = [];
  sheet.getRow(1).eachCell((c, i) => (header[i] = c.text));
  const out: { values: Record<string, XlsxValue>; formats: Record<string, string> }[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values: Record<string, XlsxValue> = {};
    const formats: Record<string, string> = {};
    header.forEach((h, i) => {
      const cell = row.getCell(i);
      values[h] = (cell.value as XlsxValue) ?? null;
      formats[h] = cell.numFmt ?? '';
    });
    out.push({ values, formats });
  });
  return out;
}
