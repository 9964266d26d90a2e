import type { Endpoint } from '@app/contract';
import {
  bookingEndpoints,
  driverEndpoints,
  tripEndpoints as ep,
  voucherEndpoints,
} from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

const arrival = {
  flight_type: 'arrival',
  airline: 'Emirates',
  flight_number: 'EK 501',
  flight_date: '2027-02-10',
  departure_time: '04:35',
  arrival_time: '06:10',
  from_city: 'Mumbai',
  to_city: 'Dubai',
};
const departure = {
  flight_type: 'departure',
  airline: 'Emirates',
  flight_number: 'EK 502',
  flight_date: '2027-02-14',
  departure_time: '22:05',
  arrival_time: '02:40',
  from_city: 'Dubai',
  to_city: 'Mumbai',
};
const bookingBody = (flights: object[], tours: object[] = []) => ({
  guest_name: 'Kapoor Family',
  sale_amount: '9000.00',
  purchase_amount: '7000.00',
  status: 'confirmed',
  accommodations: [
    {
      hotel_name: 'Atlantis The Palm',
      check_in_date: '2027-02-10',
      check_out_date: '2027-02-14',
    },
  ],
  tours,
  flights,
});

/** A tourism desk user, and what the tests do as them. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const token = (await signIn(t.app, tourismStaff({ name: 'Ops Omar' }))).token;
  const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
    callEndpoint(t.app, e, { token, ...args });

  const createBooking = async (flights: object[], tours: object[] = []) =>
    (await call(bookingEndpoints.create, { payload: bookingBody(flights, tours) })).ok.data;
  const detail = async (id: number) =>
    (await call(bookingEndpoints.get, { params: { id } })).ok.data;
  const schedule = (id: number, items: object[]) =>
    call(ep.schedule, { params: { id }, payload: { items, driver_name: 'Imran Pathan' } });
  return { token, call, createBooking, detail, schedule };
});

describe('flight lines take a departure and an arrival time', () => {
  it('keeps both as HH:MM, and blank as none', async ({ desk: { createBooking, detail } }) => {
    const b = await createBooking([
      { ...arrival, departure_time: '04:35:00', arrival_time: ' 06:10 ' },
      { ...departure, departure_time: '', arrival_time: null },
    ]);
    const [a, d] = (await detail(b.id)).flights;
    expect([a!.departure_time, a!.arrival_time]).toEqual(['04:35', '06:10']);
    expect([d!.departure_time, d!.arrival_time]).toEqual([null, null]);
  });

  it('refuses a time that is not HH:MM under its field, never a 500', async ({
    desk: { call },
  }) => {
    for (const [value, field] of [
      ['25:00', 'departure_time'],
      ['7 pm', 'arrival_time'],
      [630, 'arrival_time'],
    ] as const) {
      const res = await call(bookingEndpoints.create, {
        payload: bookingBody([{ ...arrival, [field]: value }]),
      });
      expect(res.status).toBe(422);
      expect(res.failure.errors).toEqual({
        [`flights.0.${field}`]: [`The ${field.replace('_', ' ')} must be a time as HH:MM.`],
      });
    }
  });
});

describe('scheduling an arrival transfer', () => {
  it("offers the flight's arrival time as the pickup time, and uses it when none is sent", async ({
    desk: { call, createBooking, detail, schedule },
  }) => {
    const b = await createBooking([arrival, departure]);
    const items = (await call(ep.schedulable, { params: { id: b.id } })).ok.data;
    expect(items.map((i) => [i.flight_type, i.service_time])).toEqual([
      ['arrival', '06:10'],
      ['departure', null],
    ]);
    const lines = (await detail(b.id)).flights;
    const made = await schedule(b.id, [{ kind: 'flight', line_id: lines[0]!.id }]);
    expect(made.status).toBe(201);
    expect(made.ok.data[0]!.service_time).toBe('06:10');
    // A pickup the user gives still wins.
    const later = await schedule(b.id, [
      { kind: 'flight', line_id: lines[0]!.id, service_time: '06:45' },
    ]);
    expect(later.ok.data[0]!.service_time).toBe('06:45');
  });

  it('names every picked service that has no time, not only the first', async ({
    desk: { createBooking, detail, schedule },
  }) => {
    const b = await createBooking(
      [arrival, { ...departure, departure_time: null }],
      [
        { service_name: 'City Tour', service_date: '2027-02-11', transfer_type: 'PVT' },
        {
          service_name: 'Desert Safari',
          service_date: '2027-02-12',
          pickup_time: '15:30',
          transfer_type: 'SIC',
        },
      ],
    );
    const full = await detail(b.id);
    const res = await schedule(b.id, [
      { kind: 'tour', line_id: full.tours[0]!.id },
      { kind: 'tour', line_id: full.tours[1]!.id },
      { kind: 'flight', line_id: full.flights[0]!.id },
      { kind: 'flight', line_id: full.flights[1]!.id },
    ]);
    expect(res.status).toBe(422);
    const message =
      'These 2 services need a pickup time: City Tour (PVT); Departure transfer: Emirates EK 502 to Mumbai, Atlantis The Palm to airport.';
    expect(res.failure.message).toBe(message);
    expect(res.failure.errors).toEqual({
      'items.0.service_time': ['The service time field is required.'],
      'items.3.service_time': ['The service time field is required.'],
      items: [message],
    });
  });
});

describe('the voucher and the duty sheet print flight times', () => {
  it('shows departure and arrival times on the voucher preview and its PDF', async ({
    app: t,
    desk: { token, call, createBooking },
  }) => {
    const b = await createBooking([arrival, departure]);
    const preview = (await call(voucherEndpoints.previewToken, { params: { id: b.id } })).ok.data;
    const html = (await requestFile(t.app, { url: preview.url })).text;
    expect(html).toContain('Departs');
    expect(html).toContain('Arrives');
    for (const time of ['04:35', '06:10', '22:05', '02:40']) expect(html).toContain(time);
    const pdf = await requestFile(t.app, { url: `/api/vouchers/${b.id}/pdf`, token });
    const text = (await pdfPages(pdf.raw)).join(' ');
    for (const s of ['DEPARTS', 'ARRIVES', '04:35', '06:10', '22:05', '02:40'])
      expect(text).toContain(s);
  });

  it('prints the time the driver meets the flight beside it on the duty sheet', async ({
    desk: { call, createBooking, detail },
  }) => {
    const b = await createBooking([arrival, departure]);
    const lines = (await detail(b.id)).flights;
    const driver = (
      await call(driverEndpoints.create, { payload: { name: 'Sahil Verma', mobile: null } })
    ).ok.data;
    await call(ep.schedule, {
      params: { id: b.id },
      payload: {
        items: [
          { kind: 'flight', line_id: lines[0]!.id },
          { kind: 'flight', line_id: lines[1]!.id, service_time: '19:00' },
        ],
        driver_id: driver.id,
      },
    });
    const sheet = async (date: string) =>
      (await call(driverEndpoints.dutySheet, { params: { id: driver.id }, query: { date } })).ok
        .data;
    const first = await sheet('2027-02-10');
    expect(first.services.map((s) => [s.service_time, s.flight])).toEqual([
      ['06:10', 'EK 501 · Arrival 06:10'],
    ]);
    expect(first.document.rows[0]).toContain('EK 501 · Arrival 06:10');
    const last = await sheet('2027-02-14');
    expect(last.services.map((s) => s.flight)).toEqual(['EK 502 · Departure 22:05']);
  });
});
