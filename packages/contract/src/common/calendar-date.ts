/** Dates as the contract reads them, zod-free (re-exported by constants.ts). */
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

/** 'YYYY-MM-DD' plus n calendar days (n may be negative): calendar arithmetic, no time zone. */
export function addDays(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}
