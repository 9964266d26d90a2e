/** Currency and date formats, one place each (spec section 9). */
import { todayIn } from '@app/contract/constants';

const shortDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
// Made once: a formatter made on every call (each row of the bookings list) cost 8 ms a page.
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/** An ISO 4217 code: the books' INR, a file's AED or USD, or any other currency an admin switched on. */
export type MoneyCurrency = string;

const twoPlaces = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const western = new Intl.NumberFormat('en-US', twoPlaces);
const lakhs = new Intl.NumberFormat('en-IN', twoPlaces);
/**
 * One digit grouping per convention: rupees in lakhs and crores (2,00,000.50), every other
 * currency in thousands (200,000.50). Money text everywhere, and the money input, go through here.
 */
const grouping = (currency: MoneyCurrency) => (currency === 'INR' ? lakhs : western);
/** The mark before an amount: ₹ and $ for rupees and dollars, else the code (AED as the spec writes it). */
const SYMBOLS: Readonly<Record<string, string>> = { INR: '₹', USD: '$' };
export const moneyMark = (currency: MoneyCurrency) => SYMBOLS[currency] ?? currency;

/**
 * '200000.50' grouped in the currency's convention, no mark. A decimal string is formatted
 * as written (Intl reads strings exactly), never through a float.
 */
export function groupMoney(value: string | number, currency: MoneyCurrency) {
  // Intl's typings still say number; at run time a decimal string is formatted exactly.
  return grouping(currency).format(value as number);
}

/** '-1234.5' -> '-₹1,234.50', 'AED 18,500.00', '$99.00': the sign before the mark. */
export function formatMoney(value: string | number, currency: MoneyCurrency) {
  const text = String(value).trim();
  const negative = text.startsWith('-');
  const mark = moneyMark(currency);
  const spaced = mark.length > 1 ? `${mark}\u00a0` : mark;
  return `${negative ? '-' : ''}${spaced}${groupMoney(negative ? text.slice(1) : text, currency)}`;
}

export const formatInr = (v: string | number) => formatMoney(v, 'INR');

/** 'YYYY-MM-DD' dates are calendar days: format them without a time-zone shift. */
export function formatDate(v: string | null | undefined) {
  if (!v) return '';
  const [y, m, d] = v.slice(0, 10).split('-').map(Number);
  return shortDate.format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

export const formatDateTime = (v: string | null | undefined) =>
  v ? dateTime.format(new Date(v)) : '';

/** Up to two initials, uppercase (spec section 9). */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const AVATAR_COLOURS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo', 'green'];
/** A stable colour per name, so a person keeps their colour everywhere. */
export function avatarColour(name: string) {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[h % AVATAR_COLOURS.length]!;
}

/**
 * The agency's time zone, as the server writes it into the page (apps/api/src/plugins/web.ts);
 * the browser's own where the page has none (the Vite dev server, a unit test's document).
 */
export function agencyTimezone() {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="agency-timezone"]')?.content ||
    Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}

/**
 * Today as 'YYYY-MM-DD' in the agency's calendar, the one the server's date rules use: form
 * defaults and "this month". The browser's calendar differs near midnight for staff in another
 * zone (a branch in Dubai or Singapore), and a default a day ahead was refused as "future".
 */
export function agencyToday(now = new Date()) {
  return todayIn(agencyTimezone(), now);
}

/** A compact date range: '22 Nov – 26 Nov 2026', or with both years when they differ. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined) {
  if (!start) return '';
  if (!end) return formatDate(start);
  const asDate = (v: string) =>
    new Date(Number(v.slice(0, 4)), Number(v.slice(5, 7)) - 1, Number(v.slice(8, 10)));
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${dayMonth.format(asDate(start))} – ${formatDate(end)}`
    : `${formatDate(start)} – ${formatDate(end)}`;
}

/** A list's total; planner estimates for very large match sets read as "about …". */
export const totalText = (p: { total: number; total_is_estimate?: boolean }) =>
  `${p.total_is_estimate ? 'about ' : ''}${p.total.toLocaleString('en-IN')}`;
