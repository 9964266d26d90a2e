import { asc, eq, sql } from 'drizzle-orm';
import type {
  Booking,
  BookingService,
  BookingWithLines,
  BookingTrip,
  DayPlan,
  SchedulableItem,
  ScheduleValues,
} from '@app/contract';
import { BOOKING_SERVER, TRIP_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, dayPlans } from '../../db/schema/index.ts';
import { Validation } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import { fieldsOf, recordWrite } from '../../lib/audit.ts';
import { inTransaction } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { getDayPlan } from '../day-plans/day-plans.service.ts';
import { resolveDriver } from '../drivers/drivers.service.ts';
import { enquiryLink } from './conversion.service.ts';
import type { SourceFields } from './source-lines.ts';
import { differences, findLine, serviceFrom, sourceFields } from './source-lines.ts';
import { lockRow } from '../../lib/row-lock.ts';

/** The services scheduled from a booking, in day and time order. */
const servicesOf = (db: DbOrTx, bookingId: number) =>
  db
    .select()
    .from(dayPlans)
    .where(eq(dayPlans.booking_id, bookingId))
    .orderBy(
      asc(dayPlans.plan_date),
      sql`${dayPlans.service_time} asc nulls last`,
      asc(dayPlans.id),
    );

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

/** One scheduled service as its booking shows it, with how it differs from the booking now. */
function bookingService(b: BookingWithLines, p: typeof dayPlans.$inferSelect): BookingService {
  const kind = p.source_kind;
  const line = kind && p.source_line_id !== null ? findLine(b, kind, p.source_line_id) : null;
  const diffs =
    kind && p.source_snapshot
      ? differences(p.source_snapshot as SourceFields, line ? sourceFields(b, line) : null)
      : [];
  return {
    id: p.id,
    plan_date: p.plan_date,
    service_time: p.service_time?.slice(0, 5) ?? null,
    service_description: p.service_description,
    driver_id: p.driver_id,
    driver_name: p.driver_name,
    vehicle_number: p.vehicle_number,
    status: p.status,
    source_kind: kind,
    source_line_id: p.source_line_id,
    line_removed: kind !== null && !line,
    differences: diffs,
  };
}

/**
 * What `GET /bookings/:id` adds: the enquiry it came from, its services and how
 * many differ from it. Services only for those who may view day plans.
 */
export async function bookingTrip(
  db: DbOrTx,
  b: BookingWithLines,
  showServices: boolean,
): Promise<BookingTrip> {
  const enquiry = await enquiryLink(db, b.enquiry_id);
  if (!showServices) return { enquiry, services: null, services_differing: 0 };
  const services = (await servicesOf(db, b.id)).map((p) => bookingService(b, p));
  return {
    enquiry,
    services,
    services_differing: services.filter((s) => s.differences.length > 0).length,
  };
}
