import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AccommodationLine, BookingValues, FlightLine, TourLine } from '@app/contract';
import { nightsBetween, TRIP_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookingAccommodations, bookingFlights, bookingTours } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import type { LineKind, LineServices } from './line-costs.ts';

/**
 * Write a booking's lines as sent (same database transaction as the booking), each with its
 * supplier, cost and cost currency as `lineServices` (line-costs.ts) resolved them.
 */
export async function writeLines(
  tx: DbOrTx,
  bookingId: number,
  v: BookingValues,
  services: LineServices,
) {
  // Lines are stored as sent (the contract's inputs are the columns), plus what the server derives.
  await keepLines(
    tx,
    bookingAccommodations,
    bookingId,
    'accommodations',
    v.accommodations,
    (a, position) => ({
      ...a,
      ...services.accommodations[position]!,
      booking_id: bookingId,
      position,
      number_of_nights: nightsBetween(a.check_in_date, a.check_out_date),
    }),
  );
  await keepLines(tx, bookingTours, bookingId, 'tours', v.tours, (t, position) => ({
    ...t,
    ...services.tours[position]!,
    booking_id: bookingId,
    position,
    // Blank counts take the booking's totals (spec section 3).
    adult_count: t.adult_count ?? v.total_adults,
    child_count: t.child_count ?? v.total_children,
  }));
  await keepLines(tx, bookingFlights, bookingId, 'flights', v.flights, (f, position) => ({
    ...f,
    ...services.flights[position]!,
    booking_id: bookingId,
    position,
  }));
}

/**
 * Lines keep their ids across edits: a line sent with its id is updated in place, one without
 * is added, and the booking's other lines are removed. Day-plan services point at tour and
 * flight ids, and a line's supplier state and confirmation stay with it, so an edit
 * shows as a difference instead of cutting the link.
 */
type LineRow =
  | typeof bookingAccommodations.$inferInsert
  | typeof bookingTours.$inferInsert
  | typeof bookingFlights.$inferInsert;

async function keepLines<L extends { id: number | null }>(
  tx: DbOrTx,
  table: typeof bookingAccommodations | typeof bookingTours | typeof bookingFlights,
  bookingId: number,
  field: LineKind,
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

/** A line's supplier, cost and confirmation, as the answers' `serviceAnswer`. */
const serviceJson = sql`'supplier', (select json_build_object('id', s.id, 'code', s.code, 'name', s.name,
      'email', s.email) from suppliers s where s.id = x.supplier_id),
    'cost', x.cost::text, 'cost_currency', x.cost_currency, 'service_state', x.service_state,
    'confirmation_number', x.confirmation_number, 'confirmation_date', x.confirmation_date,
    'confirmation_notes', x.confirmation_notes, 'cancellation_charge', x.cancellation_charge::text,
    'state_changed_at', to_char(x.state_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'state_changed_by', (select json_build_object('id', u.id, 'name', u.name)
      from users u where u.id = x.state_changed_by)`;

export const accommodationsJson = linesJson<AccommodationLine>(
  bookingAccommodations,
  sql`json_build_object('id', x.id, 'hotel_name', x.hotel_name, 'check_in_date', x.check_in_date,
    'check_out_date', x.check_out_date, 'number_of_nights', x.number_of_nights,
    'number_of_rooms', x.number_of_rooms, 'room_type', x.room_type, 'meal_plan', x.meal_plan,
    ${serviceJson})`,
);

export const toursJson = linesJson<TourLine>(
  bookingTours,
  sql`json_build_object('id', x.id, 'service_name', x.service_name, 'service_date', x.service_date,
    'pickup_time', to_char(x.pickup_time, 'HH24:MI'), 'transfer_type', x.transfer_type,
    'adult_count', x.adult_count, 'child_count', x.child_count, ${serviceJson})`,
);

export const flightsJson = linesJson<FlightLine>(
  bookingFlights,
  sql`json_build_object('id', x.id, 'flight_type', x.flight_type, 'airline', x.airline,
    'flight_number', x.flight_number, 'flight_date', x.flight_date,
    'departure_time', to_char(x.departure_time, 'HH24:MI'),
    'arrival_time', to_char(x.arrival_time, 'HH24:MI'), 'from_city', x.from_city,
    'to_city', x.to_city, 'pnr_number', x.pnr_number, ${serviceJson})`,
);
