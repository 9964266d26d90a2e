import type {
  AccommodationLine,
  BookingWithLines,
  FlightLine,
  ServiceDifference,
  SourceKind,
  TourLine,
} from '@app/contract';
import { SOURCE_FIELD_LABELS } from '@app/contract';

/**
 * What a day-plan service copies from its booking line, as plain values. Stored with the
 * service when it is scheduled (day_plans.source_snapshot) and computed again from the
 * booking as it is now: the two side by side are the "differs from the booking" rule.
 */
export type SourceFields = Record<string, string | number | null>;

type Line = { kind: 'tour'; line: TourLine } | { kind: 'flight'; line: FlightLine };

/** A booking line by kind and id, or null when the booking no longer has it. */
export function findLine(b: BookingWithLines, kind: SourceKind, id: number): Line | null {
  if (kind === 'tour') {
    const line = b.tours.find((t) => t.id === id);
    return line ? { kind, line } : null;
  }
  const line = b.flights.find((f) => f.id === id);
  return line ? { kind, line } : null;
}

/**
 * The hotel the guest is at for a service on `day`: for an arrival the one checked into that
 * day, for a departure the one checked out of, else the stay covering the night of `day`.
 */
function hotelOn(stays: AccommodationLine[], day: string | null, flightType?: string) {
  if (!day) return null;
  const exact =
    flightType === 'arrival'
      ? stays.find((a) => a.check_in_date === day)
      : flightType === 'departure'
        ? stays.find((a) => a.check_out_date === day)
        : undefined;
  const covering = stays.find((a) => a.check_in_date <= day && day < a.check_out_date);
  return (exact ?? covering)?.hotel_name ?? null;
}

export function sourceFields(b: BookingWithLines, l: Line): SourceFields {
  if (l.kind === 'tour') {
    const t = l.line;
    return {
      guest_name: b.guest_name,
      hotel_name: hotelOn(b.accommodations, t.service_date),
      service_name: t.service_name,
      service_date: t.service_date,
      pickup_time: t.pickup_time,
      transfer_type: t.transfer_type,
      adult_count: t.adult_count,
      child_count: t.child_count,
    };
  }
  const f = l.line;
  return {
    guest_name: b.guest_name,
    hotel_name: hotelOn(b.accommodations, f.flight_date, f.flight_type),
    flight_type: f.flight_type,
    airline: f.airline,
    flight_number: f.flight_number,
    flight_date: f.flight_date,
    departure_time: f.departure_time,
    arrival_time: f.arrival_time,
    from_city: f.from_city,
    to_city: f.to_city,
  };
}

const paxText = (adults: number, children: number) =>
  `${adults} A${children ? ` + ${children} C` : ''}`;

/** The service a line becomes: its day, time, words and the guest's hotel. */
export function serviceFrom(b: BookingWithLines, l: Line) {
  const hotel = sourceFields(b, l).hotel_name as string | null;
  if (l.kind === 'tour') {
    const t = l.line;
    return {
      plan_date: t.service_date,
      service_time: t.pickup_time,
      service_description: `${t.service_name} (${t.transfer_type})`,
      hotel_name: hotel,
      flight: null,
      pax: paxText(t.adult_count, t.child_count),
    };
  }
  const f = l.line;
  const flight = `${f.airline} ${f.flight_number}`;
  return {
    plan_date: f.flight_date,
    // The guest is met when the flight lands; a departure's pickup depends on the airport's
    // check-in, so the user gives it.
    service_time: f.flight_type === 'arrival' ? f.arrival_time : null,
    service_description:
      f.flight_type === 'arrival'
        ? `Arrival transfer: ${flight}${f.from_city ? ` from ${f.from_city}` : ''}, airport to ${hotel ?? 'hotel'}`
        : `Departure transfer: ${flight}${f.to_city ? ` to ${f.to_city}` : ''}, ${hotel ?? 'hotel'} to airport`,
    hotel_name: hotel,
    flight: `${f.flight_number} · ${f.flight_type === 'arrival' ? 'Arrival' : 'Departure'}`,
    pax: paxText(b.total_adults, b.total_children),
  };
}

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : String(v);

/**
 * Where a service's copied fields and its line as it is now disagree. A removed line is one
 * difference: the line, which the booking no longer has.
 */
export function differences(
  snapshot: SourceFields,
  current: SourceFields | null,
): ServiceDifference[] {
  if (!current) {
    const was = snapshot.service_name ?? snapshot.flight_number ?? null;
    return [{ field: 'line', label: SOURCE_FIELD_LABELS.line!, booking: null, service: text(was) }];
  }
  const out: ServiceDifference[] = [];
  for (const [field, was] of Object.entries(snapshot)) {
    if (text(current[field]) === text(was)) continue;
    out.push({
      field,
      label: SOURCE_FIELD_LABELS[field] ?? field,
      booking: text(current[field]),
      service: text(was),
    });
  }
  return out;
}
