import {
  addDays,
  bookingEndpoints,
  exchangeRateEndpoints,
  reportEndpoints,
  supplierEndpoints,
  todayIn,
} from '@app/contract';
import { csvRecords } from '../exports/read-back.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * The supplier reports (decision 047) on files with lines from three suppliers in three
 * currencies, booked on both sides of the period's edges, with rates that changed between the
 * booking dates and the day the files posted: each costed line's cost at its booking date's
 * rate, its share of the file's sale (at the file's own rate) by cost, in whole paisa that add
 * up to the sale. The figures below are worked out by hand.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app, callers }) => {
  const admin = await callers.admin();
  // AED is 22.70 from long ago (standing-rates.ts), 24.00 from 15 May 2025 and 25.00 from
  // 1 September 2025: the files below post today, at 25.00; their costs take their booking
  // date's rate.
  for (const [rate_date, rate] of [
    ['2025-05-15', '24.00'],
    ['2025-09-01', '25.00'],
  ] as const) {
    const r = await admin.call(exchangeRateEndpoints.create, {
      payload: { currency: 'AED', rate_date, rate },
    });
    expect(r.status, r.text).toBe(201);
  }
  const supplier = async (name: string, kind: string, currency: string) =>
    (
      await admin.call(supplierEndpoints.create, {
        payload: { name, kind, currency, payment_terms: 'before_check_in', payment_days: 7 },
      })
    ).ok.data.id;
  const hotel = await supplier('Marina Bay Hotel', 'hotel', 'AED');
  const guide = await supplier('Spice Coast Guides', 'guide', 'INR');
  const airline = await supplier('Gulf Air', 'airline', 'USD');
  // The setup's services travel in June 2025, far from the unconfirmed services' test.
  const nextDay = (d: string) => addDays(d, 1);
  const stay = (supplier_id: number | null, cost: string | null, check_in = '2025-06-10') => ({
    hotel_name: 'Marina Bay Hotel',
    check_in_date: check_in,
    check_out_date: nextDay(check_in),
    supplier_id,
    cost,
  });
  /** A tour or a flight on `date`, or on no date of its own (null). */
  const dated = (field: string, date: string | null) => (date ? { [field]: date } : {});
  const tour = (
    supplier_id: number | null,
    cost: string | null,
    date: string | null = '2025-06-10',
  ) => ({
    service_name: 'Old Dubai walk',
    transfer_type: 'PVT',
    supplier_id,
    cost,
    ...dated('service_date', date),
  });
  const flight = (
    supplier_id: number | null,
    cost: string | null,
    date: string | null = '2025-06-10',
  ) => ({
    flight_type: 'arrival',
    airline: 'Gulf Air',
    flight_number: 'GF 64',
    supplier_id,
    cost,
    ...dated('flight_date', date),
  });
  const today = todayIn(app.app.appTimezone);
  const file = async (o: Record<string, unknown>) => {
    const r = await admin.call(bookingEndpoints.create, {
      payload: {
        guest_name: 'Meera Iyer',
        sale_amount: '1000.00',
        purchase_amount: null,
        currency: 'INR',
        booking_date: today,
        status: 'confirmed',
        accommodations: [],
        tours: [],
        flights: [],
        ...o,
      },
    });
    expect(r.status, r.text).toBe(201);
    return r.ok.data;
  };
  const cancel = (id: number) =>
    admin.call(bookingEndpoints.cancel, { params: { id }, payload: { reason: 'Guest cancelled' } });

  // In the period (April and May 2025).
  // AED 5,000 at 25.00 = ₹125,000.00, shared by ₹68,100.00 (AED 3,000 at 22.70) and ₹11,350.00:
  // ₹107,142.857… and ₹17,857.142…; the paisa left goes to the larger remainder.
  await file({
    booking_date: '2025-04-01',
    currency: 'AED',
    sale_amount: '5000.00',
    accommodations: [stay(hotel, '3000.00')],
    tours: [tour(guide, '11350.00')],
  });
  // ₹20,000.00 shared by ₹8,340.00 (USD 100 at 83.40) and ₹4,800.00 (AED 200 at 24.00):
  // ₹12,694.063… and ₹7,305.936…, the paisa left to the hotel.
  await file({
    booking_date: '2025-05-31',
    sale_amount: '20000.00',
    accommodations: [stay(hotel, '200.00')],
    flights: [flight(airline, '100.00')],
  });
  // No line has a cost (a supplier without one is not a cost): counted apart.
  await file({
    booking_date: '2025-04-15',
    sale_amount: '300.00',
    purchase_amount: '100.00',
    accommodations: [stay(hotel, null)],
  });
  // Not sold: a draft, and a file cancelled.
  await file({ booking_date: '2025-05-01', status: 'draft', tours: [tour(guide, '500.00')] });
  const cancelled = await file({ booking_date: '2025-05-02', tours: [tour(guide, '700.00')] });
  expect((await cancel(cancelled.id)).status).toBe(200);
  // Just outside: the last day of March and the first of June.
  await file({ booking_date: '2025-03-31', tours: [tour(guide, '400.00')] });
  await file({ booking_date: '2025-06-01', flights: [flight(airline, '5.00')] });

  const read = <K extends keyof typeof reportEndpoints>(
    key: K,
    query: Record<string, string> = {},
    token = admin.token,
  ) => admin.call(reportEndpoints[key], { query, token });
  return { app, admin, hotel, guide, airline, file, stay, tour, flight, cancel, read };
});

