import type { BookingWithLines, ServiceState } from '@app/contract';
import { isUnconfirmed, labelOf, NOT_CONFIRMED, SERVICE_STATE_LABELS } from '@app/contract';

/** Who the voucher comes from (printed in the header band and the footer). */
export const AGENCY = {
  name: 'TravelDesk Tours & Travels',
  address: '4th Floor, Maker Chambers, Nariman Point, Mumbai 400021, India',
  phone: '+91 22 4000 1234',
  email: 'reservations@traveldesk.example',
} as const;

export const AGENCY_FROM = `"${AGENCY.name}" <${AGENCY.email}>`;

export interface VoucherTable {
  heading: string;
  /** Widths come from the content when the PDF is laid out (voucher-columns.ts). */
  columns: { label: string }[];
  rows: string[][];
}

/**
 * The one voucher template: what a voucher says and in which order. The HTML preview and the
 * PDF are two renderings of this document, so they can never disagree.
 */
export interface VoucherDoc {
  title: string;
  fileNumber: string;
  agency: typeof AGENCY;
  /** The heading over the facts: 'Booking' unless told (a duty sheet's is 'Driver'). */
  factsHeading?: string;
  facts: [label: string, value: string][];
  tables: VoucherTable[];
  notes: string | null;
  footer: string;
  /** A cancelled booking's voucher is marked CANCELLED on every rendering. */
  cancelled?: boolean;
}

/** The mark's words, the same on the PDF and the HTML preview. */
export const CANCELLED_MARK = {
  stamp: 'CANCELLED',
  note: 'This booking is cancelled. This voucher is not valid for any service.',
} as const;

// Made once: building a formatter per date cost ~12 ms for a 150-line voucher, on the event loop.
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
export const date = (v: string | null | undefined) => {
  if (!v) return '—';
  const [y, m, d] = v.split('-').map(Number);
  return DATE.format(new Date(Date.UTC(y!, m! - 1, d)));
};
/** A blank cell as a dash. */
export const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

/**
 * A service's Confirmation cell: the supplier's number once it has confirmed, "Not confirmed"
 * until then (a number typed on the form is not a confirmation), "Cancelled" once cancelled.
 */
export const confirmationOf = (l: {
  service_state: ServiceState;
  confirmation_number: string | null;
}) =>
  isUnconfirmed(l.service_state)
    ? NOT_CONFIRMED
    : l.service_state === 'cancelled'
      ? SERVICE_STATE_LABELS.cancelled
      : dash(l.confirmation_number);

/** A flight's cells on a voucher and on its service order, but for its PNR's. */
export const flightCells = (f: BookingWithLines['flights'][number]) => [
  labelOf('flightType', f.flight_type),
  f.airline,
  f.flight_number,
  date(f.flight_date),
  dash(f.departure_time),
  dash(f.arrival_time),
  [f.from_city, f.to_city].filter(Boolean).join(' → ') || '—',
];

/** A flight's PNR, with what its supplier's confirmation says when that is more than the PNR. */
const pnrCell = (f: BookingWithLines['flights'][number]) => {
  const confirmation = confirmationOf(f);
  const more = confirmation === '—' || confirmation === f.pnr_number ? null : confirmation;
  return [f.pnr_number, more].filter(Boolean).join(' · ') || '—';
};

export function buildVoucher(b: BookingWithLines): VoucherDoc {
  const pax = [
    `${b.total_adults} Adult${b.total_adults === 1 ? '' : 's'}`,
    b.total_children > 0 ? `${b.total_children} Child${b.total_children === 1 ? '' : 'ren'}` : '',
    b.total_infants > 0 ? `${b.total_infants} Infant${b.total_infants === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const tables: VoucherTable[] = [];
  if (b.accommodations.length) {
    tables.push({
      heading: 'Accommodation',
      columns: [
        { label: 'Hotel' },
        { label: 'Check-in' },
        { label: 'Check-out' },
        { label: 'Nights' },
        { label: 'Rooms' },
        { label: 'Room Type' },
        { label: 'Meal' },
        { label: 'Confirmation' },
      ],
      rows: b.accommodations.map((a) => [
        a.hotel_name,
        date(a.check_in_date),
        date(a.check_out_date),
        String(a.number_of_nights),
        String(a.number_of_rooms),
        dash(a.room_type),
        // The trade's own abbreviation (BB, HB, AI) that hotels read; a label's longer words
        // would take the room the hotel's name needs in this eight-column table (decision 013).
        a.meal_plan,
        confirmationOf(a),
      ]),
    });
  }
  if (b.tours.length) {
    tables.push({
      heading: 'Tours & Services',
      columns: [
        { label: 'Service' },
        { label: 'Date' },
        { label: 'Pickup' },
        { label: 'Transfer' },
        { label: 'Pax' },
        { label: 'Confirmation' },
      ],
      rows: b.tours.map((t) => [
        t.service_name,
        date(t.service_date),
        dash(t.pickup_time),
        labelOf('transferType', t.transfer_type),
        `${t.adult_count} A${t.child_count ? ` + ${t.child_count} C` : ''}`,
        confirmationOf(t),
      ]),
    });
  }
  if (b.flights.length) {
    tables.push({
      heading: 'Flights',
      columns: [
        { label: 'Type' },
        { label: 'Airline' },
        { label: 'Flight' },
        { label: 'Date' },
        // Local times at each end, as the ticket prints them.
        { label: 'Departs' },
        { label: 'Arrives' },
        { label: 'Route' },
        // A ninth column would break the words of the others: a flight's confirmation shares
        // the PNR's cell.
        { label: 'PNR' },
      ],
      rows: b.flights.map((f) => [...flightCells(f), pnrCell(f)]),
    });
  }
  return {
    title: 'Service Voucher',
    fileNumber: b.file_number,
    agency: AGENCY,
    facts: [
      ['File Number', b.file_number],
      ['Booking Date', date(b.booking_date)],
      ['Status', labelOf('bookingStatus', b.status)],
      ['Guest', b.guest_name],
      ['Passengers', pax],
      ['Destination', dash(b.destination)],
      [
        'Travel Dates',
        b.travel_start_date ? `${date(b.travel_start_date)} – ${date(b.travel_end_date)}` : '—',
      ],
      [
        'Package',
        [b.package_name, b.package_type && labelOf('packageType', b.package_type)]
          .filter(Boolean)
          .join(' · ') || '—',
      ],
    ],
    tables,
    notes: b.special_notes,
    cancelled: b.status === 'cancelled',
    footer: `Please present this voucher at check-in and to your driver. For help call ${AGENCY.phone} or write to ${AGENCY.email}.`,
  };
}
