import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AccommodationLine, BookingValues, FlightLine, TourLine } from '@app/contract';
import { nightsBetween, TRIP_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookingAccommodations, bookingFlights, bookingTours } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';

/** Write a booking's lines as sent (same database transaction as the booking). */
export async function writeLines(tx: DbOrTx, bookingId: number, v: BookingValues) {
  await tx.delete(bookingAccommodations).where(eq(bookingAccommodations.booking_id, bookingId));
  // Lines are stored as sent (the contract's inputs are the columns), plus what the server derives.
  if (v.accommodations.length) {
    await tx.insert(bookingAccommodations).values(
      v.accommodations.map((a, position) => ({
        ...a,
        booking_id: bookingId,
        position,
        number_of_nights: nightsBetween(a.check_in_date, a.check_out_date),
      })),
    );
  }
  await keepLines(tx, bookingTours, bookingId, 'tours', v.tours, (t, position) => ({
    ...t,
    booking_id: bookingId,
    position,
    // Blank counts take the booking's totals (spec section 3).
    adult_count: t.adult_count ?? v.total_adults,
    child_count: t.child_count ?? v.total_children,
  }));
  await keepLines(tx, bookingFlights, bookingId, 'flights', v.flights, (f, position) => ({
    ...f,
    booking_id: bookingId,
    position,
  }));
}

/**
 * Tours and flights keep their ids across edits: a line sent with its id is updated
 * in place, one without is added, and the booking's other lines are removed. Day-plan services
 * point at line ids, so an edit shows as a difference instead of cutting the link.
 */
type LineRow = typeof bookingTours.$inferInsert | typeof bookingFlights.$inferInsert;

async function keepLines<L extends { id: number | null }>(
  tx: DbOrTx,
  table: typeof bookingTours | typeof bookingFlights,
  bookingId: number,
  field: 'tours' | 'flights',
  sent: L[],
  // Typed by the tables, so a line's fields are checked against their columns. Without the
  // line's id: that says which existing row the line is, and is never written.
  row: (line: Omit<L, 'id'>, position: number) => LineRow,
) {
  const existing = new Set(
    (await tx.select({ id: table.id }).from(table).where(eq(table.booking_id, bookingId))).map(
      (r) => r.id,
    ),
  );
  const seen = new Set<number>();
  sent.forEach((l, i) => {
    if (l.id === null) return;
    if (!existing.has(l.id)) throw fieldError(`${field}.${i}.id`, TRIP_SERVER.lineNotOnBooking);
    if (seen.has(l.id)) throw fieldError(`${field}.${i}.id`, TRIP_SERVER.lineRepeated);
    seen.add(l.id);
  });
  const gone = [...existing].filter((id) => !seen.has(id));
  if (gone.length) await tx.delete(table).where(inArray(table.id, gone));
  const added: LineRow[] = [];
  for (const [position, { id, ...line }] of sent.entries()) {
    if (id === null) added.push(row(line, position));
    else await tx.update(table).set(row(line, position)).where(eq(table.id, id));
  }
  if (added.length) await tx.insert(table).values(added as never[]);
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

/** A kind of line as its contract shape, from the JSON object of one row `x` of `table`. */
const linesJson =
  <L>(
    table: typeof bookingAccommodations | typeof bookingTours | typeof bookingFlights,
    fields: SQL,
  ) =>
  (bookingId: SQL | AnyColumn) =>
    sql<L[]>`${jsonList(fields, sql`${table}`, bookingId)}`;

export const accommodationsJson = linesJson<AccommodationLine>(
  bookingAccommodations,
  sql`json_build_object('id', x.id, 'hotel_name', x.hotel_name, 'check_in_date', x.check_in_date,
    'check_out_date', x.check_out_date, 'number_of_nights', x.number_of_nights,
    'number_of_rooms', x.number_of_rooms, 'room_type', x.room_type, 'meal_plan', x.meal_plan,
    'confirmation_number', x.confirmation_number)`,
);

export const toursJson = linesJson<TourLine>(
  bookingTours,
  sql`json_build_object('id', x.id, 'service_name', x.service_name, 'service_date', x.service_date,
    'pickup_time', to_char(x.pickup_time, 'HH24:MI'), 'transfer_type', x.transfer_type,
    'adult_count', x.adult_count, 'child_count', x.child_count)`,
);

export const flightsJson = linesJson<FlightLine>(
  bookingFlights,
  sql`json_build_object('id', x.id, 'flight_type', x.flight_type, 'airline', x.airline,
    'flight_number', x.flight_number, 'flight_date', x.flight_date,
    'departure_time', to_char(x.departure_time, 'HH24:MI'),
    'arrival_time', to_char(x.arrival_time, 'HH24:MI'), 'from_city', x.from_city,
    'to_city', x.to_city, 'pnr_number', x.pnr_number)`,
);