const SPRING = { from: '2025-04', to: '2025-05' };
const ref = (id: number, name: string) => ({ id, name, code: expect.stringMatching(/^SUP-/) });

describe('margin by supplier and by kind of service', () => {
  it("shares each file's sale among its costed lines by cost, exact to the paisa", async ({
    desk: { read, hotel, guide, airline },
  }) => {
    const res = await read('supplierMargin', SPRING);
    expect(res.status, res.text).toBe(200);
    const data = res.ok.data;
    expect(data).toMatchObject({ ...SPRING, currency: 'INR', files_without_line_costs: 1 });
    // The best margin first.
    expect(data.rows).toEqual([
      {
        supplier: ref(hotel, 'Marina Bay Hotel'),
        lines: 2,
        files: 2,
        sale: '114448.80',
        cost: '72900.00',
        margin: '41548.80',
        margin_percent: '36.30',
      },
      {
        supplier: ref(guide, 'Spice Coast Guides'),
        lines: 1,
        files: 1,
        sale: '17857.14',
        cost: '11350.00',
        margin: '6507.14',
        margin_percent: '36.44',
      },
      {
        supplier: ref(airline, 'Gulf Air'),
        lines: 1,
        files: 1,
        sale: '12694.06',
        cost: '8340.00',
        margin: '4354.06',
        margin_percent: '34.30',
      },
    ]);
    // The shares add up to the two files' sales: nothing lost or made in rounding.
    expect(data.totals).toEqual({
      lines: 4,
      files: 2,
      sale: '145000.00',
      cost: '92590.00',
      margin: '52410.00',
      margin_percent: '36.14',
    });
    expect(data).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
  });

  it('is by kind of service with the same totals', async ({ desk: { read } }) => {
    const data = (await read('serviceMargin', SPRING)).ok.data;
    expect(data.rows.map((r) => [r.label, r.lines, r.sale, r.cost, r.margin])).toEqual([
      ['Hotels', 2, '114448.80', '72900.00', '41548.80'],
      ['Tours', 1, '17857.14', '11350.00', '6507.14'],
      ['Flights', 1, '12694.06', '8340.00', '4354.06'],
    ]);
    expect(data.rows.map((r) => r.kind)).toEqual(['accommodations', 'tours', 'flights']);
    expect(data.totals.sale).toBe('145000.00');
    expect(data.files_without_line_costs).toBe(1);
  });

  it("agrees with the sales report by booking month: the shares and the uncosted files' sale", async ({
    desk: { read },
  }) => {
    const sales = (await read('sales', { ...SPRING, basis: 'booking' })).ok.data;
    // ₹145,000.00 shared, and the ₹300.00 file without line costs.
    expect(sales.totals.sale).toBe('145300.00');
  });

  it("holds the period's edges: the first and last days of its months are in, the days around out", async ({
    desk: { read, hotel, guide },
  }) => {
    const april = (await read('supplierMargin', { from: '2025-04', to: '2025-04' })).ok.data;
    expect(april.rows.map((r) => [r.supplier.id, r.sale, r.cost])).toEqual([
      [hotel, '107142.86', '68100.00'],
      [guide, '17857.14', '11350.00'],
    ]);
    expect(april.files_without_line_costs).toBe(1);
    const may = (await read('serviceMargin', { from: '2025-05', to: '2025-05' })).ok.data;
    expect(may.rows.map((r) => [r.label, r.sale, r.cost])).toEqual([
      ['Hotels', '7305.94', '4800.00'],
      ['Flights', '12694.06', '8340.00'],
    ]);
    expect(may.files_without_line_costs).toBe(0);
    // March and June each hold one file, just outside the period above.
    const march = (await read('supplierMargin', { from: '2025-03', to: '2025-03' })).ok.data;
    expect(march.rows.map((r) => [r.supplier.id, r.sale, r.cost])).toEqual([
      [guide, '1000.00', '400.00'],
    ]);
    const june = (await read('topSuppliers', { from: '2025-06', to: '2025-06' })).ok.data;
    expect(june.rows.map((r) => [r.supplier.name, r.cost])).toEqual([['Gulf Air', '417.00']]);
    // An empty period answers empty, with zero totals and no percent.
    const empty = (await read('supplierMargin', { from: '2024-01', to: '2024-02' })).ok.data;
    expect(empty).toMatchObject({
      rows: [],
      totals: { lines: 0, files: 0, sale: '0.00', cost: '0.00', margin_percent: null },
      last_page: 1,
      total: 0,
    });
  });

  it('shares a file whose lines cost nothing equally, and a sale of odd paisa exactly', async ({
    desk: { read, file, tour, stay, hotel, guide },
  }) => {
    // ₹100.01 over three lines of ₹0: three shares of 33.33, and the two paisa left go one each
    // to the first lines by kind and id (the hotel, then the first tour).
    await file({
      booking_date: '2024-07-10',
      sale_amount: '100.01',
      accommodations: [stay(hotel, '0.00')],
      tours: [tour(guide, '0.00'), tour(guide, '0.00')],
    });
    const data = (await read('serviceMargin', { from: '2024-07', to: '2024-07' })).ok.data;
    expect(data.rows.map((r) => [r.label, r.sale, r.cost])).toEqual([
      ['Hotels', '33.34', '0.00'],
      ['Tours', '66.67', '0.00'],
    ]);
    expect(data.totals).toMatchObject({
      sale: '100.01',
      margin: '100.01',
      margin_percent: '100.00',
    });
  });
});

