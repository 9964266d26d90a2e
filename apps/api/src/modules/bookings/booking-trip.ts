import { asc, eq, sql } from 'drizzle-orm';
import type { BookingService, BookingTrip, BookingWithLines } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { dayPlans } from '../../db/schema/index.ts';
import { enquiryLink } from './conversion.service.ts';
import type { SourceFields } from './source-lines.ts';
import { differences, findLine, sourceFields } from './source-lines.ts';

/** The services scheduled from a booking, in day and time order. */
export const servicesOf = (db: DbOrTx, bookingId: number) =>
  db
    .select()
    .from(dayPlans)
    .where(eq(dayPlans.booking_id, bookingId))
    .orderBy(
      asc(dayPlans.plan_date),
      sql`${dayPlans.service_time} asc nulls last`,
      asc(dayPlans.id),
    );

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
