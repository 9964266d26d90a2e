import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  bookingEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  todayEndpoints,
  TOURISM_KEYS,
  todayIn,
} from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import {
  createAccount,
  createAgent,
  createBooking,
  createCategory,
  createTransaction,
  signIn,
} from '../../../test/factories.ts';

/**
 * GET /api/today, the dashboard's lists of what needs doing, each item with
 * the ids its link needs; each list complete and shown only to those who may open it.
 */
let t: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let admin: Who;
let manager: Who;
let staff: Who;
let today: string;
let day: (n: number) => string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { role: 'admin' });
  manager = await signIn(t.app, {
    role: 'manager',
    permissions: [...TOURISM_KEYS, 'view_transactions', 'approve_transactions'],
  });
  // Every tourism key, and the approve key too: a staff member still may not approve.
  staff = await signIn(t.app, {
    role: 'staff',
    permissions: [...TOURISM_KEYS, 'view_transactions', 'approve_transactions'],
  });
  today = todayIn(t.app.appTimezone);
  day = (n) => addDays(today, n);
});
afterAll(() => t.close());

/** The Today panel, parsed with its schema (test/answers.ts). */
const panel = async (who: Who = admin) =>
  (await callEndpoint(t.app, todayEndpoints.get, { token: who.token })).ok.data;
type TodayPanel = Awaited<ReturnType<typeof panel>>;
/** One list of the panel, which must be there for this user. */
const listOf = <K extends Exclude<keyof TodayPanel, 'date' | 'tomorrow'>>(p: TodayPanel, k: K) => {
  expect(p[k], k).toBeDefined();
  return p[k]!;
};
/** Records made as the admin; `.ok` throws (with the answer) unless each was created. */
const createdEnquiry = async (payload: object) =>
  (await callEndpoint(t.app, enquiryEndpoints.create, { token: admin.token, payload })).ok.data;
const ids = (list: { items: { id?: number }[] }) => list.items.map((i) => i.id);

const enquiry = (o: Record<string, unknown>) =>
  createdEnquiry({
    customer_name: 'Farah Siddiqui',
    customer_email: 'farah@mail.example',
    customer_mobile: '+91 98765 43210',
    ...o,
  });
const booking = (o: BookingOverrides) =>
  createBooking(t.app, admin.token, {
    guest_name: 'Kiran Rao',
    purchase_amount: '700.00',
    status: 'confirmed',
    ...o,
  });
const service = async (o: Record<string, unknown>) =>
  (
    await callEndpoint(t.app, dayPlanEndpoints.create, {
      token: admin.token,
      payload: {
        plan_date: day(1),
        service_time: '09:00',
        guest_name: 'Kiran Rao',
        service_description: 'Airport pickup',
        ...o,
      },
    })
  ).ok.data;