describe('top suppliers by cost', () => {
  it('lists the suppliers that cost the most, most first, as many as asked', async ({
    desk: { read, hotel, guide },
  }) => {
    const data = (await read('topSuppliers', { ...SPRING, limit: '2' })).ok.data;
    expect(data.rows.map((r) => [r.supplier.id, r.cost, r.sale, r.margin])).toEqual([
      [hotel, '72900.00', '114448.80', '41548.80'],
      [guide, '11350.00', '17857.14', '6507.14'],
    ]);
    expect((await read('topSuppliers', SPRING)).ok.data.rows).toHaveLength(3);
  });
});

describe('unconfirmed services', () => {
  it('lists the services of sold files not confirmed, soonest first, marking those within 7 days', async ({
    desk: { app, admin, read, file, stay, tour, flight, cancel, hotel, guide },
  }) => {
    const today = todayIn(app.app.appTimezone);
    const day = (n: number) => addDays(today, n);
    const a = await file({
      guest_name: 'Arun Menon',
      travel_start_date: day(3),
      accommodations: [stay(hotel, '10.00', day(3))],
      // No date of its own: it travels on the file's start.
      tours: [tour(guide, null, null), tour(null, null, day(7))],
      flights: [flight(null, null, day(1))],
    });
    const move = (b: typeof a, kind: string, lineId: number, payload: Record<string, unknown>) =>
      admin.call(bookingEndpoints.serviceState, { params: { id: b.id, kind, lineId }, payload });
    // Confirmed: not listed. The tour dated in a week is asked for: listed as requested.
    await move(a, 'flights', a.flights[0]!.id, { state: 'confirmed', confirmation_number: 'GF1' });
    await move(a, 'tours', a.tours[1]!.id, { state: 'requested' });
    const b = await file({
      guest_name: 'Bina Shah',
      accommodations: [stay(hotel, '20.00', day(8))],
      tours: [tour(guide, null, day(-2))],
    });
    // Confirmed, then changed: it waits for the supplier again.
    await move(b, 'accommodations', b.accommodations[0]!.id, {
      state: 'confirmed',
      confirmation_number: 'MB-7',
    });
    await move(b, 'accommodations', b.accommodations[0]!.id, { state: 'changed' });
    // A file without a travel date, whose tour has none either: listed last.
    const none = { purchase_amount: '0.00' };
    const undated = await file({
      ...none,
      guest_name: 'Chitra Rao',
      tours: [tour(null, null, null)],
    });
    // A draft and a cancelled file: not sold, not listed.
    await file({ ...none, status: 'draft', accommodations: [stay(hotel, null, day(2))] });
    const gone = await file({ ...none, accommodations: [stay(hotel, null, day(2))] });
    await cancel(gone.id);

    const from = day(-2).slice(0, 7);
    const res = await read('unconfirmedServices', { from, to: day(8).slice(0, 7) });
    expect(res.status, res.text).toBe(200);
    const data = res.ok.data;
    expect(
      data.rows.map((r) => [
        r.guest_name,
        r.kind,
        r.travel_date,
        r.days_to_travel,
        r.soon,
        r.service_state,
      ]),
    ).toEqual([
      ['Bina Shah', 'tours', day(-2), -2, false, 'to_request'],
      ['Arun Menon', 'accommodations', day(3), 3, true, 'to_request'],
      ['Arun Menon', 'tours', day(3), 3, true, 'to_request'],
      ['Arun Menon', 'tours', day(7), 7, true, 'requested'],
      ['Bina Shah', 'accommodations', day(8), 8, false, 'changed'],
      ['Chitra Rao', 'tours', null, null, false, 'to_request'],
    ]);
    expect(data.rows[1]).toMatchObject({
      booking: { id: a.id, file_number: a.file_number },
      service: 'Marina Bay Hotel',
      supplier: { id: hotel, name: 'Marina Bay Hotel' },
      cost: '10.00',
      cost_currency: 'AED',
    });
    expect(data.rows[5]).toMatchObject({ booking: { id: undated.id }, supplier: null, cost: null });
    expect(data.totals).toEqual({
      services: 6,
      soon: 3,
      to_request: 4,
      requested: 1,
      changed: 1,
    });
    // The chart's months: each month of the period, its services by state (the undated in none).
    const counted = data.months.reduce((n, m) => n + m.to_request + m.requested + m.changed, 0);
    expect(counted).toBe(5);
    expect(data.months[0]!.month).toBe(from);
    expect(data.as_of).toBe(today);
  });

  it('reads the twelve months from this one when no period is given', async ({
    desk: { app, read },
  }) => {
    const month = todayIn(app.app.appTimezone).slice(0, 7);
    const data = (await read('unconfirmedServices')).ok.data;
    expect(data.from).toBe(month);
    expect(data.months).toHaveLength(12);
    const after = (await read('unconfirmedServices', { from: '2030-01' })).ok.data;
    expect([after.from, after.to]).toEqual(['2030-01', '2030-12']);
  });
});

