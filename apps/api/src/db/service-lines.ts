import { sql } from 'drizzle-orm';

/**
 * A file's hotels, tours and flights as one shape (decision 046): kind, id, file, name (the
 * hotel's, the tour's, or the airline and flight number), supplier, cost and its currency,
 * state, the days the service starts and ends (a tour and a flight: their one date) and a
 * cancelled service's charge. Read
 * as `(${SERVICE_LINES}) l`; PostgreSQL pushes a filter on the file or the line into each arm.
 */
export const SERVICE_LINES = sql`
  select 'accommodations' as kind, x.id, x.booking_id, x.hotel_name as name, x.supplier_id,
    x.cost, x.cost_currency, x.service_state, x.check_in_date as start, x.check_out_date as "end",
    x.cancellation_charge as charge
  from booking_accommodations x
  union all select 'tours', x.id, x.booking_id, x.service_name, x.supplier_id, x.cost,
    x.cost_currency, x.service_state, x.service_date, x.service_date, x.cancellation_charge
  from booking_tours x
  union all select 'flights', x.id, x.booking_id, x.airline || ' ' || x.flight_number,
    x.supplier_id, x.cost, x.cost_currency, x.service_state, x.flight_date, x.flight_date,
    x.cancellation_charge
  from booking_flights x`;

/** The name of the service a supplier's payable `p` is for ('' once its line is gone). */
export const payableServiceName = sql`coalesce((select l.name from (${SERVICE_LINES}) l
  where l.kind = p.line_kind and l.id = p.line_id), '')`;
