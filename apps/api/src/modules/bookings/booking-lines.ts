import { eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AccommodationLine, BookingValues, FlightLine, TourLine } from '@app/contract';
import { nightsBetween } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookingAccommodations, bookingFlights, bookingTours } from '../../db/schema/index.ts';

/** Replace a booking's lines with the ones sent (same database transaction as the booking). */
export async function writeLines(tx: DbOrTx, bookingId: number, v: BookingValues) {
  await tx.delete(bookingAccommodations).where(eq(bookingAccommodations.bookingId, bookingId));
  await tx.delete(bookingTours).where(eq(bookingTours.bookingId, bookingId));
  await tx.delete(bookingFlights).where(eq(bookingFlights.bookingId, bookingId));
  if (v.accommodations.length) {
    await tx.insert(bookingAccommodations).values(
      v.accommodations.map((a, position) => ({
        bookingId,
        position,
        hotelName: a.hotel_name,
        checkInDate: a.check_in_date,
        checkOutDate: a.check_out_date,
        numberOfNights: nightsBetween(a.check_in_date, a.check_out_date),
        numberOfRooms: a.number_of_rooms,
        roomType: a.room_type,
        mealPlan: a.meal_plan,
        confirmationNumber: a.confirmation_number,
      })),
    );
  }
  if (v.tours.length) {
    await tx.insert(bookingTours).values(
      v.tours.map((t, position) => ({
        bookingId,
        position,
        serviceName: t.service_name,
        serviceDate: t.service_date,
        pickupTime: t.pickup_time,
        transferType: t.transfer_type,
        // Blank counts take the booking's totals (spec section 3).
        adultCount: t.adult_count ?? v.total_adults,
        childCount: t.child_count ?? v.total_children,
      })),
    );
  }
  if (v.flights.length) {
    await tx.insert(bookingFlights).values(
      v.flights.map((f, position) => ({
        bookingId,
        position,
        flightType: f.flight_type,
        airline: f.airline,
        flightNumber: f.flight_number,
        flightDate: f.flight_date,
        fromCity: f.from_city,
        toCity: f.to_city,
        pnrNumber: f.pnr_number,
      })),
    );
  }
}

/*
 * A booking's lines as JSON built by PostgreSQL, in the contract's shapes (AccommodationLine,
 * TourLine, FlightLine), so the detail is one query with its booking row. `bookingId` is the
 * outer query's bookings.id.
 */
export const jsonList = (
  select: SQL,
  from: SQL,
  bookingId: SQL | AnyColumn | number,
  order = sql`x.position`,
) =>
  sql`coalesce((select json_agg(${select} order by ${order}) from ${from} x where x.booking_id = ${bookingId}), '[]')`;

export const accommodationsJson = (bookingId: SQL | AnyColumn) =>
  sql<AccommodationLine[]>`${jsonList(
    sql`json_build_object('id', x.id, 'hotel_name', x.hotel_name, 'check_in_date', x.check_in_date,
      'check_out_date', x.check_out_date, 'number_of_nights', x.number_of_nights,
      'number_of_rooms', x.number_of_rooms, 'room_type', x.room_type, 'meal_plan', x.meal_plan,
      'confirmation_number', x.confirmation_number)`,
    sql`${bookingAccommodations}`,
    bookingId,
  )}`;

export const toursJson = (bookingId: SQL | AnyColumn) =>
  sql<TourLine[]>`${jsonList(
    sql`json_build_object('id', x.id, 'service_name', x.service_name, 'service_date', x.service_date,
      'pickup_time', to_char(x.pickup_time, 'HH24:MI'), 'transfer_type', x.transfer_type,
      'adult_count', x.adult_count, 'child_count', x.child_count)`,
    sql`${bookingTours}`,
    bookingId,
  )}`;

export const flightsJson = (bookingId: SQL | AnyColumn) =>
  sql<FlightLine[]>`${jsonList(
    sql`json_build_object('id', x.id, 'flight_type', x.flight_type, 'airline', x.airline,
      'flight_number', x.flight_number, 'flight_date', x.flight_date, 'from_city', x.from_city,
      'to_city', x.to_city, 'pnr_number', x.pnr_number)`,
    sql`${bookingFlights}`,
    bookingId,
  )}`;