describe('the supplier reports’ rules', () => {
  it('are for view_reports: refused to staff without it, answered with it', async ({
    desk: { read },
    callers,
  }) => {
    const staff = await callers.staff();
    const manager = await callers.manager();
    for (const key of [
      'supplierMargin',
      'serviceMargin',
      'topSuppliers',
      'unconfirmedServices',
    ] as const) {
      expect([key, (await read(key, {}, staff.token)).status]).toEqual([key, 403]);
      expect([key, (await read(key, {}, manager.token)).status]).toEqual([key, 200]);
    }
    const file = await read('supplierMarginExport', { format: 'csv' }, staff.token);
    expect(file.status).toBe(403);
  });

  it('refuses a bad period or limit with the field message', async ({ desk: { read } }) => {
    expect(
      (await read('supplierMargin', { from: '2025-05', to: '2025-01' })).failure.errors,
    ).toEqual({ to: ['The to month must be on or after the from month.'] });
    expect((await read('topSuppliers', { limit: '0' })).failure.errors).toEqual({
      limit: ['The limit must be a whole number from 1 to 50.'],
    });
    expect((await read('unconfirmedServices', { to: '2025-13' })).failure.errors).toEqual({
      to: ['The to month must be a month as YYYY-MM.'],
    });
  });

  it('exports the margins with the total and the rupees, and the services with their own currencies', async ({
    desk: { app, admin },
  }) => {
    const get = (url: string) =>
      app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
    const csv = await get('/api/reports/supplier-margin/export?format=csv&from=2025-04&to=2025-05');
    expect(csv.statusCode).toBe(200);
    const rows = csvRecords(csv.body);
    expect(rows.map((r) => r['Supplier name'])).toEqual([
      'Marina Bay Hotel',
      'Spice Coast Guides',
      'Gulf Air',
      'Total',
    ]);
    expect(rows[0]).toMatchObject({
      'Sale Amount': '114448.80',
      Purchase: '72900.00',
      Margin: '41548.80',
      'Margin percent': '36.30',
      Currency: 'INR',
    });
    expect(rows[3]).toMatchObject({ 'Sale Amount': '145000.00', Margin: '52410.00' });
    const kinds = csvRecords(
      (await get('/api/reports/service-margin/export?format=csv&from=2025-04&to=2025-05')).body,
    );
    expect(kinds.map((r) => r.Kind)).toEqual(['Hotels', 'Tours', 'Flights', 'Total']);
    const services = await get('/api/reports/unconfirmed-services/export?format=csv');
    expect(services.statusCode).toBe(200);
    const first = csvRecords(services.body)[0]!;
    expect(Object.keys(first)).toContain('Cost currency');
    expect(Object.keys(first)).not.toContain('Currency');
  });
});
