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
