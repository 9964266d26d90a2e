import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Driver, DutyService, DutySheet, DutySheetDocument } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, dayPlans } from '../../db/schema/index.ts';
import type { VoucherDoc } from '../documents/voucher-model.ts';
import { AGENCY } from '../documents/voucher-model.ts';
import type { SourceFields } from '../bookings/source-lines.ts';
import { clashMap, servicesOn } from './clashes.ts';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (d: string) => DAY.format(new Date(`${d}T00:00:00Z`));
const dash = (v: string | null) => v || '—';

/**
 * "EK 501 · Arrival 07:45" from a flight's copied fields: the time the driver meets it (it
 * lands, or it leaves), when the flight had one.
 */
function flightOf(kind: string | null, snapshot: unknown) {
  if (kind !== 'flight' || !snapshot) return null;
  const s = snapshot as SourceFields;
  const arrival = s.flight_type === 'arrival';
  const time = arrival ? s.arrival_time : s.departure_time;
  return `${String(s.flight_number)} · ${arrival ? 'Arrival' : 'Departure'}${time ? ` ${String(time)}` : ''}`;
}

/**
 * One driver's day: the services picked for them, and those typed with their name,
 * in time order; cancelled ones are left off. The guest's mobile comes from the linked file.
 */
export async function dutySheet(db: DbOrTx, driver: Driver, day: string): Promise<DutySheet> {
  const rows = await db
    .select({ p: dayPlans, guest_mobile: bookings.guest_mobile })
    .from(dayPlans)
    .leftJoin(bookings, eq(bookings.id, dayPlans.booking_id))
    .where(
      and(
        eq(dayPlans.plan_date, day),
        ne(dayPlans.status, 'cancelled'),
        or(
          eq(dayPlans.driver_id, driver.id),
          and(
            isNull(dayPlans.driver_id),
            sql`lower(trim(${dayPlans.driver_name})) = ${driver.name.trim().toLowerCase()}`,
          ),
        ),
      ),
    )
    .orderBy(sql`${dayPlans.service_time} asc nulls last`, asc(dayPlans.id));
  const clashing = clashMap(await servicesOn(db, [day]));
  const services: DutyService[] = rows.map(({ p, guest_mobile: guestMobile }) => ({
    id: p.id,
    service_time: p.service_time?.slice(0, 5) ?? null,
    guest_name: p.guest_name,
    pickup: p.service_description,
    hotel_name: p.hotel_name,
    flight: flightOf(p.source_kind, p.source_snapshot),
    mobile: guestMobile,
    file_number: p.file_number,
    vehicle_number: p.vehicle_number,
    remarks: p.remarks,
    status: p.status,
    clash: (clashing.get(p.id) ?? []).length > 0,
  }));
  const vehicles = [...new Set(services.map((s) => s.vehicle_number).filter(Boolean))];
  const document: DutySheetDocument = {
    title: 'Driver Duty Sheet',
    subtitle: `${driver.name} · ${dayText(day)}`,
    facts: [
      ['Driver', driver.name],
      ['Mobile', dash(driver.mobile)],
      ['Date', dayText(day)],
      ['Vehicle', vehicles.length ? vehicles.join(', ') : dash(driver.vehicle_number)],
      ['Services', String(services.length)],
      ['Office', AGENCY.phone],
    ],
    columns: ['Time', 'Guest', 'Pickup', 'Hotel', 'Flight', 'Mobile', 'File'],
    rows: services.map((s) => [
      `${dash(s.service_time)}${s.clash ? ' (clash)' : ''}`,
      s.guest_name,
      s.pickup,
      dash(s.hotel_name),
      dash(s.flight),
      dash(s.mobile),
      dash(s.file_number),
    ]),
    footer: `Services marked (clash) are within an hour of another of yours: call the office on ${AGENCY.phone} before the day starts.`,
  };
  const { id, name, mobile, email, vehicle_number } = driver;
  return {
    driver: { id, name, mobile, email, vehicle_number },
    date: day,
    services,
    document,
  };
}

/** The duty sheet in the voucher template, for the voucher PDF pool and the email's body. */
export const dutySheetDoc = (d: DutySheetDocument): VoucherDoc => ({
  title: d.title,
  fileNumber: d.subtitle,
  agency: AGENCY,
  factsHeading: 'Driver',
  facts: d.facts,
  tables: [{ heading: 'Services', columns: d.columns.map((label) => ({ label })), rows: d.rows }],
  notes: null,
  footer: d.footer,
});
