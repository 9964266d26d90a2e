import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayPlan, Endpoint } from '@app/contract';
import {
  alreadyConvertedSchema,
  auditEndpoints,
  bookingEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  enquiryEndpoints,
  TOURISM_KEYS,
  tripEndpoints as ep,
} from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createTestApp } from '../../../test/app.ts';
import { createAgent, signIn, tourismStaff } from '../../../test/factories.ts';
import { auditEvents, bookings, dayPlans } from '../../db/schema/index.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
});
afterAll(() => t.close());

/** A catalogued call as this test's user, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: me.token, ...args });

const createEnquiry = async (payload: object) =>
  (await call(enquiryEndpoints.create, { payload })).ok.data;
const enquiry = async (id: number) =>
  (await call(enquiryEndpoints.get, { params: { id } })).ok.data;
const prefillOf = async (id: number) => (await call(ep.bookingPrefill, { params: { id } })).ok.data;
const convert = (payload: object, headers?: Record<string, string>) =>
  call(bookingEndpoints.create, { payload, ...(headers ? { headers } : {}) });
/** A convert refused (409) names the file already made, in the error envelope's `data`. */
const existingFile = (res: { body: unknown }) =>
  alreadyConvertedSchema.parse((res.body as { data?: unknown }).data).booking;
const schedulable = async (id: number) => (await call(ep.schedulable, { params: { id } })).ok.data;
const schedule = (id: number, payload: object) => call(ep.schedule, { params: { id }, payload });
const update = (id: number, payload: object) =>
  call(bookingEndpoints.update, { params: { id }, payload });
const detail = async (id: number) => (await call(bookingEndpoints.get, { params: { id } })).ok.data;
const dayPlan = async (id: number) =>
  (await call(dayPlanEndpoints.get, { params: { id } })).ok.data;

const agentEnquiry = async () => {
  const agent = await createAgent(t.app, { commission_rate: '8' });
  return createEnquiry({
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
  createEnquiry({
    customer_name: 'Anil Rao',
    customer_email: 'anil@mail.example',
    customer_mobile: '+91 98111 22233',
    destination: 'Bali',
    estimated_budget: '120000',
  });

/** The booking form's values: the prefill plus what only the booking asks for. */
const bookingFrom = (prefill: Record<string, unknown>, o: Record<string, unknown> = {}) => ({
  ...prefill,
  sale_amount: '5500.00',
  purchase_amount: '4000.00',
  ...o,
});

describe('enquiry to booking', () => {
  it('prefills the booking from an agent enquiry: guest, contacts, agent, rate, destination, dates, pax, and its currency with the expected sale in it', async () => {
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
        currency: 'INR',
        sale_amount: '125000.00',
      },
      enquiry: {
        id: e.id,
        enquiry_number: e.enquiry_number,
        enquiry_type: 'agent',
        estimated_budget: null,
      },
      bookings: [],
    });
  });

  it("makes a file in the enquiry's currency: an agent enquiry in dirhams becomes a dirham file sold at its expected sale", async () => {
    const agent = await createAgent(t.app, { commission_rate: '5' });
    const e = await createEnquiry({
      enquiry_type: 'agent',
      agent_id: agent.id,
      destination: 'Dubai',
      currency: 'AED',
      expected_sale_amount: '12500',
    });
    expect(e.currency).toBe('AED');
    const { prefill } = await prefillOf(e.id);
    expect(prefill).toMatchObject({ currency: 'AED', sale_amount: '12500.00' });
    const { sale_amount: _sale, ...rest } = bookingFrom(prefill);
    const b = (await convert({ ...rest, sale_amount: prefill.sale_amount })).ok.data;
    expect(b).toMatchObject({ currency: 'AED', sale_amount: '12500.00', enquiry_id: e.id });
  });

  it('links both ways, marks the enquiry Converted and records the link in both histories', async () => {
    const e = await agentEnquiry();
    const { prefill } = await prefillOf(e.id);
    const res = await convert(bookingFrom(prefill));
    expect(res.status).toBe(201);
    const b = res.ok.data;
    expect(b).toMatchObject({
      enquiry_id: e.id,
      guest_name: 'Meera Iyer',
      agent_id: e.agent_id,
      agent_commission_rate: '7.50',
      sale_amount: '5500.00',
      total_adults: 2,
      total_children: 1,
    });
    const converted = await enquiry(e.id);
    expect(converted.status).toBe('converted');
    expect(converted.bookings).toEqual([{ id: b.id, file_number: b.file_number }]);
    const read = await detail(b.id);
    expect(read.enquiry).toEqual({ id: e.id, enquiry_number: e.enquiry_number });
    expect(read.enquiry_id).toBe(e.id);
    const history = (await call(auditEndpoints.enquiryHistory, { params: { id: e.id } })).ok.data;
    expect(history[0]).toMatchObject({
      action: 'update',
      note: `Converted to booking ${b.file_number}`,
      changes: [expect.objectContaining({ field: 'status', before: 'new', after: 'converted' })],
    });
    const bookingHistory = (await call(auditEndpoints.bookingHistory, { params: { id: b.id } })).ok
      .data;
    expect(bookingHistory[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'enquiry_id', after: e.enquiry_number }),
    );
  });

  it('converts a direct enquiry too (no agent, no expected sale; its budget named, not copied)', async () => {
    const e = await directEnquiry();
    const { prefill, enquiry: from } = await prefillOf(e.id);
    expect(prefill).toMatchObject({ agent_id: null, agent_commission_rate: null });
    expect(prefill.sale_amount).toBeNull();
    expect(from.estimated_budget).toBe('120000.00');
    const b = (await convert(bookingFrom(prefill))).ok.data;
    expect(b.enquiry_id).toBe(e.id);
    expect((await enquiry(e.id)).status).toBe('converted');
  });

  it('answers 409 with the existing file on a second convert, and makes another only when asked', async () => {
    const e = await directEnquiry();
    const { prefill } = await prefillOf(e.id);
    const first = (await convert(bookingFrom(prefill))).ok.data;
    const again = await convert(bookingFrom(prefill));
    expect(again.status).toBe(409);
    expect(again.failure.message).toBe(
      `This enquiry was already converted to booking ${first.file_number}. Open that file, or choose to add another booking.`,
    );
    expect(existingFile(again)).toEqual({ id: first.id, file_number: first.file_number });
    const another = await convert(bookingFrom(prefill, { add_another: true }));
    expect(another.status).toBe(201);
    expect((await enquiry(e.id)).bookings?.map((x) => x.id)).toEqual([
      first.id,
      another.ok.data.id,
    ]);
    // The prefill says which files exist, so the form can offer them first.
    expect((await prefillOf(e.id)).bookings).toHaveLength(2);
  });

  it('makes exactly one booking from simultaneous converts', async () => {
    const e = await directEnquiry();
    const { prefill } = await prefillOf(e.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => convert(bookingFrom(prefill))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(bookings).where(eq(bookings.enquiry_id, e.id));
    expect(rows).toHaveLength(1);
    const made = answers.find((a) => a.status === 201)!.ok.data;
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(existingFile(a).id).toBe(made.id);
    }
  });

  it('refuses an enquiry that does not exist, and keeps a replayed Idempotency-Key to one file', async () => {
    const bad = await convert(bookingFrom({ guest_name: 'X', enquiry_id: 999999 }));
    expect(bad.status).toBe(422);
    expect(bad.failure.errors).toEqual({ enquiry_id: ['The selected enquiry is invalid.'] });
    const e = await directEnquiry();
    const { prefill } = await prefillOf(e.id);
    const headers = { 'idempotency-key': `convert-${e.id}` };
    const a = await convert(bookingFrom(prefill), headers);
    const b = await convert(bookingFrom(prefill), headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.ok.data.id).toBe(a.ok.data.id);
  });
});

