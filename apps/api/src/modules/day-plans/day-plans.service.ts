import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DayPlan, DayPlanValues, SortValue } from '@app/contract';
import { DAY_PLAN_SERVER, LIST_SORTS, todayIn } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dayPlans } from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { currencyRefusal } from '../currencies/rates.ts';
import { likePattern } from '../../lib/rows/pagination.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { clashMap, servicesOn } from '../drivers/clashes.ts';
import { resolveDriver } from '../drivers/drivers.service.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  fieldsOf,
  recordEvent,
  SYSTEM_ACTOR,
  recordWrites,
  auditRef,
} from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';

type Row = typeof dayPlans.$inferSelect;

/** The service a plan row describes: what Today's driver clashes show of it too. */
export const planService = (p: Row) => ({
  id: p.id,
  plan_date: p.plan_date,
  service_time: p.service_time?.slice(0, 5) ?? null,
  service_description: p.service_description,
  guest_name: p.guest_name,
  file_number: p.file_number,
  hotel_name: p.hotel_name,
});

export const toDayPlan = (row: Row, clashesWith: number[] = []): DayPlan => {
  const { source_snapshot, created_by, updated_at, ...p } = row;
  return {
    ...p,
    ...planService(row),
    created_at: p.created_at.toISOString(),
    clashes_with: clashesWith,
  };
};

export interface DayPlanFilters {
  date?: string | null | undefined;
  status?: DayPlan['status'] | '' | undefined;
  driver?: string | undefined;
  search?: string | undefined;
  sort?: SortValue<'dayPlans'> | undefined;
}

/** `?sort=` columns; the export reads this list whole (one day is small). */
const dayPlanOrder = listOrder(dayPlans, LIST_SORTS.dayPlans, [
  sql`${dayPlans.service_time} asc nulls last`,
  asc(dayPlans.id),
]);

/** One day's services in time order; the day defaults to today in the agency's time zone. */
export async function listDayPlans(db: Db, f: DayPlanFilters, timeZone: string, now = new Date()) {
  const day = f.date || todayIn(timeZone, now);
  const c: (SQL | undefined)[] = [eq(dayPlans.plan_date, day)];
  if (f.status) c.push(eq(dayPlans.status, f.status));
  if (f.driver) c.push(ilike(dayPlans.driver_name, likePattern(f.driver)));
  if (f.search)
    c.push(
      or(
        ilike(dayPlans.guest_name, likePattern(f.search)),
        ilike(dayPlans.file_number, likePattern(f.search)),
      ),
    );
  const rows = await db
    .select()
    .from(dayPlans)
    .where(and(...c))
    .orderBy(...dayPlanOrder(f.sort));
  // Clashes are among the whole day's services, whatever the filters show.
  const found = clashMap(f.status || f.driver || f.search ? await servicesOn(db, [day]) : rows);
  return { date: day, plans: rows.map((r) => toDayPlan(r, found.get(r.id))) };
}

export async function getDayPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dayPlans).where(eq(dayPlans.id, id));
  if (!row) throw new NotFound(DAY_PLAN_SERVER.notFound);
  const found = clashMap([row, ...(await servicesOn(db, [row.plan_date]))]);
  return toDayPlan(row, found.get(row.id));
}

/** A service's own fields; its clashes belong to the day, not to the record's history. */
const planFields = (p: DayPlan) => fieldsOf(p, ['clashes_with']);

const dayPlanEvent = auditRef(
  'day_plan',
  (p: { id: number; plan_date: string; guest_name: string }) => `${p.plan_date} ${p.guest_name}`,
);
const writeDayPlan = recordWrites(dayPlanEvent, planFields);

/** A service's amount is in an active currency; one switched off later stays on its service. */
async function checkCurrency(tx: DbOrTx, code: string, kept?: string) {
  const refused = await currencyRefusal(tx, code, kept);
  if (refused) throw fieldError('currency', refused);
}

export async function createDayPlan(
  db: DbOrTx,
  user: AuthUser,
  v: DayPlanValues,
  actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    await checkCurrency(tx, v.currency);
    const driver = await resolveDriver(tx, v);
    const [row] = await tx
      .insert(dayPlans)
      .values({ ...v, ...driver, created_by: user.id })
      .returning({ id: dayPlans.id });
    const after = await getDayPlan(tx, row!.id);
    return writeDayPlan(tx, actor, 'create', null, after);
  });
}

export async function updateDayPlan(db: Db, id: number, v: DayPlanValues, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, dayPlans, id, DAY_PLAN_SERVER.notFound);
    const before = toDayPlan(current);
    await checkCurrency(tx, v.currency, current.currency);
    const driver = await resolveDriver(tx, v, current);
    await updateRow(tx, dayPlans, id, { ...v, ...driver });
    const after = await getDayPlan(tx, id);
    return writeDayPlan(tx, actor, 'update', before, after);
  });
}

export async function deleteDayPlan(db: Db, id: number, actor = SYSTEM_ACTOR) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(dayPlans).where(eq(dayPlans.id, id)).returning();
    if (!row) throw new NotFound(DAY_PLAN_SERVER.notFound);
    await recordEvent(tx, actor, { action: 'delete', ...dayPlanEvent(toDayPlan(row)) });
  });
}
