// The tax periods the tax screens offer (the GST returns' months and quarters, the TCS
// register's quarters), and how each reads in a choice.
import { quarterDays, quarterOf } from '@app/contract/constants';

/** "November 2026". */
export const monthName = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Q3 2026-27 · Oct–Dec 2026": how a quarter reads. */
export const quarterLabel = (q: string) => {
  const { from, to } = quarterDays(q)!;
  const month = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' });
  return `${q.slice(-2)} ${q.slice(0, 7)} · ${month(from)}–${month(to)} ${to.slice(0, 4)}`;
};

/** This month and the eleven before it, newest first. */
export function recentMonths(today: string) {
  const out: string[] = [];
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  for (let i = 0; i < 12; i++) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  return out;
}

/** This quarter and the seven before it, newest first. */
export function recentQuarters(today: string) {
  const out: string[] = [];
  let day = today;
  for (let i = 0; i < 8; i++) {
    const q = quarterOf(day);
    out.push(q);
    // The day before the quarter began is in the one before it.
    const start = new Date(`${quarterDays(q)!.from}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 1);
    day = start.toISOString().slice(0, 10);
  }
  return out;
}
