import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayPlan, Endpoint } from '@app/contract';
import {
  bookingEndpoints,
  dayPlanEndpoints,
  TOURISM_KEYS,
  tripEndpoints as ep,
} from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createTestApp, request } from '../../../test/app.ts';
import { createAgent, signIn, tourismStaff } from '../../../test/factories.ts';
import { auditEvents, bookings, dayPlans } from '../../db/schema/index.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (
  method: Method,
  url: string,
  payload?: object,
  token = me.token,
  headers: Record<string, string> = {},
) => request(t.app, { method, url, token, payload, headers });

/** A catalogued call as this test's user, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: me.token, ...args });

const ok = async (method: Method, url: string, payload?: object) => {
  const r = await api(method, url, payload);
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

const agentEnquiry = async () => {
  const agent = await createAgent(t.app, { commission_rate: '8' });
  return ok('POST', '/api/enquiries', {
    enquiry_type: 'agent',
    agent_id: agent.id,
    customer_name: 'Meera Iyer',
    customer_email: 'meera@mail.example',
    customer_mobile: '+91 98765 43210',
    destination: 'Dubai',
    travel_start_date: '2026-12-10',
    travel_end_date: '2026-12-15',
    number_of_adults: 2,
    number_of_children: 1,
    expected_sale_amount: '125000.00',
    agent_commission_rate: '7.5',
  });
};
const directEnquiry = () =>
  ok('POST', '/api/enquiries', {
    customer_name: 'Anil Rao',
    customer_email: 'anil@mail.example',
    customer_mobile: '+91 98111 22233',
    destination: 'Bali',
  });

/** The booking form's values: the prefill plus what only the booking asks for. */
const bookingFrom = (prefill: Record<string, unknown>, o: Record<string, unknown> = {}) => ({
  ...prefill,
  sale_amount: prefill.sale_amount ?? '50000.00',
  purchase_amount: '90000.00',
  ...o,
});

describe('enquiry to booking', () => {
  it('prefills the booking from an agent enquiry: guest, contacts, agent, rate, destination, dates, pax, expected sale', async () => {
    const e = await agentEnquiry();
    const res = await call(ep.bookingPrefill, { params: { id: e.id } });
    expect(res.status).toBe(200);
    expect(res.ok.data).toEqual({
      prefill: {
        enquiry_id: e.id,
        guest_name: 'Meera Iyer',
        guest_email: 'meera@mail.example',
        guest_mobile: '+91 98765 43210',
        agent_id: e.agent_id,
        agent_commission_rate: '7.50',
        destination: 'Dubai',
        travel_start_date: '2026-12-10',
        travel_end_date: '2026-12-15',
        total_adults: 2,
        total_children: 1,
        sale_amount: '125000.00',
      },
      enquiry: { id: e.id, enquiry_number: e.enquiry_number, enquiry_type: 'agent' },
      bookings: [],
    });
  });

  it('links both ways, marks the enquiry Converted and records the link in both histories', async () => {
    const e = await agentEnquiry();
    const { prefill } = await ok('GET', `/api/enquiries/${e.id}/booking-prefill`);
    const res = await api('POST', '/api/bookings', bookingFrom(prefill));
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b).toMatchObject({
      enquiry_id: e.id,
      guest_name: 'Meera Iyer',
      agent_id: e.agent_id,
      agent_commission_rate: '7.50',
      sale_amount: '125000.00',
      total_adults: 2,
      total_children: 1,
    });
    const enquiry = await ok('GET', `/api/enquiries/${e.id}`);
    expect(enquiry.status).toBe('converted');
    expect(enquiry.bookings).toEqual([{ id: b.id, file_number: b.file_number }]);
    const read = await ok('GET', `/api/bookings/${b.id}`);
    expect(read.enquiry).toEqual({ id: e.id, enquiry_number: e.enquiry_number });
    expect(read.enquiry_id).toBe(e.id);
    const history = await ok('GET', `/api/enquiries/${e.id}/history`);
    expect(history[0]).toMatchObject({
      action: 'update',
      note: `Converted to booking ${b.file_number}`,
      changes: [expect.objectContaining({ field: 'status', before: 'new', after: 'converted' })],
    });
    const bookingHistory = await ok('GET', `/api/bookings/${b.id}/history`);
    expect(bookingHistory[0].changes).toContainEqual(
      expect.objectContaining({ field: 'enquiry_id', after: String(e.id) }),
    );
  });

  it('converts a direct enquiry too (no agent, no expected sale)', async () => {
    const e = await directEnquiry();
    const { prefill } = await ok('GET', `/api/enquiries/${e.id}/booking-prefill`);
    expect(prefill).toMatchObject({
      agent_id: null,
      agent_commission_rate: null,
      sale_amount: null,
    });
    const b = await ok('POST', '/api/bookings', bookingFrom(prefill));
    expect(b.enquiry_id).toBe(e.id);
    expect((await ok('GET', `/api/enquiries/${e.id}`)).status).toBe('converted');
  });

  it('answers 409 with the existing file on a second convert, and makes another only when asked', async () => {
    const e = await directEnquiry();
    const { prefill } = await ok('GET', `/api/enquiries/${e.id}/booking-prefill`);
    const first = await ok('POST', '/api/bookings', bookingFrom(prefill));
    const again = await api('POST', '/api/bookings', bookingFrom(prefill));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `This enquiry was already converted to booking ${first.file_number}. Open that file, or choose to add another booking.`,
    );
    expect(again.body.data.booking).toEqual({ id: first.id, file_number: first.file_number });
    const another = await api('POST', '/api/bookings', bookingFrom(prefill, { add_another: true }));
    expect(another.status).toBe(201);
    expect((await ok('GET', `/api/enquiries/${e.id}`)).bookings.map((x: any) => x.id)).toEqual([
      first.id,
      another.body.data.id,
    ]);
    // The prefill says which files exist, so the form can offer them first.
    expect((await ok('GET', `/api/enquiries/${e.id}/booking-prefill`)).bookings).toHaveLength(2);
  });

  it('makes exactly one booking from simultaneous converts', async () => {
    const e = await directEnquiry();
    const { prefill } = await ok('GET', `/api/enquiries/${e.id}/booking-prefill`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/api/bookings', bookingFrom(prefill))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(bookings).where(eq(bookings.enquiry_id, e.id));
    expect(rows).toHaveLength(1);
    const made = answers.find((a) => a.status === 201)!.body.data;
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.data.booking.id).toBe(made.id);
    }
  });

  it('refuses an enquiry that does not exist, and keeps a replayed Idempotency-Key to one file', async () => {
    const bad = await api(
      'POST',
      '/api/bookings',
      bookingFrom({ guest_name: 'X', enquiry_id: 999999 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ enquiry_id: ['The selected enquiry is invalid.'] });
    const e = await directEnquiry();
    const { prefill } = await ok('GET', `/api/enquiries/${e.id}/booking-prefill`);
    const headers = { 'idempotency-key': `convert-${e.id}` };
    const a = await api('POST', '/api/bookings', bookingFrom(prefill), me.token, headers);
    const b = await api('POST', '/api/bookings', bookingFrom(prefill), me.token, headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.id).toBe(a.body.data.id);
  });
});

