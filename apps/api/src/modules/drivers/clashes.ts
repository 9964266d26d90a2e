import { and, inArray, ne } from 'drizzle-orm';
import { CLASH_MINUTES } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { dayPlans } from '../../db/schema/index.ts';

/** What the clash rule reads of a service. */
export interface ClashFacts {
  id: number;
  plan_date: string;
  service_time: string | null;
  driver_id: number | null;
  driver_name: string | null;
  status: string;
}

const nameKey = (n: string | null) => n?.trim().toLowerCase() || null;

/**
 * One driver: the same picked driver when both services have one; otherwise the same name,
 * whatever its case (a typed name and a picked driver of that name are one person).
 */
export function sameDriver(a: ClashFacts, b: ClashFacts) {
  if (a.driver_id !== null && b.driver_id !== null) return a.driver_id === b.driver_id;
  const name = nameKey(a.driver_name);
  return name !== null && name === nameKey(b.driver_name);
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Minutes between two services, or null when they cannot clash (other day, no time). */
export function minutesApart(a: ClashFacts, b: ClashFacts) {
  if (a.plan_date !== b.plan_date || !a.service_time || !b.service_time) return null;
  return Math.abs(minutes(a.service_time) - minutes(b.service_time));
}

/**
 * The clash rule: one driver, two services on the same day less than CLASH_MINUTES
 * apart (59 minutes clash, 60 do not). Cancelled services take no driver's time.
 */
export function clashes(a: ClashFacts, b: ClashFacts) {
  if (a.id === b.id || a.status === 'cancelled' || b.status === 'cancelled') return false;
  const apart = minutesApart(a, b);
  return apart !== null && apart < CLASH_MINUTES && sameDriver(a, b);
}

/** For each service, the ids of the others it clashes with (each day's services compared). */
export function clashMap(rows: ClashFacts[]): Map<number, number[]> {
  const byDay = new Map<string, ClashFacts[]>();
  for (const r of rows) byDay.set(r.plan_date, [...(byDay.get(r.plan_date) ?? []), r]);
  const out = new Map<number, number[]>();
  for (const day of byDay.values()) {
    for (const a of day)
      out.set(
        a.id,
        day.filter((b) => clashes(a, b)).map((b) => b.id),
      );
  }
  return out;
}

/** Every live service on the given days: what a clash can be found among. */
export function servicesOn(db: DbOrTx, days: string[]) {
  return db
    .select()
    .from(dayPlans)
    .where(and(inArray(dayPlans.plan_date, [...new Set(days)]), ne(dayPlans.status, 'cancelled')));
}