describe('follow-ups due', () => {
  it('lists open enquiries of both kinds due today or earlier, and nothing else', async () => {
    const agent = await createAgent(t.app);
    const overdue = await enquiry({ follow_up_date: day(-3) });
    const dueToday = await createdEnquiry({
      enquiry_type: 'agent',
      agent_id: agent.id,
      follow_up_date: today,
    });
    const later = await enquiry({ follow_up_date: day(1) });
    const lost = await enquiry({ follow_up_date: day(-1), status: 'lost' });
    const none = await enquiry({});
    const list = listOf(await panel(), 'follow_ups');
    expect(ids(list)).toEqual(expect.arrayContaining([overdue.id, dueToday.id]));
    for (const e of [later, lost, none]) expect(ids(list)).not.toContain(e.id);
    expect(list.items.find((i: { id: number }) => i.id === dueToday.id)).toMatchObject({
      enquiry_number: dueToday.enquiry_number,
      enquiry_type: 'agent',
      follow_up_date: today,
    });
    // Oldest first.
    const dates = list.items.map((i: { follow_up_date: string }) => i.follow_up_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('is complete: past the first 100 items, total still counts them all', async () => {
    await t.db.execute(sql`insert into enquiries (enquiry_number, customer_name, follow_up_date)
      select 'ENQ-T-' || i, 'Bulk ' || i, ${day(-10)}::date from generate_series(1, 120) i`);
    const list = listOf(await panel(), 'follow_ups');
    expect(list.items).toHaveLength(100);
    expect(list.total).toBeGreaterThanOrEqual(122);
  });
});

describe('files travelling within 7 days with a balance due', () => {
  it('lists them, leaving out paid, later, past and cancelled files', async () => {
    const soon = await booking({ travel_start_date: day(3), guest_name: 'Soon Traveller' });
    const todayFile = await booking({ travel_start_date: today });
    const paid = await booking({ travel_start_date: day(2) });
    await callEndpoint(t.app, bookingEndpoints.addPayment, {
      params: { id: paid.id },
      token: admin.token,
      payload: { payment_date: today, amount: '1000.00', payment_method: 'cash' },
    });
    const later = await booking({ travel_start_date: day(8) });
    const past = await booking({ travel_start_date: day(-1) });
    const cancelled = await booking({ travel_start_date: day(3), status: 'cancelled' });
    const list = listOf(await panel(), 'travelling_with_balance');
    expect(ids(list)).toEqual(expect.arrayContaining([soon.id, todayFile.id]));
    for (const b of [paid, later, past, cancelled]) expect(ids(list)).not.toContain(b.id);
    expect(list.items.find((i: { id: number }) => i.id === soon.id)).toEqual({
      id: soon.id,
      file_number: soon.file_number,
      guest_name: 'Soon Traveller',
      travel_start_date: day(3),
      balance_due: '1000.00',
      currency: 'AED',
    });
  });
});

describe('arrivals tomorrow', () => {
  it("lists tomorrow's arrival flights on live files only", async () => {
    const flight = (o: Record<string, unknown>) => ({
      flight_type: 'arrival',
      airline: 'Emirates',
      flight_number: 'EK 500',
      flight_date: day(1),
      from_city: 'Mumbai',
      to_city: 'Dubai',
      ...o,
    });
    const arriving = await booking({ flights: [flight({ flight_number: 'EK 501' })] });
    const leaving = await booking({ flights: [flight({ flight_type: 'departure' })] });
    const todayOnly = await booking({ flights: [flight({ flight_date: today })] });
    const cancelled = await booking({ status: 'cancelled', flights: [flight({})] });
    const list = listOf(await panel(), 'arrivals_tomorrow');
    const files = list.items.map((i: { booking_id: number }) => i.booking_id);
    expect(files).toContain(arriving.id);
    for (const b of [leaving, todayOnly, cancelled]) expect(files).not.toContain(b.id);
    expect(
      list.items.find((i: { booking_id: number }) => i.booking_id === arriving.id),
    ).toMatchObject({
      file_number: arriving.file_number,
      flight_number: 'EK 501',
      flight_date: day(1),
    });
  });
});

describe("tomorrow's services with no driver", () => {
  it('lists live services tomorrow with no driver picked or typed', async () => {
    const bare = await service({ guest_name: 'No Driver Yet' });
    const driven = await service({ driver_name: 'Ravi Kumar' });
    const todays = await service({ plan_date: today });
    const cancelled = await service({ status: 'cancelled' });
    const list = listOf(await panel(), 'services_without_driver');
    expect(ids(list)).toContain(bare.id);
    for (const s of [driven, todays, cancelled]) expect(ids(list)).not.toContain(s.id);
    expect(list.items.find((i: { id: number }) => i.id === bare.id)).toMatchObject({
      plan_date: day(1),
      service_time: '09:00',
      guest_name: 'No Driver Yet',
    });
  });
});

describe('driver clashes', () => {
  it('pairs one driver’s services less than an hour apart on one day, and no others', async () => {
    const a = await service({
      plan_date: day(2),
      driver_name: 'Suresh Clash',
      service_time: '10:00',
    });
    const b = await service({
      plan_date: day(2),
      driver_name: 'suresh clash',
      service_time: '10:45',
    });
    const hourApart = [
      await service({ plan_date: day(2), driver_name: 'Imran Hour', service_time: '10:00' }),
      await service({ plan_date: day(2), driver_name: 'Imran Hour', service_time: '11:00' }),
    ];
    const twoDrivers = [
      await service({ plan_date: day(2), driver_name: 'Driver One', service_time: '12:00' }),
      await service({ plan_date: day(2), driver_name: 'Driver Two', service_time: '12:10' }),
    ];
    const withCancelled = [
      await service({ plan_date: day(2), driver_name: 'Vijay Off', service_time: '13:00' }),
      await service({
        plan_date: day(2),
        driver_name: 'Vijay Off',
        service_time: '13:15',
        status: 'cancelled',
      }),
    ];
    const list = listOf(await panel(), 'driver_clashes');
    const pairs = list.items.map((c: { services: { id: number }[] }) =>
      c.services.map((s) => s.id),
    );
    expect(pairs).toContainEqual([a.id, b.id]);
    const inPairs = pairs.flat();
    for (const s of [...hourApart, ...twoDrivers, ...withCancelled])
      expect(inPairs).not.toContain(s.id);
    expect(
      list.items.find((c: { services: { id: number }[] }) => c.services[0]!.id === a.id),
    ).toMatchObject({ plan_date: day(2), driver_name: 'Suresh Clash', minutes_apart: 45 });
  });
});

describe('pending approvals', () => {
  it('lists what the approver may decide: not their own (four-eyes); an admin decides any', async () => {
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    const others = await createTransaction(t.app, account.id, category.id, {
      reference: 'T-OTHER',
    });
    const mine = await createTransaction(t.app, account.id, category.id, {}, manager.user.id);
    const decided = await createTransaction(t.app, account.id, category.id);
    await t.db.execute(
      sql`update transactions set status = 'approved', approved_by = ${admin.user.id}, approved_at = now() where id = ${decided.id}`,
    );
    const forManager = listOf(await panel(manager), 'pending_approvals');
    expect(ids(forManager)).toContain(others.id);
    expect(ids(forManager)).not.toContain(mine.id);
    expect(ids(forManager)).not.toContain(decided.id);
    expect(forManager.items.find((i: { id: number }) => i.id === others.id)).toMatchObject({
      amount: '100.00',
      type: 'expense',
      account: { id: account.id },
    });
    const forAdmin = listOf(await panel(admin), 'pending_approvals');
    expect(ids(forAdmin)).toEqual(expect.arrayContaining([others.id, mine.id]));
  });
});

describe('who sees which list', () => {
  const lists = async (who: Who) =>
    Object.keys(await panel(who))
      .filter((k) => k !== 'date' && k !== 'tomorrow')
      .sort();
  const ALL = [
    'agents_near_credit_limit',
    'arrivals_tomorrow',
    'driver_clashes',
    'follow_ups',
    'payables_due',
    'pending_approvals',
    'services_without_driver',
    'travelling_with_balance',
    'unconfirmed_services',
  ];

  it('admin: every list; manager with the approve key: every list', async () => {
    expect(await lists(admin)).toEqual(ALL);
    expect(await lists(manager)).toEqual(ALL);
  });

  it('staff: the tourism lists their keys open, never approvals (a manager-only key)', async () => {
    expect(await lists(staff)).toEqual(ALL.filter((k) => k !== 'pending_approvals'));
  });

  it('each list by its own view key; none without keys', async () => {
    const only = async (permissions: string[], role: 'staff' | 'manager' = 'staff') =>
      lists(await signIn(t.app, { role, permissions }));
    expect(await only([])).toEqual([]);
    expect(await only(['view_enquiries'])).toEqual(['follow_ups']);
    expect(await only(['view_agents'])).toEqual(['agents_near_credit_limit']);
    expect(await only(['view_suppliers'])).toEqual(['payables_due']);
    expect(await only(['view_bookings'])).toEqual([
      'arrivals_tomorrow',
      'travelling_with_balance',
      'unconfirmed_services',
    ]);
    expect(await only(['view_day_plans'])).toEqual(['driver_clashes', 'services_without_driver']);
    expect(await only(['approve_transactions'], 'manager')).toEqual(['pending_approvals']);
    expect(await only(TOURISM_KEYS, 'manager')).toEqual(
      ALL.filter((k) => k !== 'pending_approvals'),
    );
  });

  it('needs a session', async () => {
    expect((await callEndpoint(t.app, todayEndpoints.get)).status).toBe(401);
  });
});
