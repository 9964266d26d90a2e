import type { Booking, DayPlan, SchedulableItem, ScheduleValues } from '@app/contract';
import { BOOKING_SERVER, TRIP_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, dayPlans } from '../../db/schema/index.ts';
import { Validation } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { fieldsOf, recordWrite } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { getDayPlan } from '../day-plans/day-plans.service.ts';
import { resolveDriver } from '../drivers/drivers.service.ts';
import { servicesOf } from '../bookings/booking-trip.ts';
import { findLine, serviceFrom, sourceFields } from '../bookings/source-lines.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';

/** A booking's tour lines and flights, each as the service it would become. */
export async function schedulableItems(db: DbOrTx, bookingId: number): Promise<SchedulableItem[]> {
  const b = await getBooking(db, bookingId);
  const services = await servicesOf(db, bookingId);
  const lines = [
    ...b.tours.map((line) => ({ kind: 'tour' as const, line })),
    ...b.flights.map((line) => ({ kind: 'flight' as const, line })),
  ];
  return lines.map((l) => {
    const s = serviceFrom(b, l);
    return {
      kind: l.kind,
      line_id: l.line.id,
      flight_type: l.kind === 'flight' ? l.line.flight_type : null,
      plan_date: s.plan_date,
      service_time: s.service_time,
      service_description: s.service_description,
      guest_name: b.guest_name,
      file_number: b.file_number,
      hotel_name: s.hotel_name,
      flight: s.flight,
      pax: s.pax,
      scheduled: services
        .filter((p) => p.source_kind === l.kind && p.source_line_id === l.line.id)
        .map((p) => ({
          id: p.id,
          plan_date: p.plan_date,
          service_time: p.service_time?.slice(0, 5) ?? null,
        })),
    };
  });
}

const planEvent = (p: DayPlan, b: Booking) => ({
  record_type: 'day_plan' as const,
  record_id: p.id,
  record_label: `${p.plan_date} ${p.guest_name}`,
  // The booking's History shows the services made from it.
  parent: { type: 'booking' as const, id: b.id },
});

/**
 * Day-plan services from picked lines of a booking, all with one driver and vehicle. Each
 * keeps its booking, its line and the line's fields as copied; later edits to the booking
 * never reach it (they show as differences on the booking instead).
 */
export async function scheduleServices(
  db: DbOrTx,
  user: AuthUser,
  bookingId: number,
  v: ScheduleValues,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    // The booking's row lock: its lines cannot change while they are copied.
    await lockRow(tx, bookings, bookingId, BOOKING_SERVER.notFound);
    const b = await getBooking(tx, bookingId);
    const driver = await resolveDriver(tx, {
      driver_id: v.driver_id,
      driver_name: v.driver_name,
      driver_mobile: v.driver_mobile,
      vehicle_number: v.vehicle_number,
    });
    const seen = new Set<string>();
    // Every picked line's problem at once, so the dialog names all the services missing a
    // time instead of the first.
    const errors: Record<string, string[]> = {};
    const missingTime: string[] = [];
    const rows = v.items.flatMap((item, i) => {
      const refuse = (field: string, message: string) => {
        errors[`items.${i}.${field}`] = [message];
        return [];
      };
      const key = `${item.kind}:${item.line_id}`;
      if (seen.has(key)) return refuse('line_id', TRIP_SERVER.lineRepeated);
      seen.add(key);
      const line = findLine(b, item.kind, item.line_id);
      if (!line) return refuse('line_id', TRIP_SERVER.lineNotOnBooking);
      const s = serviceFrom(b, line);
      if (!s.plan_date) return refuse('line_id', TRIP_SERVER.lineNoDate);
      const time = item.service_time ?? s.service_time;
      if (!time) {
        missingTime.push(s.service_description);
        return refuse('service_time', TRIP_SERVER.timeRequired);
      }
      return {
        plan_date: s.plan_date,
        service_time: time,
        service_description: s.service_description,
        guest_name: b.guest_name,
        file_number: b.file_number,
        hotel_name: s.hotel_name,
        driver_id: driver.driver_id,
        driver_name: driver.driver_name,
        driver_mobile: driver.driver_mobile,
        vehicle_number: driver.vehicle_number,
        remarks: `Pax: ${s.pax}`,
        status: v.status,
        booking_id: b.id,
        source_kind: item.kind,
        source_line_id: item.line_id,
        source_snapshot: sourceFields(b, line),
        created_by: user.id,
      };
    });
    if (missingTime.length) errors.items = [TRIP_SERVER.timesMissing(missingTime)];
    if (Object.keys(errors).length) throw new Validation(errors, errors.items?.[0]);
    const made = await tx.insert(dayPlans).values(rows).returning({ id: dayPlans.id });
    const out: DayPlan[] = [];
    for (const { id } of made) {
      const after = await getDayPlan(tx, id);
      const fields = fieldsOf(after, ['clashes_with']);
      await recordWrite(tx, actor, 'create', planEvent(after, b), null, after, fields);
      out.push(after);
    }
    return out;
  });
}
