import { asc, eq } from 'drizzle-orm';
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

/** One query after another: a transaction has one connection, which runs one at a time. */
export async function readLines(db: DbOrTx, bookingId: number) {
  const accommodations = await db
    .select()
    .from(bookingAccommodations)
    .where(eq(bookingAccommodations.bookingId, bookingId))
    .orderBy(asc(bookingAccommodations.position));
  const tours = await db
    .select()
    .from(bookingTours)
    .where(eq(bookingTours.bookingId, bookingId))
    .orderBy(asc(bookingTours.position));
  const flights = await db
    .select()
    .from(bookingFlights)
    .where(eq(bookingFlights.bookingId, bookingId))
    .orderBy(asc(bookingFlights.position));
  return {
    accommodations: accommodations.map((a): AccommodationLine => ({
      id: a.id,
      hotel_name: a.hotelName,
      check_in_date: a.checkInDate,
      check_out_date: a.checkOutDate,
      number_of_nights: a.numberOfNights,
      number_of_rooms: a.numberOfRooms,
      room_type: a.roomType,
      meal_plan: a.mealPlan as AccommodationLine['meal_plan'],
      confirmation_number: a.confirmationNumber,
    })),
    tours: tours.map((t): TourLine => ({
      id: t.id,
      service_name: t.serviceName,
      service_date: t.serviceDate,
      pickup_time: t.pickupTime?.slice(0, 5) ?? null,
      transfer_type: t.transferType as TourLine['transfer_type'],
      adult_count: t.adultCount,
      child_count: t.childCount,
    })),
    flights: flights.map((f): FlightLine => ({
      id: f.id,
      flight_type: f.flightType as FlightLine['flight_type'],
      airline: f.airline,
      flight_number: f.flightNumber,
      flight_date: f.flightDate,
      from_city: f.fromCity,
      to_city: f.toCity,
      pnr_number: f.pnrNumber,
    })),
  };
}