const tripBooking = () =>
  ok('POST', '/api/bookings', {
    guest_name: 'Kapoor Family',
    guest_mobile: '+91 99000 11122',
    sale_amount: '20000.00',
    purchase_amount: '15000.00',
    total_adults: 2,
    accommodations: [
      {
        hotel_name: 'Atlantis The Palm',
        check_in_date: '2027-01-10',
        check_out_date: '2027-01-14',
      },
    ],
    tours: [
      {
        service_name: 'Desert Safari',
        service_date: '2027-01-11',
        pickup_time: '15:30',
        transfer_type: 'SIC',
      },
      {
        service_name: 'City Tour',
        service_date: '2027-01-12',
        pickup_time: null,
        transfer_type: 'PVT',
      },
      { service_name: 'Dhow Cruise', service_date: null, transfer_type: 'PVT' },
    ],
    flights: [
      {
        flight_type: 'arrival',
        airline: 'Emirates',
        flight_number: 'EK 501',
        flight_date: '2027-01-10',
        from_city: 'Mumbai',
        to_city: 'Dubai',
      },
      {
        flight_type: 'departure',
        airline: 'Emirates',
        flight_number: 'EK 502',
        flight_date: '2027-01-14',
        from_city: 'Dubai',
        to_city: 'Mumbai',
      },
    ],
  });

/** The booking's form values as the web sends them back: every line with its id. */
const formOf = (b: any) => ({
  guest_name: b.guest_name,
  guest_mobile: b.guest_mobile,
  sale_amount: b.sale_amount,
  purchase_amount: b.purchase_amount,
  total_adults: b.total_adults,
  accommodations: b.accommodations,
  tours: b.tours,
  flights: b.flights,
});

