import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Driver, DriverValues, FieldErrors } from '@app/contract';
import { DRIVER_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dayPlans, drivers } from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { likePattern } from '../../lib/rows/pagination.ts';
import { SYSTEM_ACTOR, recordWrites, auditRef } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { mergeErrors, throwIfAny } from '../../lib/http/validation.ts';
import { driverDetailErrors } from './driver-details.ts';
import type { DriverChoice } from './driver-details.ts';

type Row = typeof drivers.$inferSelect;

export const toDriver = ({ created_by, updated_at, ...d }: Row): Driver => ({
  ...d,
  created_at: d.created_at.toISOString(),
});

const driverEvent = auditRef('driver', (d: { id: number; name: string }) => d.name);
const writeDriver = recordWrites(driverEvent);

/** Every driver by name (a few dozen at most: the agency's own and its regular partners). */
export async function listDrivers(db: Db, q: { search?: string | undefined; active?: string }) {
  const c: (SQL | undefined)[] = [];
  if (q.active) c.push(eq(drivers.active, q.active === 'true'));
  if (q.search) {
    const p = likePattern(q.search);
    c.push(or(ilike(drivers.name, p), ilike(drivers.mobile, p), ilike(drivers.vehicle_number, p)));
  }
  const rows = await db
    .select()
    .from(drivers)
    .where(and(...c))
    .orderBy(desc(drivers.active), sql`lower(${drivers.name})`, asc(drivers.id));
  return rows.map(toDriver);
}

export async function getDriver(db: DbOrTx, id: number) {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
  if (!row) throw new NotFound(DRIVER_SERVER.notFound);
  return toDriver(row);
}

export async function createDriver(
  db: DbOrTx,
  userId: number | null,
  v: DriverValues,
  actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(drivers)
      .values({ ...v, created_by: userId })
      .returning();
    const after = toDriver(row!);
    return writeDriver(tx, actor, 'create', null, after);
  });
}

export async function updateDriver(db: Db, id: number, v: DriverValues, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, drivers, id, DRIVER_SERVER.notFound);
    const before = toDriver(current);
    const [row] = await tx
      .update(drivers)
      .set({ ...v, updated_at: sql`now()` })
      .where(eq(drivers.id, id))
      .returning();
    const after = toDriver(row!);
    return writeDriver(tx, actor, 'update', before, after);
  });
}

/** A driver with services is kept (their duty history stays whole): set inactive instead. */
export const deleteDriver = deleteUnused({
  table: drivers,
  notFound: DRIVER_SERVER.notFound,
  // restricted: a service raced in.
  inUse: { by: [dayPlans.driver_id], restricted: true, message: DRIVER_SERVER.inUse },
  event: driverEvent,
});

/**
 * A service's driver: picked from the list (its name, mobile and vehicle fill the blanks) or
 * typed freely. A picked driver must exist and be active, unless the service already had them
 * (`kept`: the service's driver before this edit); its mobile and vehicle must not be another
 * driver's (`driverDetailErrors`).
 */
export async function resolveDriver(
  db: DbOrTx,
  v: DriverChoice,
  kept: DriverChoice | null = null,
): Promise<DriverChoice> {
  if (v.driver_id === null) return v;
  const [d] = await db.select().from(drivers).where(eq(drivers.id, v.driver_id));
  if (!d) throw fieldError('driver_id', DRIVER_SERVER.invalid);
  if (!d.active && d.id !== kept?.driver_id) throw fieldError('driver_id', DRIVER_SERVER.inactive);
  const nameErrors: FieldErrors =
    v.driver_name !== null && v.driver_name.toLowerCase() !== d.name.toLowerCase()
      ? { driver_name: [DRIVER_SERVER.nameMismatch] }
      : {};
  throwIfAny(mergeErrors(nameErrors, driverDetailErrors(v, d, kept)));
  return {
    driver_id: d.id,
    driver_name: d.name,
    driver_mobile: v.driver_mobile ?? d.mobile,
    vehicle_number: v.vehicle_number ?? d.vehicle_number,
  };
}
