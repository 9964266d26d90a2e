// A booking's lines: its hotels, tours and flights, each in its place in the form's list.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { compactCode, foreignId, money } from './columns.ts';
import { currencies } from './currencies.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { FLIGHT_TYPES, MEAL_PLANS, SERVICE_STATES, TRANSFER_TYPES } from '@app/contract';

/** A line of a booking (a hotel, a tour, a flight): its booking, and its place in the form's list. */
const lineOfBooking = () => ({
  id: pg.serial().primaryKey(),
  booking_id: foreignId(() => bookings.id, 'cascade').notNull(),
  position: pg.integer().notNull(),
  ...serviceOfLine(),
});

/**
 * Who supplies the line, what it costs us and where its confirmation stands (decision
 * 046, migration 0052): the net cost in the supplier's currency (kept on the line: a supplier's
 * currency may change later), the state with who moved it last and when, and the supplier's
 * confirmation (number, date, notes). Hotels had their confirmation number already.
 */
function serviceOfLine() {
  return {
    supplier_id: foreignId(() => suppliers.id, 'restrict'),
    cost: money(),
    cost_currency: pg
      .char({ length: 3 })
      .references(() => currencies.code, { onDelete: 'restrict' }),
    service_state: pg.varchar({ length: 12, enum: SERVICE_STATES }).notNull().default('to_request'),
    confirmation_date: pg.date(),
    confirmation_notes: pg.text(),
    /** What the supplier keeps of a cancelled service, in the cost's currency (migration 0060). */
    cancellation_charge: money(),
    state_changed_at: pg.timestamp({ withTimezone: true }),
    state_changed_by: foreignId(() => users.id, 'restrict'),
  };
}
const serviceChecks = (
  name: string,
  t: {
    cost: pg.PgColumn;
    cost_currency: pg.PgColumn;
    supplier_id: pg.PgColumn;
    service_state: pg.PgColumn;
    cancellation_charge: pg.PgColumn;
  },
) => [
  // A cost is the supplier's, in its currency: the three come together.
  pg.check(
    `${name}_cost_of_supplier`,
    sql`(${t.cost} is null and ${t.cost_currency} is null) or (${t.cost} >= 0 and ${t.cost_currency} is not null and ${t.supplier_id} is not null)`,
  ),
  // A charge is what a cancelled service still costs: no more than its cost.
  pg.check(
    `${name}_cancellation_charge`,
    sql`${t.cancellation_charge} is null or (${t.service_state} = 'cancelled' and ${t.cost} is not null and ${t.cancellation_charge} between 0 and ${t.cost})`,
  ),
  pg.check(
    `${name}_service_state_check`,
    sql.raw(`service_state in (${SERVICE_STATES.map((v) => `'${v}'`).join(', ')})`),
  ),
  pg
    .index(`${name}_supplier_idx`)
    .on(t.supplier_id)
    .where(sql`${t.supplier_id} is not null`),
];

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
    ...serviceChecks('accommodations', t),
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
    confirmation_number: pg.varchar({ length: 50 }),
  },
  (t) => [...serviceChecks('tours', t), pg.index('tours_booking_idx').on(t.booking_id, t.position)],
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
    confirmation_number: pg.varchar({ length: 50 }),
  },
  (t) => [
    ...serviceChecks('flights', t),
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