describe('booking to day-plan services', () => {
  it('lists tours and flights (as transfers) with date, time, hotel and what is scheduled', async () => {
    const b = await tripBooking();
    const items = await ok('GET', `/api/bookings/${b.id}/schedulable`);
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      kind: 'tour',
      line_id: b.tours[0].id,
      plan_date: '2027-01-11',
      service_time: '15:30',
      service_description: 'Desert Safari (SIC)',
      guest_name: 'Kapoor Family',
      file_number: b.file_number,
      hotel_name: 'Atlantis The Palm',
      pax: '2 A',
      scheduled: [],
    });
    expect(items[3]).toMatchObject({
      kind: 'flight',
      flight_type: 'arrival',
      line_id: b.flights[0].id,
      plan_date: '2027-01-10',
      service_time: null,
      service_description:
        'Arrival transfer: Emirates EK 501 from Mumbai, airport to Atlantis The Palm',
      hotel_name: 'Atlantis The Palm',
      flight: 'EK 501 · Arrival',
    });
    expect(items[4]).toMatchObject({ flight_type: 'departure', plan_date: '2027-01-14' });
  });

  it('schedules picked tours and flights with a driver, linked to the file, once per Idempotency-Key', async () => {
    const b = await tripBooking();
    const driver = await ok('POST', '/api/drivers', {
      name: 'Imran Pathan',
      mobile: '+971 50 123 4567',
      vehicle_number: 'DXB K 48213',
    });
    const body = {
      items: [
        { kind: 'tour', line_id: b.tours[0].id },
        { kind: 'flight', line_id: b.flights[0].id, service_time: '07:15' },
      ],
      driver_id: driver.id,
    };
    const headers = { 'idempotency-key': `schedule-${b.id}` };
    const schedule = { params: { id: b.id }, payload: body, headers };
    const res = await call(ep.schedule, schedule);
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('2 services scheduled successfully!');
    const replay = await call(ep.schedule, schedule);
    expect(replay.ok).toEqual(res.ok);
    const rows = await t.db.select().from(dayPlans).where(eq(dayPlans.booking_id, b.id));
    expect(rows).toHaveLength(2);
    const [tour, arrival] = res.ok.data as [DayPlan, DayPlan];
    expect(tour).toMatchObject({
      plan_date: '2027-01-11',
      service_time: '15:30',
      guest_name: 'Kapoor Family',
      file_number: b.file_number,
      hotel_name: 'Atlantis The Palm',
      driver_id: driver.id,
      driver_name: 'Imran Pathan',
      driver_mobile: '+971 50 123 4567',
      vehicle_number: 'DXB K 48213',
      booking_id: b.id,
      source_kind: 'tour',
      source_line_id: b.tours[0].id,
    });
    expect(arrival).toMatchObject({
      plan_date: '2027-01-10',
      service_time: '07:15',
      source_kind: 'flight',
    });
    // The day plan shows its file; the file lists its services; the History has them.
    const day = await call(dayPlanEndpoints.list, { query: { date: '2027-01-10' } });
    expect(day.ok.data.find((p) => p.id === arrival.id)).toMatchObject({
      file_number: b.file_number,
      booking_id: b.id,
    });
    const read = (await call(bookingEndpoints.get, { params: { id: b.id } })).ok.data;
    expect(read.services?.map((s) => s.id)).toEqual([arrival.id, tour.id]);
    expect(read.services_differing).toBe(0);
    const items = await ok('GET', `/api/bookings/${b.id}/schedulable`);
    expect(items[0].scheduled).toEqual([
      { id: tour.id, plan_date: '2027-01-11', service_time: '15:30' },
    ]);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.parent_id, b.id));
    expect(events.filter((x) => x.record_type === 'day_plan')).toHaveLength(2);
  });

  it('refuses lines without a time or date, from another booking, or sent twice', async () => {
    const b = await tripBooking();
    const other = await tripBooking();
    const post = (items: object[]) =>
      api('POST', `/api/bookings/${b.id}/services`, { items, driver_name: 'Ravi' });
    expect((await post([{ kind: 'flight', line_id: b.flights[1].id }])).body.errors).toEqual({
      'items.0.service_time': ['The service time field is required.'],
    });
    expect((await post([{ kind: 'tour', line_id: b.tours[1].id }])).body.errors).toEqual({
      'items.0.service_time': ['The service time field is required.'],
    });
    expect(
      (await post([{ kind: 'tour', line_id: b.tours[2].id, service_time: '10:00' }])).body.errors,
    ).toEqual({
      'items.0.line_id': ['This line has no date. Add one on the booking first.'],
    });
    expect((await post([{ kind: 'tour', line_id: other.tours[0].id }])).body.errors).toEqual({
      'items.0.line_id': ['This line is not on this booking.'],
    });
    const twice = [
      { kind: 'tour', line_id: b.tours[0].id },
      { kind: 'tour', line_id: b.tours[0].id },
    ];
    expect((await post(twice)).body.errors).toEqual({
      'items.1.line_id': ['This line was sent twice.'],
    });
    const none = await t.db.select().from(dayPlans).where(eq(dayPlans.booking_id, b.id));
    expect(none).toHaveLength(0);
  });

  it('never changes a scheduled service when the booking changes: the booking lists the differences', async () => {
    const b = await tripBooking();
    const [tour, arrival] = await ok('POST', `/api/bookings/${b.id}/services`, {
      items: [
        { kind: 'tour', line_id: b.tours[0].id },
        { kind: 'flight', line_id: b.flights[0].id, service_time: '07:15' },
      ],
      driver_name: 'Ravi',
    });
    const form = formOf(b);
    // The tour moves a day; the arrival flight is removed from the booking.
    form.tours = b.tours.map((x: any, i: number) =>
      i === 0 ? { ...x, service_date: '2027-01-12' } : x,
    );
    form.flights = b.flights.slice(1);
    const put = await api('PUT', `/api/bookings/${b.id}`, form);
    expect(put.status).toBe(200);
    expect(put.body.data.tours[0].id).toBe(b.tours[0].id); // the line kept its id
    const read = await ok('GET', `/api/bookings/${b.id}`);
    expect(read.services_differing).toBe(2);
    const byId = new Map(read.services.map((s: any) => [s.id, s]));
    expect(byId.get(tour.id)).toMatchObject({
      plan_date: '2027-01-11',
      line_removed: false,
      differences: [
        {
          field: 'service_date',
          label: 'Service date',
          booking: '2027-01-12',
          service: '2027-01-11',
        },
      ],
    });
    expect(byId.get(arrival.id)).toMatchObject({
      line_removed: true,
      differences: [{ field: 'line', label: 'Line', booking: null, service: 'EK 501' }],
    });
    // The services themselves are as scheduled.
    expect((await ok('GET', `/api/day-plans/${tour.id}`)).plan_date).toBe('2027-01-11');
    expect((await ok('GET', `/api/day-plans/${arrival.id}`)).plan_date).toBe('2027-01-10');
    // Putting the date back makes the tour match again.
    form.tours = b.tours;
    await ok('PUT', `/api/bookings/${b.id}`, form);
    expect((await ok('GET', `/api/bookings/${b.id}`)).services_differing).toBe(1);
  });

  it('counts a hotel change as a difference, and refuses line ids from another booking', async () => {
    const b = await tripBooking();
    await ok('POST', `/api/bookings/${b.id}/services`, {
      items: [{ kind: 'tour', line_id: b.tours[0].id }],
    });
    const form = formOf(b);
    form.accommodations = [{ ...b.accommodations[0], hotel_name: 'Jumeirah Beach Hotel' }];
    await ok('PUT', `/api/bookings/${b.id}`, form);
    const read = await ok('GET', `/api/bookings/${b.id}`);
    expect(read.services[0].differences).toEqual([
      {
        field: 'hotel_name',
        label: 'Hotel',
        booking: 'Jumeirah Beach Hotel',
        service: 'Atlantis The Palm',
      },
    ]);
    const other = await tripBooking();
    const bad = await api('PUT', `/api/bookings/${b.id}`, { ...form, tours: other.tours });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ 'tours.0.id': ['This line is not on this booking.'] });
  });
});

