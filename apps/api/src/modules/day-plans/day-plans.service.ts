import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DayPlan, DayPlanValues } from '@app/contract';
import { DAY_PLAN_SERVER, todayIn } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dayPlans } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/app-error.ts';
import { likePattern } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Actor } from '../../lib/audit.ts';
import {
  fieldsOf,
  inTransaction,
  recordEvent,
  SYSTEM_ACTOR,
  recordWrite,
} from '../../lib/audit.ts';

type Row = typeof dayPlans.$inferSelect;

const toDayPlan = (p: Row): DayPlan => ({
  id: p.id,
  plan_date: p.planDate,
  service_time: p.serviceTime?.slice(0, 5) ?? null,
  service_description: p.serviceDescription,
  guest_name: p.guestName,
  file_number: p.fileNumber,
  hotel_name: p.hotelName,
  driver_name: p.driverName,
  driver_mobile: p.driverMobile,
  vehicle_number: p.vehicleNumber,
  amount: p.amount,
  remarks: p.remarks,
  status: p.status as DayPlan['status'],
  created_at: p.createdAt.toISOString(),
});

export interface DayPlanFilters {
  date?: string | null | undefined;
  status?: string | undefined;
  driver?: string | undefined;
  search?: string | undefined;
}

/** One day's services in time order; the day defaults to today in the agency's time zone. */
export async function listDayPlans(db: Db, f: DayPlanFilters, timeZone: string, now = new Date()) {
  const day = f.date || todayIn(timeZone, now);
  const c: (SQL | undefined)[] = [eq(dayPlans.planDate, day)];
  if (f.status) c.push(eq(dayPlans.status, f.status));
  if (f.driver) c.push(ilike(dayPlans.driverName, likePattern(f.driver)));
  if (f.search)
    c.push(
      or(
        ilike(dayPlans.guestName, likePattern(f.search)),
        ilike(dayPlans.fileNumber, likePattern(f.search)),
      ),
    );
  const rows = await db
    .select()
    .from(dayPlans)
    .where(and(...c))
    .orderBy(sql`${dayPlans.serviceTime} asc nulls last`, asc(dayPlans.id));
  return { date: day, plans: rows.map(toDayPlan) };
}

export async function getDayPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dayPlans).where(eq(dayPlans.id, id));
  if (!row) throw new NotFound(DAY_PLAN_SERVER.notFound);
  return toDayPlan(row);
}

const toRow = (v: DayPlanValues) => ({
  planDate: v.plan_date,
  serviceTime: v.service_time,
  serviceDescription: v.service_description,
  guestName: v.guest_name,
  fileNumber: v.file_number,
  hotelName: v.hotel_name,
  driverName: v.driver_name,
  driverMobile: v.driver_mobile,
  vehicleNumber: v.vehicle_number,
  amount: v.amount,
  remarks: v.remarks,
  status: v.status,
});

const dayPlanEvent = (p: { id: number; plan_date: string; guest_name: string }) => ({
  record_type: 'day_plan' as const,
  record_id: p.id,
  record_label: `${p.plan_date} ${p.guest_name}`,
});

export async function createDayPlan(
  db: DbOrTx,
  user: AuthUser,
  v: DayPlanValues,
  actor: Actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(dayPlans)
      .values({ ...toRow(v), createdBy: user.id })
      .returning();
    const after = toDayPlan(row!);
    await recordWrite(tx, actor, 'create', dayPlanEvent(after), null, after, fieldsOf(after));
    return after;
  });
}

export async function updateDayPlan(
  db: Db,
  id: number,
  v: DayPlanValues,
  actor: Actor = SYSTEM_ACTOR,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(dayPlans).where(eq(dayPlans.id, id)).for('update');
    if (!current) throw new NotFound(DAY_PLAN_SERVER.notFound);
    const before = toDayPlan(current);
    const [row] = await tx
      .update(dayPlans)
      .set({ ...toRow(v), updatedAt: sql`now()` })
      .where(eq(dayPlans.id, id))
      .returning();
    const after = toDayPlan(row!);
    await recordWrite(tx, actor, 'update', dayPlanEvent(after), before, after, fieldsOf(after));
    return after;
  });
}

export async function deleteDayPlan(db: Db, id: number, actor: Actor = SYSTEM_ACTOR) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(dayPlans).where(eq(dayPlans.id, id)).returning();
    if (!row) throw new NotFound(DAY_PLAN_SERVER.notFound);
    await recordEvent(tx, actor, { action: 'delete', ...dayPlanEvent(toDayPlan(row)) });
  });
}
