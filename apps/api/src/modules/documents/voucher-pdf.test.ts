import type { BookingWithLines } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-text.ts';
import { columnWidths } from './voucher-columns.ts';
import type { Measure } from './voucher-columns.ts';
import { buildVoucher } from './voucher-model.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';

const LONG_HOTEL = 'The Grand Imperial Palace Resort and Spa by the Arabian Gulf'; // 60 characters

/** A booking whose every line is as long as staff type them (headers once broke: "NIGHT S"). */
const longBooking = (): BookingWithLines =>
  ({
    file_number: 'TF-2026-01234',
    booking_date: '2026-11-02',
    status: 'confirmed',
    guest_name: 'Venkataraghavan Subramaniam Krishnamurthy-Iyengar',
    total_adults: 12,
    total_children: 3,
    total_infants: 1,
    destination: 'Dubai, Abu Dhabi and Ras Al Khaimah',
    travel_start_date: '2026-12-10',
    travel_end_date: '2026-12-24',
    package_name: 'Emirates Grand Family Holiday',
    package_type: 'Premium',
    special_notes: null,
    accommodations: [
      {
        hotel_name: LONG_HOTEL,
        check_in_date: '2026-12-10',
        check_out_date: '2026-12-24',
        number_of_nights: 14,
        number_of_rooms: 12,
        room_type: 'Two-Bedroom Presidential Ocean-View Suite',
        meal_plan: 'AI',
        service_state: 'confirmed',
        confirmation_number: 'CONF-IMPERIAL-2026-0009876543',
      },
    ],
    tours: [
      {
        service_name: 'Desert Safari with BBQ Dinner, Belly Dance, Henna and Dune Bashing',
        service_date: '2026-12-12',
        pickup_time: '15:30',
        transfer_type: 'private',
        adult_count: 12,
        child_count: 3,
        service_state: 'requested',
        confirmation_number: null,
      },
    ],
    flights: [
      {
        flight_type: 'departure',
        airline: 'Emirates Airline (Codeshare Qantas)',
        flight_number: 'EK 0501',
        flight_date: '2026-12-24',
        from_city: 'Thiruvananthapuram',
        to_city: 'Dubai International',
        pnr_number: 'X7KQ2P9ZLM',
        service_state: 'cancelled',
        confirmation_number: 'EK-CONF-1',
      },
    ],
  }) as unknown as BookingWithLines;

describe('voucher PDF column widths', () => {
  it('prints every header word whole, however long the values under it', async () => {
    const voucher = buildVoucher(longBooking());
    const text = (await pdfPages(await renderVoucherPdf(voucher))).join(' ');
    const tokens = new Set(text.split(' '));
    const headerWords = voucher.tables.flatMap((t) =>
      t.columns.flatMap((c) => c.label.toUpperCase().split(' ')),
    );
    expect(headerWords).toContain('CONFIRMATION');
    // A word split by the line wrapper comes out as two tokens ("CONFIRMATIO N").
    expect(headerWords.filter((w) => !tokens.has(w))).toEqual([]);
    // The values themselves are all there, their own words whole too.
    for (const s of [LONG_HOTEL, 'CONF-IMPERIAL-2026-0009876543', 'Thiruvananthapuram'])
      expect(text).toContain(s);
  });

  // 5 points a character for headers, 6 for cells: easy sums.
  const measure: Measure = (s, role) => s.length * (role === 'header' ? 5 : 6);

  it('gives each column at least its longest header word and cell word, and fills the line', () => {
    const w = columnWidths(
      ['HOTEL', 'NIGHTS', 'CONFIRMATION'],
      [['Imperial Palace', '3', 'CNF-1234']],
      300,
      4,
      measure,
    );
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(300);
    // Words plus padding (8) plus a point of slack.
    expect(w[0]).toBeGreaterThanOrEqual(8 * 6 + 9); // "Imperial"
    expect(w[1]).toBeGreaterThanOrEqual(6 * 5 + 9); // "NIGHTS"
    expect(w[2]).toBeGreaterThanOrEqual(12 * 5 + 9); // "CONFIRMATION"
  });

  it('shares the room left by what each column still needs to sit on one line', () => {
    const w = columnWidths(
      ['A', 'B'],
      [['x'.repeat(5) + ' ' + 'y'.repeat(30), 'z']],
      200,
      0,
      measure,
    );
    // B needs 6 + 1; A takes the rest, towards its 216 points on one line.
    expect(w[1]).toBeCloseTo(7);
    expect(w[0]).toBeCloseTo(193);
  });

  it('lets a cell word longer than the page break, but never a header word', () => {
    const w = columnWidths(['NAME', 'CODE'], [['a'.repeat(100), 'b'.repeat(100)]], 200, 0, measure);
    expect(w[0]).toBeGreaterThanOrEqual(4 * 5 + 1);
    expect(w[1]).toBeGreaterThanOrEqual(4 * 5 + 1);
    expect(w[0]! + w[1]!).toBeCloseTo(200);
  });

  it('refuses headers whose words cannot fit the page', () => {
    expect(() => columnWidths(['A'.repeat(50)], [], 100, 0, measure)).toThrow(/headers need/);
  });
});

describe('voucher confirmations', () => {
  // A flight's confirmation shares the PNR's cell.
  const cells = (b: BookingWithLines) =>
    buildVoucher(b).tables.map((t) => ({
      heading: t.heading,
      confirmation: t.rows.map(
        (r) => r[t.columns.findIndex((c) => /^(Confirmation|PNR)$/.test(c.label))],
      ),
    }));

  it("shows a confirmed service's number, 'Not confirmed' before the supplier confirms, and a cancelled service as cancelled", () => {
    expect(cells(longBooking())).toEqual([
      { heading: 'Accommodation', confirmation: ['CONF-IMPERIAL-2026-0009876543'] },
      { heading: 'Tours & Services', confirmation: ['Not confirmed'] },
      { heading: 'Flights', confirmation: ['X7KQ2P9ZLM · Cancelled'] },
    ]);
  });

  it("prints a confirmed flight's number beside its PNR only when it is another number", () => {
    const b = longBooking();
    const flight = b.flights[0]!;
    flight.service_state = 'confirmed';
    flight.confirmation_number = 'X7KQ2P9ZLM';
    expect(cells(b)[2]!.confirmation).toEqual(['X7KQ2P9ZLM']);
    flight.confirmation_number = 'EK-CONF-1';
    expect(cells(b)[2]!.confirmation).toEqual(['X7KQ2P9ZLM · EK-CONF-1']);
    flight.service_state = 'requested';
    flight.pnr_number = null;
    expect(cells(b)[2]!.confirmation).toEqual(['Not confirmed']);
  });

  it('does not take a number typed on the form for a confirmation', () => {
    const b = longBooking();
    for (const state of ['to_request', 'requested', 'changed'] as const) {
      b.accommodations[0]!.service_state = state;
      expect(cells(b)[0]!.confirmation, state).toEqual(['Not confirmed']);
    }
  });

  it("prints the marker on the PDF, every column's header whole", async () => {
    const b = longBooking();
    b.accommodations[0]!.service_state = 'requested';
    const text = (await pdfPages(await renderVoucherPdf(buildVoucher(b)))).join(' ');
    expect(text).toContain('Not confirmed');
    expect(text).not.toContain('CONF-IMPERIAL-2026-0009876543');
  });
});