describe('permissions', () => {
  it('refuses staff without the keys, and hides services from those who may not view day plans', async () => {
    const noDayPlans = TOURISM_KEYS.filter((k) => !k.endsWith('_day_plans'));
    const bookingsOnly = await signIn(t.app, { role: 'staff', permissions: noDayPlans });
    const noEnquiries = await signIn(t.app, {
      role: 'staff',
      permissions: TOURISM_KEYS.filter((k) => k !== 'view_enquiries'),
    });
    const nothing = await signIn(t.app, { role: 'staff', permissions: [] });
    const b = await tripBooking();
    const e = await directEnquiry();
    const as = (u: { token: string }, method: Method, url: string, body?: object) =>
      api(method, url, body, u.token);
    expect((await as(nothing, 'GET', `/api/enquiries/${e.id}/booking-prefill`)).status).toBe(403);
    expect((await as(noEnquiries, 'GET', `/api/enquiries/${e.id}/booking-prefill`)).status).toBe(
      403,
    );
    expect((await as(bookingsOnly, 'GET', `/api/bookings/${b.id}/schedulable`)).status).toBe(403);
    const items = [{ kind: 'tour', line_id: b.tours[0].id }];
    expect(
      (await as(bookingsOnly, 'POST', `/api/bookings/${b.id}/services`, { items })).status,
    ).toBe(403);
    expect(
      (await as(nothing, 'POST', '/api/bookings', { guest_name: 'X', enquiry_id: e.id })).status,
    ).toBe(403);
    const read = await as(bookingsOnly, 'GET', `/api/bookings/${b.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.services).toBeNull();
  });
});
