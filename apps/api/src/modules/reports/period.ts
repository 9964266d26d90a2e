import { todayIn } from '@app/contract';

/** 'YYYY-MM' -> 'YYYY-MM-01'. */
export const firstDay = (m: string) => `${m}-01`;

/** A month `n` months after 'YYYY-MM' (n may be negative). */
export function shiftMonth(m: string, n: number) {
  const t = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1 + n, 1));
  return t.toISOString().slice(0, 7);
}

/**
 * A report's period as whole months: as given, or the twelve months up to the agency's
 * current month. A lone `from` runs to the current month; a lone `to` covers the twelve
 * months up to it. The contract has already refused a bad month or order.
 */
export function resolvePeriod(
  q: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
) {
  const current = todayIn(timeZone).slice(0, 7);
  const to = q.to ?? (q.from && q.from > current ? q.from : current);
  const from = q.from ?? shiftMonth(to, -11);
  return { from, to };
}

/**
 * A period that looks ahead, for what is still to come (the services not confirmed): as given,
 * or the twelve months from the agency's current month. A lone `from` runs twelve months from
 * it; a lone `to` runs from the current month (or, when `to` has passed, the twelve months up
 * to it).
 */
export function resolveAhead(
  q: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
) {
  const current = todayIn(timeZone).slice(0, 7);
  const from = q.from ?? (q.to && q.to < current ? shiftMonth(q.to, -11) : current);
  const to = q.to ?? shiftMonth(from, 11);
  return { from, to };
}
