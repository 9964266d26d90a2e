// A booking's lines: its hotels, tours and flights, each in its place in the form's list.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { compactCode, foreignId } from './columns.ts';
import { FLIGHT_TYPES, MEAL_PLANS, TRANSFER_TYPES } from '@app/contract';

/** A line of a booking (a hotel, a tour, a flight): its booking, and its place in the form's list. */
const lineOfBooking = () => ({
  id: pg.serial().primaryKey(),
  booking_id: foreignId(() => bookings.id, 'cascade').notNull(),
  position: pg.integer().notNull(),
});

export const bookingAccommodations = pg.pgTable(
  'booking_accommodations',
  {
    ...lineOfBooking(),
    hotel_name: pg.varchar({ length: 150 }).notNull(),
    check_in_date: pg.date().notNull(),
    check_out_date: pg.date().notNull(),
    number_of_nights: pg.integer().notNull(),
    number_of_rooms: pg.integer().notNull().default(1),
    room_type: pg.varchar({ length: 100 }),
    meal_plan: pg.varchar({ length: 2, enum: MEAL_PLANS }).notNull().default('BB'),
    confirmation_number: pg.varchar({ length: 50 }),
  },
  (t) => [
    pg.index('accommodations_booking_idx').on(t.booking_id, t.position),
    // Search everything finds a file by its hotels' names.
    pg.index('accommodations_hotel_trgm').using('gin', sql`lower(${t.hotel_name}) gin_trgm_ops`),
  ],
);

export const bookingTours = pg.pgTable(
  'booking_tours',
  {
    ...lineOfBooking(),
    service_name: pg.varchar({ length: 200 }).notNull(),
    service_date: pg.date(),
    pickup_time: pg.time(),
    transfer_type: pg.varchar({ length: 3, enum: TRANSFER_TYPES }).notNull().default('PVT'),
    adult_count: pg.integer().notNull(),
    child_count: pg.integer().notNull(),
  },
  (t) => [pg.index('tours_booking_idx').on(t.booking_id, t.position)],
);

export const bookingFlights = pg.pgTable(
  'booking_flights',
  {
    ...lineOfBooking(),
    flight_type: pg.varchar({ length: 10, enum: FLIGHT_TYPES }).notNull().default('arrival'),
    airline: pg.varchar({ length: 100 }).notNull(),
    flight_number: pg.varchar({ length: 20 }).notNull(),
    flight_date: pg.date(),
    // Local times at each end, as the ticket prints them; an arrival's is the pickup time.
    departure_time: pg.time(),
    arrival_time: pg.time(),
    from_city: pg.varchar({ length: 100 }),
    to_city: pg.varchar({ length: 100 }),
    pnr_number: pg.varchar({ length: 20 }),
  },
  (t) => [
    pg.index('flights_booking_idx').on(t.booking_id, t.position),
    // Today's "arrivals tomorrow" reads arrivals by date.
    pg
      .index('flights_arrival_date_idx')
      .on(t.flight_date)
      .where(sql`${t.flight_type} = 'arrival'`),
    // Search everything finds a file by a flight number typed with or without its space.
    pg
      .index('flights_number_key')
      .using('btree', sql`${compactCode(t.flight_number)} text_pattern_ops`),
  ],
);
