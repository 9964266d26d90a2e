/**
 * One cell model for both formats: a column is a path into the list's record
 * (`agent.name`), and its kind says how the value is written. Money and counts are numbers,
 * days and instants are dates; text that a spreadsheet would run as a formula is neutralised.
 */
import { FIGURE_LABELS, REPORT_FIGURE_LABELS } from '@app/contract';

export type CellKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';

export interface ExportColumn {
  path: string[];
  header: string;
  kind: CellKind;
}

/** Money fields across the lists: exact decimals on the wire, numbers in the file. */
const MONEY =
  /(^|_)(amount|balance|payable|paid|profit|salary|budget|due|debit|credit|rate|sale|cost|commission|total_sale|income|expense|net)$/;
const DATE = /(^|_)date$|^date_of_|^plan_date$/;
const DATETIME = /(^|_)at$/;
const NUMBER = /(^|_)(id|count|adults|children|infants|rooms|files|days)$|^total_|^number_of_/;
const BOOLEAN = /^is_|^has_/;

export function kindOf(key: string): CellKind {
  if (key === 'record_id' || NUMBER.test(key)) return 'number';
  if (BOOLEAN.test(key)) return 'boolean';
  if (DATETIME.test(key)) return 'datetime';
  if (DATE.test(key)) return 'date';
  if (MONEY.test(key)) return 'money';
  return 'text';
}

const words = (s: string) => s.replace(/_/g, ' ');
/** A money figure's one name (the contract's labels): the screens' cards and columns say the same. */
const FIGURES: Record<string, string> = { ...FIGURE_LABELS, ...REPORT_FIGURE_LABELS };
/** `agent.name` -> "Agent name", `profit_amount` -> "Gross Profit" (a figure's label). */
export const headerOf = (path: string) => {
  if (Object.hasOwn(FIGURES, path)) return FIGURES[path]!;
  const text = path
    .split('.')
    .filter((p, i, all) => !(i > 0 && p === 'user' && all.length > 2))
    .map(words)
    .join(' ');
  // Codes keep their capitals: "GSTIN", "PAN number", "Bank IFSC".
  const spelt = text.replace(/\b(gstin|gst|pan|ifsc)\b/g, (w) => w.toUpperCase());
  return spelt.charAt(0).toUpperCase() + spelt.slice(1);
};

/** Columns from paths; a kind given after a colon (`amount:money`) wins over the name. */
export const columnsOf = (paths: readonly string[]): ExportColumn[] =>
  paths.map((p) => {
    const [path, kind] = p.split(':') as [string, CellKind | undefined];
    const leaf = path.split('.').at(-1)!;
    return { path: path.split('.'), header: headerOf(path), kind: kind ?? kindOf(leaf) };
  });

export function valueAt(row: unknown, path: string[]): unknown {
  let v = row;
  for (const key of path) {
    if (v === null || v === undefined) return null;
    v = (v as Record<string, unknown>)[key];
  }
  return v ?? null;
}

/** What a spreadsheet reads as the start of a formula (OWASP CSV injection). */
export const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * A CSV cell a spreadsheet would read as a formula gets a leading apostrophe: shown as typed,
 * never run. (An XLSX cell is typed as text instead: xlsx.ts.)
 */
export const neutralise = (s: string) => (FORMULA_LEAD.test(s) ? `'${s}` : s);

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A value as text: lists joined, an audit change as "Field: before → after". */
export function textOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(textOf).join('; ');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('label' in o && 'before' in o) {
      return `${textOf(o.label)}: ${textOf(o.before) || '—'} → ${textOf(o.after) || '—'}`;
    }
    return textOf(o.name ?? o.reference ?? JSON.stringify(o));
  }
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One formatter per time zone: building one costs more than formatting a thousand cells. */
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string) => {
  let f = clocks.get(timeZone);
  if (!f) {
    // sv-SE writes 'YYYY-MM-DD HH:MM:SS', the form spreadsheets read as a date and time.
    f = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });
    clocks.set(timeZone, f);
  }
  return f;
};

/** An instant as the agency's wall clock, 'YYYY-MM-DD HH:MM:SS'. */
export const localParts = (at: Date | string, timeZone: string) =>
  clockOf(timeZone).format(typeof at === 'string' ? new Date(at) : at);

/**
 * A cell's value by its column's kind: a number for money and counts (a real negative stays a
 * number), a 'YYYY-MM-DD' day, an instant as the agency's wall clock, else text as it is.
 * Anything that does not read as its kind is written as text. Each format keeps text from
 * running as a formula its own way: csvCellOf neutralises it, xlsx.ts types the cell as text.
 */
export function cellOf(
  v: unknown,
  kind: CellKind,
  timeZone: string,
): { kind: CellKind; value: string | number | boolean | null } {
  if (v === null || v === undefined || v === '') return { kind: 'text', value: null };
  if (typeof v === 'number' && (kind === 'number' || kind === 'money')) return { kind, value: v };
  if (typeof v === 'boolean' && kind === 'boolean') return { kind, value: v };
  if (v instanceof Date && kind === 'datetime') return { kind, value: localParts(v, timeZone) };
  const s = typeof v === 'string' ? v : null;
  if (s !== null && (kind === 'number' || kind === 'money') && NUMERIC.test(s))
    return { kind, value: s };
  if (s !== null && kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(s)) return { kind, value: s };
  if (s !== null && kind === 'datetime' && !Number.isNaN(Date.parse(s)))
    return { kind, value: localParts(s, timeZone) };
  return { kind: 'text', value: textOf(v) };
}

/** A cell's value as the CSV writes it: formula-looking text neutralised. */
export function csvCellOf(v: unknown, kind: CellKind, timeZone: string) {
  const cell = cellOf(v, kind, timeZone);
  return cell.kind === 'text' && typeof cell.value === 'string'
    ? neutralise(cell.value)
    : cell.value;
}
