import { z } from 'zod';
import { isCalendarDate } from '../constants.ts';
import { orBlank } from './json-schema.ts';

const label = (f: string) => f.replace(/_/g, ' ');
export const requiredDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} field is required.` })
    .trim()
    .min(1, { error: `The ${label(field)} field is required.` }) // no abort: see fields.ts
    .refine(
      (v) => v === '' || isCalendarDate(v),
      `The ${label(field)} must be a valid date (YYYY-MM-DD).`,
    )
    .meta({ format: 'date' });

export const optionalDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} must be a valid date (YYYY-MM-DD).` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || isCalendarDate(v),
      `The ${label(field)} must be a valid date (YYYY-MM-DD).`,
    )
    .meta(orBlank({ type: 'string', format: 'date' }));

// Intl.DateTimeFormat is costly to build (about a third of a millisecond here, and a payment
// asked for today twice); one per time zone is kept. A zone comes from settings or a branch,
// so there are few; past the bound a formatter is built for the call and not kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const KEPT_ZONES = 64;

/** Today's date in a time zone, as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date | number = new Date()) {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < KEPT_ZONES) dayFormats.set(timeZone, f);
  }
  return f.format(now);
}
