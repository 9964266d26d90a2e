// A period cut into what per-month totals answer and what is read line by line: the account
// statement and the trial balance both read the books this way.

/** 'YYYY-MM-DD' arithmetic (UTC, so no clock change moves a day): the month boundaries. */
const monthOf = (d: string) => `${d.slice(0, 7)}-01`;
export function shiftDay(d: string, days: number, months = 0) {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + months, t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** Days in [from, to); '-infinity' and 'infinity' stand for no bound, [x, x) for none. */
export type Span = [from: string, to: string];
const NONE: Span = ['-infinity', '-infinity'];

/**
 * The period [start, end] (null: no bound) cut into whole months (read from month totals) and
 * the partial months at its edges (read from the lines), and the same for the time before it.
 * Always the same five spans, so a statement built on them keeps one text.
 */
export function periodSpans(start: string | null, end: string | null) {
  const until = end ? shiftDay(end, 1) : null; // the period is [start, until)
  // Whole months inside the period: [first, last).
  const first = start && start !== monthOf(start) ? shiftDay(monthOf(start), 0, 1) : start;
  const last = until ? monthOf(until) : null;
  const from = first ?? '-infinity';
  const to = last ?? 'infinity';
  const wholeMonths = from < to || !first || !last;
  return {
    // Before the period: whole months before its first month, then that month's earlier days.
    monthsBefore: start ? (['-infinity', monthOf(start)] as Span) : NONE,
    daysBefore: start && start > monthOf(start) ? ([monthOf(start), start] as Span) : NONE,
    months: wholeMonths ? ([from, to] as Span) : NONE,
    daysAtStart: !wholeMonths
      ? ([start ?? '-infinity', until ?? 'infinity'] as Span)
      : start && first && start < first
        ? ([start, first] as Span)
        : NONE,
    daysAtEnd: wholeMonths && until && last && last < until ? ([last, until] as Span) : NONE,
  };
}
