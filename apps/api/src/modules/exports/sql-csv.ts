import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ExportColumn } from './cells.ts';

/**
 * CSV lines written by PostgreSQL (≥ 50,000 rows a second,
 * docs/decisions/019-exports-and-reports.md). For the largest list the server's own formatting
 * (cells.ts and csv.ts, one row object and ~50 cells a row) cost several times what the database
 * spends reading the row; here each row arrives as one finished line and Node only joins them. Each
 * cell is written exactly as `csvLine(csvCellOf(…))` writes it, and exports.test.ts holds the two
 * to the same bytes on rows made to be awkward.
 */

/**
 * Formula-looking text gets a leading apostrophe; a comma, quote, line break, semicolon or tab,
 * quotes (csv.ts says why the last two).
 */
const textCell = (e: SQL) => sql`case when ${e} is null then ''
  when ${e} ~ '[",;\\t\\r\\n]' then '"' || (case when ${e} ~ '^[=+\\-@\\t\\r]' then '''' else '' end)
    || replace(${e}, '"', '""') || '"'
  when ${e} ~ '^[=+\\-@\\t\\r]' then '''' || ${e}
  else ${e} end`;

function cellSql(e: SQL, kind: ExportColumn['kind'], timeZone: string): SQL {
  switch (kind) {
    case 'number':
    case 'money':
      return sql`coalesce((${e})::text, '')`;
    case 'date':
      return sql`coalesce(to_char(${e}, 'YYYY-MM-DD'), '')`;
    case 'datetime':
      return sql`coalesce(to_char((${e}) at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS'), '')`;
    case 'boolean':
      return sql`case when ${e} is null then '' when ${e} then 'true' else 'false' end`;
    default:
      return textCell(sql`(${e})::text`);
  }
}

/**
 * One text column, `line`, holding a row's CSV line (without its line end). A column's SQL is
 * `fields[path]`, else the table's column of the same name (schema keys are the column names); a column with neither is a
 * programming error, thrown when the export is declared.
 */
export function csvLineSql(
  columns: ExportColumn[],
  table: PgTable,
  fields: Record<string, SQL>,
  timeZone: string,
): SQL<string> {
  const own = getTableColumns(table) as Record<string, Column>;
  const cells = columns.map((c) => {
    const path = c.path.join('.');
    const field = fields[path] ?? own[path];
    if (!field) throw new Error(`No SQL for the export column ${path}`);
    return cellSql(is(field, SQL) ? field : sql`${field}`, c.kind, timeZone);
  });
  return sql<string>`concat_ws(',', ${sql.join(cells, sql`, `)})`;
}
