import { eq, sql } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import { agentEndpoints, bookingEndpoints as ep } from '@app/contract';
import { trials } from '../../../test/stress.ts';
import {
  bookingAccommodations,
  bookingFlights,
  bookingPayments,
  bookings,
  bookingTours,
} from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import {
  bookingValues,
  createAgent,
  login,
  signIn,
  tourismStaff,
} from '../../../test/factories.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
});
afterAll(() => t.close());

/** A call as Ops Omar unless another token is given; the answer parsed by its schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: me.token, ...args });
const detail = async (id: number) => (await call(ep.get, { params: { id } })).ok.data;
const post = (payload: object) => call(ep.create, { payload });
const put = (id: number, payload: object) => call(ep.update, { params: { id }, payload });
const agentPay = (id: number, payload: object) =>
  call(ep.addAgentPayment, { params: { id }, payload });
const booking = (o: BookingOverrides = {}) =>
  bookingValues({
    guest_email: 'rahul@mail.example',
    sale_amount: '10000.00',
    purchase_amount: '7000.00',
    ...o,
  });
const create = async (o: Record<string, unknown> = {}) => (await post(booking(o))).ok.data;
const pay = (
  id: number,
  amount: string | number,
  o: Record<string, unknown> = {},
  token = me.token,
) =>
  call(ep.addPayment, {
    params: { id },
    payload: { payment_date: '2026-11-20', amount, payment_method: 'bank_transfer', ...o },
    token,
  });

describe('creating bookings', () => {
  it('creates a file with TF-YYYY-NNNNN, defaults and derived figures, ignoring client-sent derived values', async () => {
    const res = await post(
      booking({
        profit_amount: '999999',
        paid_amount: '10000',
        payment_status: 'paid',
        balance_due: '0',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Booking created successfully!');
    expect(res.ok.data.file_number).toMatch(/^TF-\d{4}-\d{5}$/);
    expect(res.ok.data).toMatchObject({
      total_adults: 1,
      total_rooms: 1,
      package_type: 'HOTEL/LAND',
      status: 'draft',
      currency: 'AED',
      profit_amount: '3000.00',
      net_profit: '3000.00',
      paid_amount: '0.00',
      balance_due: '10000.00',
      payment_status: 'unpaid',
      agent: null,
      agent_commission_amount: null,
      agent_payable: null,
      accommodations: [],
      tours: [],
      flights: [],
      payments: [],
    });
    expect(res.ok.data.booking_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('with an agent: commission from the agent rate, net profit and agent payable', async () => {
    const agent = await createAgent(t.app, { commission_rate: '7.5' });
    const b = await create({ agent_id: agent.id });
    expect(b).toMatchObject({
      agent_commission_rate: '7.50',
      agent_commission_amount: '750.00',
      net_profit: '2250.00',
      agent_payable: '9250.00',
      agent_paid: '0.00',
      agent_balance: '9250.00',
      agent_payment_status: 'pending',
      agent: { id: agent.id, code: agent.code },
    });
    const own = await create({ agent_id: agent.id, agent_commission_rate: '0' });
    expect(own).toMatchObject({
      agent_commission_amount: '0.00',
      net_profit: '3000.00',
      agent_payable: '10000.00',
    });
  });

  it('saves lines with nights computed and tour pax defaulted from the booking', async () => {
    const made = await create({
      total_adults: 2,
      total_children: 1,
      accommodations: [
        {
          hotel_name: 'Atlantis The Palm',
          check_in_date: '2026-12-20',
          check_out_date: '2026-12-24',
          room_type: 'Deluxe',
          confirmation_number: 'ATL-778',
        },
        {
          hotel_name: 'JW Marriott Marquis',
          check_in_date: '2026-12-24',
          check_out_date: '2026-12-26',
          number_of_rooms: '2',
          meal_plan: 'HB',
        },
      ],
      tours: [
        {
          service_name: 'Desert Safari',
          service_date: '2026-12-21',
          pickup_time: '15:30',
          transfer_type: 'SIC',
        },
        { service_name: 'Airport transfer', transfer_type: 'PVT', adult_count: 2, child_count: 0 },
      ],
      flights: [
        {
          flight_type: 'arrival',
          airline: 'Emirates',
          flight_number: 'EK 501',
          flight_date: '2026-12-20',
          from_city: 'Mumbai',
          to_city: 'Dubai',
          pnr_number: 'X7KQ2P',
        },
      ],
    });
    // The lines as saved: the detail's (the create answers the booking). Its schema shares the
    // list row's optional lines, so a missing list reads undefined and fails the comparison.
    const b = await detail(made.id);
    expect(
      b.accommodations.map((a) => [
        a.hotel_name,
        a.number_of_nights,
        a.number_of_rooms,
        a.meal_plan,
      ]),
    ).toEqual([
      ['Atlantis The Palm', 4, 1, 'BB'],
      ['JW Marriott Marquis', 2, 2, 'HB'],
    ]);
    expect(
      b.tours.map((x) => [x.service_name, x.adult_count, x.child_count, x.pickup_time]),
    ).toEqual([
      ['Desert Safari', 2, 1, '15:30'],
      ['Airport transfer', 2, 0, null],
    ]);
    expect(b.flights[0]).toMatchObject({
      flight_type: 'arrival',
      flight_number: 'EK 501',
      pnr_number: 'X7KQ2P',
    });
  });

  it('validates the booking and every line', async () => {
    const res = await post({
      guest_email: 'nope',
      total_adults: -1,
      sale_amount: 'abc',
      currency: 'aed',
      accommodations: [
        { hotel_name: '', check_in_date: '2026-01-05', check_out_date: '2026-01-01' },
      ],
      tours: [{ service_name: 'X', transfer_type: 'BUS' }],
      flights: [{ flight_type: 'arrival', airline: 'EK' }],
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toMatchObject({
      guest_name: ['The guest name field is required.'],
      guest_email: ['The guest email must be a valid email address.'],
      total_adults: ['The total adults must be a whole number from 0 to 999.'],
      sale_amount: ['The sale amount must be a number.'],
      purchase_amount: ['The purchase amount field is required.'],
      currency: ['The selected currency is invalid.'],
      'accommodations.0.hotel_name': ['The hotel name field is required.'],
      'tours.0.transfer_type': ['The transfer type field is required.'],
      'flights.0.flight_number': ['The flight number field is required.'],
    });
    const order = await post(
      booking({
        accommodations: [
          { hotel_name: 'H', check_in_date: '2026-01-05', check_out_date: '2026-01-01' },
        ],
      }),
    );
    expect(order.failure.errors).toEqual({
      'accommodations.0.check_out_date': ['The check out date must be after the check in date.'],
    });
    expect((await post(booking({ agent_id: 999999 }))).failure.errors).toEqual({
      agent_id: ['The selected agent is invalid.'],
    });
  });

  it("keeps the guest's PAN as typed, refuses one written otherwise, and the table refuses it too", async () => {
    const b = await create({ guest_pan: 'ABCPK1234Q' });
    expect((await detail(b.id)).guest_pan).toBe('ABCPK1234Q');
    expect((await put(b.id, booking({ guest_pan: '' }))).ok.data.guest_pan).toBeNull();
    const pan =
      'The guest PAN must be 5 capital letters, 4 digits and a capital letter, as ABCDE1234F.';
    // Lower case, a digit where a letter goes, one character short or long: refused, not rewritten.
    for (const typed of ['abcpk1234q', 'ABCP11234Q', 'ABCPK1234', 'ABCPK1234QQ']) {
      const res = await post(booking({ guest_pan: typed }));
      expect(res.status, typed).toBe(422);
      expect(res.failure.errors, typed).toEqual({
        guest_pan: [
          typed.length > 10 ? 'The guest pan may not be greater than 10 characters.' : pan,
        ],
      });
    }
    await expect(
      t.db.update(bookings).set({ guest_pan: 'abcpk1234q' }).where(eq(bookings.id, b.id)),
    ).rejects.toMatchObject({ cause: { constraint: 'bookings_guest_pan_check' } });
  });

  it('caps each kind of line at 50: 422 on the list above it, on create and on update', async () => {
    const lines = (n: number) => ({
      accommodations: Array.from({ length: n }, (_, i) => ({
        hotel_name: `Hotel ${i}`,
        check_in_date: '2026-12-10',
        check_out_date: '2026-12-11',
      })),
      tours: Array.from({ length: n }, (_, i) => ({
        service_name: `Tour ${i}`,
        transfer_type: 'SIC',
      })),
      flights: Array.from({ length: n }, (_, i) => ({
        flight_type: 'arrival',
        airline: 'Emirates',
        flight_number: `EK ${i}`,
      })),
    });
    const most = await detail((await create(lines(50))).id);
    expect([most.accommodations, most.tours, most.flights].map((l) => l.length)).toEqual([
      50, 50, 50,
    ]);
    const messages = {
      accommodations: 'A booking may have at most 50 accommodations.',
      tours: 'A booking may have at most 50 tours.',
      flights: 'A booking may have at most 50 flights.',
    };
    for (const [kind, message] of Object.entries(messages)) {
      const over = { ...lines(1), [kind]: lines(51)[kind as keyof typeof messages] };
      const created = await post(booking(over));
      expect(created.status, kind).toBe(422);
      expect(created.failure.errors, kind).toEqual({ [kind]: [message] });
      const updated = await put(most.id, booking(over));
      expect(updated.status, kind).toBe(422);
      expect(updated.failure.errors, kind).toEqual({ [kind]: [message] });
    }
  });

  it('numbers 30 concurrent files uniquely', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => post(booking())));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.ok.data.file_number)).size).toBe(30);
  });
});

describe('customer payments', () => {
  it('partial then final payment moves paid, balance and status; then no more', async () => {
    const b = await create();
    const first = await pay(b.id, '2500.50', { transaction_reference: 'NEFT-1' });
    expect(first.status).toBe(201);
    expect(first.ok.message).toBe('Payment added successfully!');
    expect(first.ok.data).toMatchObject({
      paid_amount: '2500.50',
      balance_due: '7499.50',
      payment_status: 'partial',
    });
    expect(first.ok.data.payments[0]).toMatchObject({
      amount: '2500.50',
      payment_method: 'bank_transfer',
      transaction_reference: 'NEFT-1',
      received_by: { name: 'Ops Omar' },
    });
    const last = await pay(b.id, '7499.50', { payment_method: 'upi' });
    expect(last.ok.data).toMatchObject({
      paid_amount: '10000.00',
      balance_due: '0.00',
      payment_status: 'paid',
    });
    const more = await pay(b.id, '0.01');
    expect(more.status).toBe(422);
    expect(more.failure.errors).toEqual({
      amount: ['The amount may not be greater than the balance due (0.00).'],
    });
  });

  it('reads the detail back in the contract shapes, exactly as stored', async () => {
    const b = await create({
      accommodations: [
        { hotel_name: 'Rove Downtown', check_in_date: '2026-12-01', check_out_date: '2026-12-03' },
      ],
      tours: [
        {
          service_name: 'City tour',
          service_date: '2026-12-02',
          pickup_time: '09:05',
          transfer_type: 'PVT',
        },
      ],
      flights: [{ flight_type: 'departure', airline: 'Emirates', flight_number: 'EK 500' }],
    });
    await pay(b.id, '10.00', { payment_date: '2026-11-01' });
    await pay(b.id, '20.50', { payment_date: '2026-11-03', payment_notes: 'Second' });
    await pay(b.id, '30.25', { payment_date: '2026-11-03' });
    const read = await detail(b.id);
    const [acc] = await t.db
      .select()
      .from(bookingAccommodations)
      .where(eq(bookingAccommodations.booking_id, b.id));
    const [tour] = await t.db.select().from(bookingTours).where(eq(bookingTours.booking_id, b.id));
    const [flight] = await t.db
      .select()
      .from(bookingFlights)
      .where(eq(bookingFlights.booking_id, b.id));
    const paid = await t.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.booking_id, b.id));
    // No supplier yet: each line waits to be requested.
    const noService = {
      supplier: null,
      cost: null,
      cost_currency: null,
      service_state: 'to_request',
      confirmation_number: null,
      confirmation_date: null,
      confirmation_notes: null,
      cancellation_charge: null,
      state_changed_at: null,
      state_changed_by: null,
    };
    expect(read.accommodations).toEqual([
      {
        id: acc!.id,
        hotel_name: 'Rove Downtown',
        check_in_date: '2026-12-01',
        check_out_date: '2026-12-03',
        number_of_nights: 2,
        number_of_rooms: 1,
        room_type: null,
        meal_plan: 'BB',
        ...noService,
      },
    ]);
    expect(read.tours).toEqual([
      {
        id: tour!.id,
        service_name: 'City tour',
        service_date: '2026-12-02',
        pickup_time: '09:05',
        transfer_type: 'PVT',
        adult_count: tour!.adult_count,
        child_count: tour!.child_count,
        ...noService,
      },
    ]);
    expect(read.flights).toEqual([
      {
        id: flight!.id,
        flight_type: 'departure',
        airline: 'Emirates',
        flight_number: 'EK 500',
        flight_date: null,
        departure_time: null,
        arrival_time: null,
        from_city: null,
        to_city: null,
        pnr_number: null,
        ...noService,
      },
    ]);
    // Newest payment date first; the same date, the later payment first.
    const byId = new Map(paid.map((p) => [p.amount, p]));
    expect(read.payments).toEqual(
      ['30.25', '20.50', '10.00'].map((amount) => ({
        id: byId.get(amount)!.id,
        receipt_number: byId.get(amount)!.receipt_number,
        amount,
        payment_date: byId.get(amount)!.payment_date,
        payment_method: 'bank_transfer',
        transaction_reference: null,
        payment_notes: amount === '20.50' ? 'Second' : null,
        received_by: { id: me.user.id, name: me.user.name },
        created_at: byId.get(amount)!.created_at.toISOString(),
        voided_at: null,
        voided_by_user: null,
        void_reason: null,
        // No account was named and the test's methods map to none: Undeposited Funds.
        deposit_account: { id: byId.get(amount)!.deposit_account_id, name: 'Undeposited Funds' },
        tcs: null,
        duplicate_reference_of: [],
      })),
    );
    // The list of agent payments has the same shape (none here), and the detail of a file
    // that does not exist is 404.
    expect((await call(ep.agentPayments, { params: { id: b.id } })).ok.data).toEqual([]);
    expect((await call(ep.get, { params: { id: 999999 } })).status).toBe(404);
  });

  it('validates payments', async () => {
    const b = await create();
    const res = await call(ep.addPayment, {
      params: { id: b.id },
      payload: { amount: '-5', payment_method: 'gold' },
    });
    expect(res.failure.errors).toEqual({
      payment_date: ['The payment date field is required.'],
      amount: ['The amount must not be negative.'],
      payment_method: ['The payment method field is required.'],
    });
    expect((await pay(999999, 1)).status).toBe(404);
  });

  it.each(trials())(
    'never overpays when 50 payments race past the balance (trial %i)',
    async () => {
      const b = await create({ sale_amount: '1000.00' });
      const tokens = await Promise.all(
        Array.from({ length: 5 }, () => login(t.app, me.user.email, me.user.password)),
      );
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => pay(b.id, '30.00', {}, tokens[i % 5])),
      );
      const accepted = results.filter((r) => r.status === 201).length;
      expect(accepted).toBe(33); // 33 x 30 = 990; the 34th would pass 1000
      expect(results.filter((r) => r.status === 422)).toHaveLength(17);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
      const rows = await t.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.booking_id, b.id));
      expect(rows).toHaveLength(33);
      expect(row).toMatchObject({
        paid_amount: '990.00',
        balance_due: '10.00',
        payment_status: 'partial',
      });
    },
  );

  it('refuses to lower the sale below what has been paid', async () => {
    const b = await create();
    await pay(b.id, '6000');
    const res = await put(b.id, booking({ sale_amount: '5000' }));
    expect(res.failure.errors).toEqual({
      sale_amount: ['The sale amount may not be less than what has been paid (6000.00).'],
    });
    const ok = await put(b.id, booking({ sale_amount: '6000', status: 'confirmed' }));
    expect(ok.ok.data).toMatchObject({
      balance_due: '0.00',
      payment_status: 'paid',
      status: 'confirmed',
    });
  });
});

describe('agent settlement', () => {
  it('records agent payments up to the balance, and deleting one voids it and restores it', async () => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const b = await create({ agent_id: agent.id });
    const r1 = await agentPay(b.id, { payment_date: '2026-11-20', amount: '4000' });
    expect(r1.status).toBe(201);
    expect(r1.ok.message).toBe('Agent payment recorded successfully!');
    expect(r1.ok.data[0]).toMatchObject({ amount: '4000.00', payment_method: 'bank_transfer' });
    expect(r1.ok.booking).toMatchObject({
      agent_paid: '4000.00',
      agent_balance: '5000.00',
      agent_payment_status: 'partial',
    });
    const over = await agentPay(b.id, { payment_date: '2026-11-20', amount: '5000.01' });
    expect(over.failure.errors).toEqual({
      amount: ["The amount may not be greater than the agent's outstanding balance (5000.00)."],
    });
    const r2 = await agentPay(b.id, {
      payment_date: '2026-11-21',
      amount: '5000',
      payment_method: 'cheque',
    });
    expect(r2.ok.booking).toMatchObject({ agent_balance: '0.00', agent_payment_status: 'paid' });
    const list = (await call(ep.agentPayments, { params: { id: b.id } })).ok;
    expect(list.data.map((p) => p.amount)).toEqual(['5000.00', '4000.00']);
    // Deleting voids: a manager, with a reason; the payment stays listed.
    const boss = await signIn(t.app, { role: 'manager', permissions: ['void_agent_payments'] });
    const remove = () =>
      call(ep.deleteAgentPayment, {
        params: { id: list.data[0]!.id },
        payload: { reason: 'Paid twice' },
        token: boss.token,
      });
    const del = await remove();
    expect(del.ok).toMatchObject({ success: true, message: 'Payment deleted successfully' });
    expect(await detail(b.id)).toMatchObject({
      agent_paid: '4000.00',
      agent_balance: '5000.00',
      agent_payment_status: 'partial',
    });
    const again = await remove();
    expect(again.status).toBe(409);
  });

  it('refuses agent payments on a booking without an agent (409)', async () => {
    const b = await create();
    const res = await agentPay(b.id, { payment_date: '2026-11-20', amount: '1' });
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe('This booking has no agent.');
  });

  it('never overpays an agent when 50 payments race', async () => {
    const agent = await createAgent(t.app, { commission_rate: '0' });
    const b = await create({ agent_id: agent.id, sale_amount: '500.00' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        agentPay(b.id, { payment_date: '2026-11-20', amount: '45.00' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(11);
    expect(await detail(b.id)).toMatchObject({ agent_paid: '495.00', agent_balance: '5.00' });
  });
});

describe('list, statistics and delete', () => {
  it('filters the list and the statistics with the same definition', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, tourismStaff())).token;
      const on = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
        callEndpoint(ctx.app, e, { token: tk, ...args });
      const add = async (o: Record<string, unknown>) =>
        (await on(ep.create, { payload: booking(o) })).ok.data;
      await add({
        guest_name: 'Alpha Guest',
        destination: 'Dubai',
        travel_start_date: '2026-12-01',
        sale_amount: '1000',
        purchase_amount: '600',
        status: 'confirmed',
      });
      const beta = await add({
        guest_name: 'Beta Guest',
        destination: 'Bali',
        travel_start_date: '2027-01-10',
        sale_amount: '2000.50',
        purchase_amount: '1500',
      });
      await add({
        guest_name: 'Gamma Guest',
        destination: 'Dubai',
        travel_start_date: '2027-02-10',
        sale_amount: '3000',
        purchase_amount: '2000',
      });
      const paid = await on(ep.addPayment, {
        params: { id: beta.id },
        payload: { payment_date: '2026-11-20', amount: '500', payment_method: 'cash' },
      });
      expect(paid.status).toBe(201);
      const both = async (q: string) => {
        const query = Object.fromEntries(new URLSearchParams(q));
        const list = (await on(ep.list, { query })).ok;
        const stats = (await on(ep.statistics, { query })).ok.data;
        return { names: list.data.map((b) => b.guest_name), total: list.total, stats };
      };
      // Money counts the confirmed file only: Beta and Gamma are drafts, not sales yet. It is in
      // rupees: Alpha's AED 1,000 at the AED 22.70 it was booked at.
      expect(await both('')).toMatchObject({
        total: 3,
        stats: {
          currency: 'INR',
          total_bookings: 3,
          total_sale_amount: '22700.00',
          total_profit: '9080.00',
          total_balance_due: '22700.00',
          draft_bookings: 2,
        },
      });
      expect(await both('search=dubai')).toMatchObject({
        names: ['Gamma Guest', 'Alpha Guest'],
        stats: { total_bookings: 2, total_sale_amount: '22700.00', draft_bookings: 1 },
      });
      expect(await both('payment_status=partial')).toMatchObject({
        names: ['Beta Guest'],
        stats: { total_balance_due: '0.00', draft_bookings: 1 },
      });
      expect(await both('status=confirmed')).toMatchObject({ names: ['Alpha Guest'] });
      expect(await both('date_from=2027-01-01&date_to=2027-01-31')).toMatchObject({
        names: ['Beta Guest'],
        stats: { total_bookings: 1 },
      });
      expect(await both(`search=${beta.file_number}`)).toMatchObject({ names: ['Beta Guest'] });
      const page = (await on(ep.list)).ok;
      expect(page.per_page).toBe(15);
      expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
      // Past the last page: no rows, and the total still told.
      const beyond = (await on(ep.list, { query: { page: 9 } })).ok;
      expect(beyond).toMatchObject({ data: [], total: 3, current_page: 9, last_page: 1 });
    } finally {
      await ctx.close();
    }
  });

  it('deletes a booking without payments; refuses one with payments (409)', async () => {
    const free = await create();
    expect((await call(ep.remove, { params: { id: free.id } })).ok).toEqual({
      success: true,
      message: 'Booking deleted successfully!',
    });
    expect((await call(ep.get, { params: { id: free.id } })).failure.message).toBe(
      'Booking not found',
    );
    const paid = await create();
    expect((await pay(paid.id, 10)).status).toBe(201);
    const res = await call(ep.remove, { params: { id: paid.id } });
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe(
      'This booking has payments and cannot be deleted. Cancel it instead.',
    );
  });

  it('an agent with bookings cannot be deleted', async () => {
    const agent = await createAgent(t.app);
    await create({ agent_id: agent.id });
    expect((await call(agentEndpoints.remove, { params: { id: agent.id } })).status).toBe(409);
  });
});

describe('running totals', () => {
  it('booking_stats always equals the sums over bookings after creates, payments, edits and deletes', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, tourismStaff())).token;
      const on = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
        callEndpoint(ctx.app, e, { token: tk, ...args });
      const a = (await on(ep.create, { payload: booking({ sale_amount: '100.10' }) })).ok.data;
      const b = (
        await on(ep.create, { payload: booking({ sale_amount: '250', status: 'confirmed' }) })
      ).ok.data;
      await on(ep.addPayment, {
        params: { id: a.id },
        payload: { payment_date: '2026-11-20', amount: '40', payment_method: 'cash' },
      });
      await on(ep.update, {
        params: { id: b.id },
        payload: booking({ sale_amount: '300', purchase_amount: '100', status: 'completed' }),
      });
      const c = (await on(ep.create, { payload: booking() })).ok.data;
      await on(ep.remove, { params: { id: c.id } });
      const scan = await ctx.db.execute<{
        k: string;
        n: string;
        sale: string;
        profit: string;
        due: string;
        owing: string;
      }>(sql`
        with b as (
          select status, payment_status, balance_due, round(sale_amount * coalesce(rate, 0), 2) as sale,
            round(net_profit * coalesce(rate, 0), 2) as profit, round(balance_due * coalesce(rate, 0), 2) as due
          from bookings)
        select status || '/' || payment_status as k, count(*)::text as n, sum(sale)::text as sale, sum(profit)::text as profit, sum(due)::text as due,
          count(*) filter (where balance_due > 0)::text as owing
        from b group by 1 order by 1`);
      const kept = await ctx.db.execute<{
        k: string;
        n: string;
        sale: string;
        profit: string;
        due: string;
        owing: string;
      }>(sql`
        select status || '/' || payment_status as k, sum(bookings)::text as n, sum(sale)::text as sale,
          sum(net_profit)::text as profit, sum(balance_due)::text as due, sum(owing)::text as owing
        from booking_stats group by 1 having sum(bookings) <> 0 order by 1`);
      expect(kept.rows).toEqual(scan.rows);
      const stats = (await on(ep.statistics)).ok.data;
      // The draft (a) is counted, not summed: money is the completed file's alone, in rupees at
      // the AED 22.70 it was booked at.
      expect(stats).toEqual({
        currency: 'INR',
        total_bookings: 2,
        total_sale_amount: '6810.00',
        total_profit: '4540.00',
        total_balance_due: '6810.00',
        draft_bookings: 1,
        cancelled_bookings: 0,
      });
    } finally {
      await ctx.close();
    }
  });
});

describe('filtered reads kept until a booking changes', () => {
  it('answers a search or date range afresh after every kind of write', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, tourismStaff())).token;
      /** Each answer parsed by its schema; `.ok` throws on a refusal, as the setup wants. */
      const on = async <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
        (await callEndpoint(ctx.app, e, { token: tk, ...args })).ok;
      const queryOf = (f: string) => Object.fromEntries(new URLSearchParams(f));
      const pay10 = (id: number, amount: string) =>
        on(ep.addPayment, {
          params: { id },
          payload: { payment_date: '2026-11-20', amount, payment_method: 'cash' },
        });
      const filters = [
        'search=zephyr',
        'search=zephyr&status=confirmed',
        'date_from=2027-01-01&date_to=2027-01-31',
      ];
      // What the database holds, scanned directly, against what the API answers.
      const expectFresh = async () => {
        for (const f of filters) {
          const p = new URLSearchParams(f);
          const search = p.get('search');
          const status = p.get('status');
          const from = p.get('date_from');
          const { rows } = await ctx.db.execute<{ n: number; sale: string; due: string }>(sql`
            select count(*)::int as n,
              coalesce(sum(round(sale_amount * rate, 2)) filter (where status in ('confirmed', 'completed')), 0)::numeric(16,2)::text as sale,
              coalesce(sum(round(balance_due * rate, 2)) filter (where status in ('confirmed', 'completed')), 0)::numeric(16,2)::text as due
            from bookings
            where (${search}::text is null or search_text like ${`%${search}%`})
              and (${status}::text is null or status = ${status})
              and (${from}::date is null or travel_start_date between ${from}::date and '2027-01-31')`);
          const stats = (await on(ep.statistics, { query: queryOf(f) })).data;
          expect(stats, f).toMatchObject({
            total_bookings: rows[0]!.n,
            total_sale_amount: rows[0]!.sale,
            total_balance_due: rows[0]!.due,
          });
          const list = await on(ep.list, { query: queryOf(f) });
          expect(list.total, f).toBe(rows[0]!.n);
        }
      };
      const file = (o: object) =>
        booking({ guest_name: 'Zephyr Rao', travel_start_date: '2027-01-10', ...o });
      await expectFresh();
      const a = (await on(ep.create, { payload: file({}) })).data;
      await expectFresh();
      const b = (await on(ep.create, { payload: file({ status: 'confirmed' }) })).data;
      await expectFresh();
      await pay10(b.id, '100.00');
      await expectFresh();
      // A new name or date moves a file out of the search or the range.
      await on(ep.update, { params: { id: a.id }, payload: file({ guest_name: 'Other Guest' }) });
      await expectFresh();
      await on(ep.update, {
        params: { id: b.id },
        payload: file({ status: 'confirmed', travel_start_date: '2027-02-01' }),
      });
      await expectFresh();
      await on(ep.remove, { params: { id: a.id } });
      await expectFresh();

      // Reads racing writes: once the writes are done, the next read shows all of them.
      const c = (await on(ep.create, { payload: file({ sale_amount: '5000.00' }) })).data;
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 ? on(ep.statistics, { query: queryOf(filters[i % 3]!) }) : pay10(c.id, '10.00'),
        ),
      );
      await expectFresh();

      // What a kept page shows is read afresh: an agent renamed (no booking written) shows.
      const agent = await createAgent(ctx.app, { name: 'First Name Travels' });
      const d = (await on(ep.create, { payload: file({ agent_id: agent.id }) })).data;
      const agentOf = async () =>
        (await on(ep.list, { query: { search: 'zephyr' } })).data.find((x) => x.id === d.id)!.agent
          ?.name;
      expect(await agentOf()).toBe('First Name Travels');
      await ctx.db.execute(
        sql`update agents set name = 'Second Name Travels' where id = ${agent.id}`,
      );
      expect(await agentOf()).toBe('Second Name Travels');

      // A deep unfiltered page (kept too): a new file shifts every page by one.
      await ctx.db.execute(sql`
        insert into bookings (file_number, guest_name, booking_date, sale_amount, purchase_amount,
          profit_amount, net_profit, balance_due, created_at)
        select 'TF-BULK-' || i, 'Bulk ' || i, '2026-01-01', 10, 5, 5, 5, 10,
          now() - interval '1 day' - i * interval '1 minute'
        from generate_series(1, 1100) i`);
      const deep = async () => {
        const { rows } = await ctx.db.execute<{ id: number }>(
          sql`select id from bookings order by created_at desc, id desc limit 15 offset 1035`,
        );
        const res = await on(ep.list, { query: { page: 70 } });
        expect(res.data.map((x) => x.id)).toEqual(rows.map((r) => r.id));
        return res.data[0]!.id;
      };
      const before = await deep();
      expect(await deep()).toBe(before);
      await on(ep.create, { payload: file({}) });
      expect(await deep()).not.toBe(before);
    } finally {
      await ctx.close();
    }
  });
});
