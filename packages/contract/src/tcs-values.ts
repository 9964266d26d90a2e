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
  /** The payment dialog of an overseas package's file. */
  onReceipt:
    'An overseas tour package: TCS at the rate in force is collected on top of this receipt, in rupees, and the receipt states it.',
  noPan:
    'The guest has no PAN on this file: TCS is collected at the higher rate (s.206CC). Add the PAN to the booking first if the guest has one.',
} as const;

/** `?quarter=` in a page's URL: a quarter as the register's query takes it, or blank. */
export const quarterRule: UrlRule = {
  safeParse: (v) =>
    typeof v === 'string' && (v.trim() === '' || quarterDays(v.trim()) !== null)
      ? { success: true, data: v.trim() }
      : { success: false, error: { issues: [{ message: TCS_MESSAGES.badQuarter }] } },
};

/**
 * An overseas tour programme package: a tour outside India that holds at least two of
 * international travel, a hotel stay, and other services abroad (CBDT's reading of s.206C(1G)).
 */
export const isOverseasPackage = (p: {
  outsideIndia: boolean;
  internationalTravel: boolean;
  hotel: boolean;
  otherServices: boolean;
}) =>
  p.outsideIndia && [p.internationalTravel, p.hotel, p.otherServices].filter(Boolean).length >= 2;

/**
 * Whether a file's receipts carry TCS (decision 057): its tour is abroad and it is an overseas
 * package, unless it is sold to a foreign tourist visiting India (Notification 20/2022); an
 * agent's file is sold to the agent. The server reads the lines' kinds from the database, the
 * payment dialog from the file it shows.
 */
export const tcsAppliesTo = (f: {
  travel_abroad: boolean;
  guest_foreign: boolean;
  agent_id: number | null;
  flights: boolean;
  hotels: boolean;
  otherServices: boolean;
}) =>
  f.travel_abroad &&
  !(f.agent_id === null && f.guest_foreign) &&
  isOverseasPackage({
    outsideIndia: true,
    internationalTravel: f.flights,
    hotel: f.hotels,
    otherServices: f.otherServices,
  });
