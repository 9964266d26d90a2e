// The TCS register's plain values (no zod): the web's constants entry loads them.
import type { UrlRule } from './common/url-rules.ts';
import { financialYear } from './tax-values.ts';

/**
 * A quarter of the Indian financial year, as the TCS return (Form 27EQ) is filed:
 * '2026-27-Q3' is October to December 2026 (Q1 April–June … Q4 January–March).
 */
export const FY_QUARTER = /^(\d{4})-(\d{2})-Q([1-4])$/;

/** The first and last day of a financial-year quarter ('2026-27-Q4' → 2027-01-01 … 2027-03-31). */
export function quarterDays(quarter: string) {
  const m = FY_QUARTER.exec(quarter);
  if (!m) return null;
  const start = Number(m[1]);
  if ((start + 1) % 100 !== Number(m[2])) return null;
  const q = Number(m[3]);
  const month = q === 4 ? 1 : q * 3 + 1; // Q1 April, Q2 July, Q3 October, Q4 January
  const year = q === 4 ? start + 1 : start;
  const last = new Date(Date.UTC(year, month - 1 + 3, 0)).getUTCDate();
  const mm = (n: number) => String(n).padStart(2, '0');
  return {
    from: `${year}-${mm(month)}-01`,
    to: `${year}-${mm(month + 2)}-${mm(last)}`,
  };
}

/** The quarter a day falls in ('2026-11-30' → '2026-27-Q3'). */
export function quarterOf(day: string) {
  const month = Number(day.slice(5, 7));
  const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${financialYear(day)}-Q${q}`;
}

export const TCS_MESSAGES = {
  badQuarter: 'Choose a quarter of the financial year, as 2026-27-Q3 (October to December 2026).',
} as const;

/** `?quarter=` in a page's URL: a quarter as the register's query takes it, or blank. */
export const quarterRule: UrlRule = {
  safeParse: (v) =>
    typeof v === 'string' && (v.trim() === '' || quarterDays(v.trim()) !== null)
      ? { success: true, data: v.trim() }
      : { success: false, error: { issues: [{ message: TCS_MESSAGES.badQuarter }] } },
};
