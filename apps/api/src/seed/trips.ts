import { and, eq, inArray } from 'drizzle-orm';
import { addDays, bookingCreateInput, driverInput, scheduleInput, todayIn } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { actingAs } from './people.ts';
import { bookingAccommodations, bookingFlights, enquiries } from '../db/schema/index.ts';
import { createBooking } from '../modules/bookings/bookings.service.ts';
import { createDriver } from '../modules/drivers/drivers.service.ts';
import { bookingPrefill } from '../modules/bookings/conversion.service.ts';
import { scheduleServices } from '../modules/trips/schedule.service.ts';
import { SYSTEM_ACTOR } from '../lib/audit/audit.ts';

/** The drivers the day-plan seed names freely, now on the list, and one who left. */
const DRIVERS = [
  { name: 'Imran Pathan', mobile: '+971 50 123 4567', vehicle_number: 'DXB K 48213' },
  { name: 'Suresh Kumar', mobile: '+971 55 987 6543', vehicle_number: 'DXB M 10977' },
  { name: 'Ahmed Ali', mobile: '+971 52 444 1188', vehicle_number: 'AUH 7 55120' },
  { name: 'Rashid Khan', mobile: '+971 56 210 7788', vehicle_number: 'DXB L 30311', active: false },
];

/**
 * One trip through the whole flow: a quoted agent enquiry converted to a file
 * travelling tomorrow, its arrival and tour scheduled with one driver 45 minutes apart (a
 * clash), its departure scheduled and then moved on the booking (a service that differs).
 */
export async function seedTrips(tx: Tx, timeZone: string) {
  const OPS = 'omar.haddad@example.com';
  const who = (await actingAs(tx, [OPS]))(OPS);
  const drivers = [];
  for (const d of DRIVERS) {
    drivers.push(await createDriver(tx, who.id, driverInput.parse({ ...d, email: null })));
  }
  const [enquiry] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.enquiry_type, 'agent'), inArray(enquiries.status, ['quoted', 'new'])))
    .orderBy(enquiries.id)
    .limit(1);
  if (!enquiry) return;
  const { prefill } = await bookingPrefill(tx, enquiry.id);
  const today = todayIn(timeZone);
  const start = addDays(today, 1);
  const end = addDays(today, 5);
  const booking = await createBooking(
    tx,
    who,
    bookingCreateInput.parse({
      // The enquiry's currency (AED) and its expected sale, as the form prefills them.
      ...prefill,
      purchase_amount: '8750.00',
      travel_start_date: start,
      travel_end_date: end,
      destination: prefill.destination ?? 'Dubai',
      status: 'confirmed',
      accommodations: [
        { hotel_name: 'Atlantis The Palm', check_in_date: start, check_out_date: end },
      ],
      tours: [
        {
          service_name: 'Dubai city tour (half day)',
          service_date: start,
          pickup_time: '09:15',
          transfer_type: 'PVT',
        },
        {
          service_name: 'Desert safari with BBQ dinner',
          service_date: addDays(today, 2),
          pickup_time: '15:30',
          transfer_type: 'SIC',
        },
      ],
      flights: [
        {
          flight_type: 'arrival',
          airline: 'Emirates',
          flight_number: 'EK 501',
          flight_date: start,
          departure_time: '06:20',
          arrival_time: '08:00',
          from_city: 'Mumbai',
          to_city: 'Dubai',
        },
        {
          flight_type: 'departure',
          airline: 'Emirates',
          flight_number: 'EK 500',
          flight_date: end,
          departure_time: '14:05',
          arrival_time: '18:40',
          from_city: 'Dubai',
          to_city: 'Mumbai',
        },
      ],
    }),
    { timeZone },
  );
  const [cityTour] = booking.tours;
  const [arrival, departure] = booking.flights;
  const [imran, suresh] = drivers;
  await scheduleServices(
    tx,
    who,
    booking.id,
    scheduleInput.parse({
      items: [
        { kind: 'flight', line_id: arrival!.id, service_time: '08:30' },
        { kind: 'tour', line_id: cityTour!.id },
      ],
      driver_id: imran!.id,
    }),
    SYSTEM_ACTOR,
  );
  await scheduleServices(
    tx,
    who,
    booking.id,
    scheduleInput.parse({
      items: [{ kind: 'flight', line_id: departure!.id, service_time: '11:00' }],
      driver_id: suresh!.id,
    }),
    SYSTEM_ACTOR,
  );
  // The guests then stay a night longer: the booking moves, the scheduled drop does not.
  await tx
    .update(bookingFlights)
    .set({ flight_date: addDays(today, 6) })
    .where(eq(bookingFlights.id, departure!.id));
  await tx
    .update(bookingAccommodations)
    .set({ check_out_date: addDays(today, 6), number_of_nights: 5 })
    .where(eq(bookingAccommodations.booking_id, booking.id));
}
