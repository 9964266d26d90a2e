import type { AccommodationLine, BookingWithLines, FlightLine, TourLine } from '@app/contract';
import { labelOf } from '@app/contract';
import { NotFound } from '../../lib/http/app-error.ts';
import { SUPPLIER_MESSAGES } from '@app/contract';
import type { LineKind } from '../bookings/line-costs.ts';
import type { OutboxInput } from '../outbox/outbox.service.ts';
import { renderVoucherHtml } from '../documents/voucher-html.ts';
import type { VoucherDoc, VoucherTable } from '../documents/voucher-model.ts';
import { AGENCY, dash, date, flightCells } from '../documents/voucher-model.ts';

/** One of a file's services: its kind, its line, and what the page and the History call it. */
export type FileService =
  | { kind: 'accommodations'; line: AccommodationLine; name: string }
  | { kind: 'tours'; line: TourLine; name: string }
  | { kind: 'flights'; line: FlightLine; name: string };

/** The service at `kind`/`lineId` of the file (404 when the file has no such line). */
export function serviceOf(b: BookingWithLines, kind: LineKind, lineId: number): FileService {
  const byId = <L extends { id: number }>(lines: L[]) => lines.find((l) => l.id === lineId);
  if (kind === 'accommodations') {
    const line = byId(b.accommodations);
    if (line) return { kind, line, name: line.hotel_name };
  } else if (kind === 'tours') {
    const line = byId(b.tours);
    if (line) return { kind, line, name: line.service_name };
  } else {
    const line = byId(b.flights);
    if (line) return { kind, line, name: `${line.airline} ${line.flight_number}` };
  }
  throw new NotFound(SUPPLIER_MESSAGES.lineNotFound);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The file's travellers: adults, children (with their ages when the file has them), infants. */
function filePax(b: BookingWithLines) {
  const children =
    b.total_children > 0
      ? `${plural(b.total_children, 'Child', 'Children')}${b.children_ages ? ` (ages ${b.children_ages})` : ''}`
      : '';
  const infants = b.total_infants > 0 ? plural(b.total_infants, 'Infant', 'Infants') : '';
  return [plural(b.total_adults, 'Adult', 'Adults'), children, infants].filter(Boolean).join(', ');
}

/** The service's own table: one row, with the columns the voucher prints for its kind. */
function serviceTable(s: FileService): VoucherTable {
  const columns = (...labels: string[]) => labels.map((label) => ({ label }));
  if (s.kind === 'accommodations') {
    const a = s.line;
    return {
      heading: 'Accommodation',
      columns: columns('Hotel', 'Check-in', 'Check-out', 'Nights', 'Rooms', 'Room Type', 'Meal'),
      rows: [
        [
          a.hotel_name,
          date(a.check_in_date),
          date(a.check_out_date),
          String(a.number_of_nights),
          String(a.number_of_rooms),
          dash(a.room_type),
          labelOf('mealPlan', a.meal_plan),
        ],
      ],
    };
  }
  if (s.kind === 'tours') {
    const t = s.line;
    return {
      heading: 'Tour / Service',
      columns: columns('Service', 'Date', 'Pickup', 'Transfer', 'Pax'),
      rows: [
        [
          t.service_name,
          date(t.service_date),
          dash(t.pickup_time),
          labelOf('transferType', t.transfer_type),
          [
            plural(t.adult_count, 'Adult', 'Adults'),
            t.child_count ? plural(t.child_count, 'Child', 'Children') : '',
          ]
            .filter(Boolean)
            .join(', '),
        ],
      ],
    };
  }
  const f = s.line;
  return {
    heading: 'Flight',
    columns: columns('Type', 'Airline', 'Flight', 'Date', 'Departs', 'Arrives', 'Route', 'PNR'),
    rows: [[...flightCells(f), dash(f.pnr_number)]],
  };
}

/** The service's days as its order's facts say them. */
function serviceDates(s: FileService) {
  if (s.kind === 'accommodations')
    return `${date(s.line.check_in_date)} – ${date(s.line.check_out_date)}`;
  return date(s.kind === 'tours' ? s.line.service_date : s.line.flight_date);
}

/**
 * The service order a supplier receives for one service of a file: who it is for and when,
 * the service as the voucher prints it, the guest's special requests, and our file number to
 * quote. A changed service's order says it amends the earlier one. Laid out by the voucher's
 * template (the PDF pool renders it as it renders a voucher).
 */
export function serviceOrderDoc(b: BookingWithLines, s: FileService, today: string): VoucherDoc {
  const supplier = s.line.supplier;
  return {
    title: 'Service Order',
    fileNumber: b.file_number,
    agency: AGENCY,
    factsHeading: 'Order',
    facts: [
      ['To', supplier?.name ?? '—'],
      ['Our Reference', b.file_number],
      ['Order Date', date(today)],
      ['Request', s.line.service_state === 'changed' ? 'Amendment' : 'New booking'],
      ['Guest', b.guest_name],
      ['Passengers', filePax(b)],
      ['Service', s.name],
      ['Dates', serviceDates(s)],
    ],
    tables: [serviceTable(s)],
    notes: b.special_notes,
    footer: `Please confirm this service with your confirmation number to ${AGENCY.email} or ${AGENCY.phone}, quoting our reference ${b.file_number}.`,
  };
}

/** The PDF's name: the file's id, the kind and the line, so two orders never share one. */
export const serviceOrderFileName = (b: BookingWithLines, s: FileService) =>
  `Service-Order-${b.id}-${s.kind}-${s.line.id}.pdf`;

/** The service order's email to its supplier: the order as HTML, its PDF attached. */
export function serviceOrderMail(
  b: BookingWithLines,
  s: FileService,
  doc: VoucherDoc,
  to: string,
  pdf: Buffer,
): OutboxInput {
  const supplier = s.line.supplier?.name ?? '';
  return {
    kind: 'service_order',
    to,
    subject: `Service order ${b.file_number}: ${s.name} – ${AGENCY.name}`,
    text: `Dear ${supplier},\n\nPlease find attached our service order ${b.file_number} for ${s.name} (${serviceDates(s)}), guest ${b.guest_name}.\n\n${doc.footer}\n\n${AGENCY.name}`,
    html: renderVoucherHtml(doc),
    attachments: [
      { filename: serviceOrderFileName(b, s), content: pdf, contentType: 'application/pdf' },
    ],
    booking_id: b.id,
    record_label: b.file_number,
  };
}