/**
 * A booking with lines, read back from its detail (the create answers the booking). The detail
 * always sends its lines; its schema shares the list row's optional ones, so they are checked here.
 */
const tripBooking = async () => {
  const made = await convert({
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
  const b = await detail(made.ok.data.id);
  const { accommodations, tours, flights } = b;
  if (!accommodations || !tours || !flights) throw new Error(`booking ${b.id}: no lines`);
  return { ...b, accommodations, tours, flights };
};
type TripBooking = Awaited<ReturnType<typeof tripBooking>>;

/** The booking's form values as the web sends them back: every line with its id. */
const formOf = (b: TripBooking) => ({
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
    const items = await schedulable(b.id);
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      kind: 'tour',
      line_id: b.tours[0]!.id,
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
      line_id: b.flights[0]!.id,
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
    const driver = (
      await call(driverEndpoints.create, {
        payload: {
          name: 'Imran Pathan',
          mobile: '+971 50 123 4567',
          vehicle_number: 'DXB K 48213',
        },
      })
    ).ok.data;
    const body = {
      items: [
        { kind: 'tour', line_id: b.tours[0]!.id },
        { kind: 'flight', line_id: b.flights[0]!.id, service_time: '07:15' },
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
      source_line_id: b.tours[0]!.id,
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
    const items = await schedulable(b.id);
    expect(items[0]!.scheduled).toEqual([
      { id: tour.id, plan_date: '2027-01-11', service_time: '15:30' },
    ]);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.parent_id, b.id));
    expect(events.filter((x) => x.record_type === 'day_plan')).toHaveLength(2);
  });

  it('refuses lines without a time or date, from another booking, or sent twice', async () => {
    const b = await tripBooking();
    const other = await tripBooking();
    const post = async (items: object[]) =>
      (await schedule(b.id, { items, driver_name: 'Ravi' })).failure;
    expect((await post([{ kind: 'flight', line_id: b.flights[1]!.id }])).errors).toEqual({
      'items.0.service_time': ['The service time field is required.'],
      items: [
        'This service needs a pickup time: Departure transfer: Emirates EK 502 to Mumbai, Atlantis The Palm to airport.',
      ],
    });
    expect((await post([{ kind: 'tour', line_id: b.tours[1]!.id }])).errors).toEqual({
      'items.0.service_time': ['The service time field is required.'],
      items: ['This service needs a pickup time: City Tour (PVT).'],
    });
    expect(
      (await post([{ kind: 'tour', line_id: b.tours[2]!.id, service_time: '10:00' }])).errors,
    ).toEqual({
      'items.0.line_id': ['This line has no date. Add one on the booking first.'],
    });
    expect((await post([{ kind: 'tour', line_id: other.tours[0]!.id }])).errors).toEqual({
      'items.0.line_id': ['This line is not on this booking.'],
    });
    const twice = [
      { kind: 'tour', line_id: b.tours[0]!.id },
      { kind: 'tour', line_id: b.tours[0]!.id },
    ];
    expect((await post(twice)).errors).toEqual({
      'items.1.line_id': ['This line was sent twice.'],
    });
    const none = await t.db.select().from(dayPlans).where(eq(dayPlans.booking_id, b.id));
    expect(none).toHaveLength(0);
  });

  it('never changes a scheduled service when the booking changes: the booking lists the differences', async () => {
    const b = await tripBooking();
    const [tour, arrival] = (
      await schedule(b.id, {
        items: [
          { kind: 'tour', line_id: b.tours[0]!.id },
          { kind: 'flight', line_id: b.flights[0]!.id, service_time: '07:15' },
        ],
        driver_name: 'Ravi',
      })
    ).ok.data as [DayPlan, DayPlan];
    const form = formOf(b);
    // The tour moves a day; the arrival flight is removed from the booking.
    form.tours = b.tours.map((x, i) => (i === 0 ? { ...x, service_date: '2027-01-12' } : x));
    form.flights = b.flights.slice(1);
    const put = await update(b.id, form);
    expect(put.status).toBe(200);
    expect(put.ok.data.tours[0]?.id).toBe(b.tours[0]!.id); // the line kept its id
    const read = await detail(b.id);
    expect(read.services_differing).toBe(2);
    const byId = new Map((read.services ?? []).map((s) => [s.id, s]));
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
    expect((await dayPlan(tour.id)).plan_date).toBe('2027-01-11');
    expect((await dayPlan(arrival.id)).plan_date).toBe('2027-01-10');
    // Putting the date back makes the tour match again.
    form.tours = b.tours;
    expect((await update(b.id, form)).status).toBe(200);
    expect((await detail(b.id)).services_differing).toBe(1);
  });

  it('counts a hotel change as a difference, and refuses line ids from another booking', async () => {
    const b = await tripBooking();
    const scheduled = await schedule(b.id, { items: [{ kind: 'tour', line_id: b.tours[0]!.id }] });
    expect(scheduled.status).toBe(201);
    const form = formOf(b);
    form.accommodations = [{ ...b.accommodations[0]!, hotel_name: 'Jumeirah Beach Hotel' }];
    expect((await update(b.id, form)).status).toBe(200);
    const read = await detail(b.id);
    expect(read.services?.[0]?.differences).toEqual([
      {
        field: 'hotel_name',
        label: 'Hotel',
        booking: 'Jumeirah Beach Hotel',
        service: 'Atlantis The Palm',
      },
    ]);
    const other = await tripBooking();
    const bad = await update(b.id, { ...form, tours: other.tours });
    expect(bad.status).toBe(422);
    expect(bad.failure.errors).toMatchObject({
      'tours.0.id': ['This line is not on this booking.'],
    });
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
    const prefill = (u: { token: string }) =>
      callEndpoint(t.app, ep.bookingPrefill, { params: { id: e.id }, token: u.token });
    expect((await prefill(nothing)).status).toBe(403);
    expect((await prefill(noEnquiries)).status).toBe(403);
    const lines = { params: { id: b.id }, token: bookingsOnly.token };
    expect((await callEndpoint(t.app, ep.schedulable, lines)).status).toBe(403);
    const items = [{ kind: 'tour', line_id: b.tours[0]!.id }];
    expect((await callEndpoint(t.app, ep.schedule, { ...lines, payload: { items } })).status).toBe(
      403,
    );
    const asNobody = await callEndpoint(t.app, bookingEndpoints.create, {
      payload: { guest_name: 'X', enquiry_id: e.id },
      token: nothing.token,
    });
    expect(asNobody.status).toBe(403);
    const read = await callEndpoint(t.app, bookingEndpoints.get, lines);
    expect(read.status).toBe(200);
    expect(read.ok.data.services).toBeNull();
  });
});
