import { z } from 'zod';

const label = (f: string) => f.replace(/_/g, ' ');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as 'YYYY-MM-DD' (no time, no time zone). */
export function isCalendarDate(s: string) {
  if (!ISO_DATE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return (
    dt.getUTCFullYear() === y &&
    dt.getUTCMonth() === m - 1 &&
    dt.getUTCDate() === d &&
    y >= 1900 &&
    y <= 2200
  );
}

export const requiredDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} field is required.` })
    .trim()
    .min(1, { error: `The ${label(field)} field is required.`, abort: true })
    .refine(isCalendarDate, `The ${label(field)} must be a valid date (YYYY-MM-DD).`);

export const optionalDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} must be a valid date (YYYY-MM-DD).` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || isCalendarDate(v),
      `The ${label(field)} must be a valid date (YYYY-MM-DD).`,
    );

/** Today's date in a time zone, as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
