import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEndpoints as ep } from '@app/contract';
import { trials } from '../../../test/stress.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import { createAgent, createBooking, signIn } from '../../../test/factories.ts';

/**
 * Money is voided, not deleted. A manager or admin voids a customer or agent
 * payment with a reason; the payment stays listed with who, when and why, and the booking's
 * figures are recomputed from the payments that still count.
 */
const KEYS = [
  'view_bookings',
  'create_bookings',
  'edit_bookings',
  'create_payments',
  'void_payments',
  'view_agent_payments',
  'create_agent_payments',
  'void_agent_payments',
];

let t: TestContext;
let manager: Awaited<ReturnType<typeof signIn>>;
let staff: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, { role: 'manager', name: 'Manager Meera', permissions: KEYS });
  staff = await signIn(t.app, { role: 'staff', permissions: KEYS });
  admin = await signIn(t.app, { role: 'admin', name: 'Admin Anil' });
});
afterAll(() => t.close());

/** `payload` undefined sends no body at all. */
const body = (payload?: object) => (payload ? { payload } : {});

const aBooking = (o: BookingOverrides = {}) => createBooking(t.app, manager.token, o);
const detail = async (id: number) =>
  (await callEndpoint(t.app, ep.get, { params: { id }, token: manager.token })).ok.data;
const addPayment = (id: number, amount: string, payment_method = 'cash', day = '2026-11-20') =>
  callEndpoint(t.app, ep.addPayment, {
    params: { id },
    token: manager.token,
    payload: { payment_date: day, amount, payment_method },
  });
const pay = async (bookingId: number, amount: string) =>
  (await addPayment(bookingId, amount)).ok.data.payments.find((p) => p.amount === amount)!.id;
/** Void customer payment `paymentId` of booking `id`. */
const voidPayment = (id: number, paymentId: number, payload?: object, token = manager.token) =>
  callEndpoint(t.app, ep.voidPayment, { params: { id, paymentId }, token, ...body(payload) });
const voidAgent = (id: number, payload?: object, token = manager.token) =>
  callEndpoint(t.app, ep.voidAgentPayment, { params: { id }, token, ...body(payload) });
/** The spec's delete of an agent payment: a void with its own words. */
const deleteAgent = (id: number, payload?: object, token = manager.token) =>
  callEndpoint(t.app, ep.deleteAgentPayment, { params: { id }, token, ...body(payload) });
const agentPayments = (id: number) =>
  callEndpoint(t.app, ep.agentPayments, { params: { id }, token: manager.token });

describe('voiding a customer payment', () => {
  it('keeps the payment, marks who voided it, when and why, and gives the amount back once', async () => {
    const b = await aBooking();
    const keep = await pay(b.id, '300.00');
    const wrong = await pay(b.id, '200.00');
    const res = await voidPayment(b.id, wrong, { reason: '  Entered twice  ' });
    expect(res.status).toBe(200);
    expect(res.ok.message).toBe('Payment voided successfully');
    expect(res.ok.data).toMatchObject({
      paid_amount: '300.00',
      balance_due: '700.00',
      payment_status: 'partial',
    });
    const voided = res.ok.data.payments.find((p) => p.id === wrong)!;
    expect(voided).toMatchObject({
      amount: '200.00',
      void_reason: 'Entered twice',
      voided_by_user: { id: manager.user.id, name: 'Manager Meera' },
    });
    expect(Date.parse(String(voided.voided_at))).toBeGreaterThan(Date.now() - 60_000);
    const live = res.ok.data.payments.find((p) => p.id === keep);
    expect(live).toMatchObject({ voided_at: null, voided_by_user: null, void_reason: null });

    // Twice: refused, nothing moves.
    const again = await voidPayment(b.id, wrong, { reason: 'Entered twice' });
    expect(again.status).toBe(409);
    expect(again.failure.message).toBe('This payment has already been voided.');
    const after = await detail(b.id);
    expect(after).toMatchObject({ paid_amount: '300.00', balance_due: '700.00' });
    expect(after.payments).toHaveLength(2);

    // The freed balance can be paid again, and no further.
    const over = await addPayment(b.id, '700.01', 'cash', '2026-11-21');
    expect(over.status).toBe(422);
    await pay(b.id, '700.00');
    const full = await detail(b.id);
    expect(full).toMatchObject({ paid_amount: '1000.00', payment_status: 'paid' });
  });

  it('recomputes the status back to unpaid, and lets the sale fall to what still counts', async () => {
    const b = await aBooking();
    const p = await pay(b.id, '1000.00');
    const res = await voidPayment(b.id, p, { reason: 'Cheque bounced' }, admin.token);
    expect(res.status).toBe(200);
    expect(res.ok.data).toMatchObject({
      paid_amount: '0.00',
      balance_due: '1000.00',
      payment_status: 'unpaid',
    });
    const lower = await callEndpoint(t.app, ep.update, {
      params: { id: b.id },
      token: manager.token,
      payload: { guest_name: 'Rahul Kapoor', sale_amount: '10.00', purchase_amount: '5.00' },
    });
    expect(lower.status).toBe(200);
  });

  it('needs a reason of 3 to 500 characters', async () => {
    const b = await aBooking();
    const p = await pay(b.id, '10.00');
    const none = await voidPayment(b.id, p);
    expect(none.status).toBe(422);
    expect(none.failure.errors).toEqual({ reason: ['The reason field is required.'] });
    const blank = await voidPayment(b.id, p, { reason: '   ' });
    expect(blank.failure.errors).toEqual({ reason: ['The reason field is required.'] });
    const short = await voidPayment(b.id, p, { reason: 'no' });
    expect(short.failure.errors).toEqual({ reason: ['The reason must be at least 3 characters.'] });
    const long = await voidPayment(b.id, p, { reason: 'x'.repeat(501) });
    expect(long.failure.errors).toEqual({
      reason: ['The reason may not be greater than 500 characters.'],
    });
    const still = await detail(b.id);
    expect(still.paid_amount).toBe('10.00');
  });

  it('is refused to staff (403) and answers 404 for a payment of another booking', async () => {
    const b = await aBooking();
    const other = await aBooking();
    const p = await pay(b.id, '10.00');
    expect((await voidPayment(b.id, p, { reason: 'mine' }, staff.token)).status).toBe(403);
    const wrongBooking = await voidPayment(other.id, p, { reason: 'mine' });
    expect(wrongBooking.status).toBe(404);
    expect(wrongBooking.failure.message).toBe('Payment not found');
    expect((await voidPayment(b.id, 999999, { reason: 'mine' })).status).toBe(404);
    const still = await detail(b.id);
    expect(still.paid_amount).toBe('10.00');
  });

  it.each(trials())(
    'two voids racing: one 200, one 409, the amount given back once (trial %i)',
    async () => {
      const b = await aBooking();
      await pay(b.id, '100.00');
      const p = await pay(b.id, '250.00');
      const results = await Promise.all([
        voidPayment(b.id, p, { reason: 'first' }),
        voidPayment(b.id, p, { reason: 'second' }, admin.token),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await detail(b.id);
      expect(after).toMatchObject({ paid_amount: '100.00', balance_due: '900.00' });
    },
  );

  it.each(trials())(
    'a void racing new payments keeps paid within the sale and exact (trial %i)',
    async () => {
      const b = await aBooking();
      const p = await pay(b.id, '1000.00'); // fully paid
      const results = await Promise.all([
        voidPayment(b.id, p, { reason: 'bounced' }),
        ...Array.from({ length: 12 }, () => addPayment(b.id, '100.00', 'upi')),
      ]);
      expect(results[0].status).toBe(200);
      const accepted = results.slice(1).filter((r) => r.status === 201).length;
      // Refused while still fully paid, accepted after the void: never more than 10.
      expect(accepted).toBeLessThanOrEqual(10);
      const { rows } = await t.db.execute<{ paid: string; live: string; sale: string }>(sql`
        select b.paid_amount as paid, b.sale_amount as sale,
          (select coalesce(sum(amount), 0) from booking_payments x
            where x.booking_id = b.id and x.voided_at is null) as live
        from bookings b where b.id = ${b.id}`);
      expect(Number(rows[0]!.paid)).toBe(accepted * 100);
      expect(Number(rows[0]!.live)).toBe(Number(rows[0]!.paid));
      expect(Number(rows[0]!.paid)).toBeLessThanOrEqual(Number(rows[0]!.sale));
    },
  );
});

describe('voiding an agent payment', () => {
  const agentBooking = async () => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    return aBooking({ agent_id: agent.id }); // payable 900.00
  };
  const payAgent = async (bookingId: number, amount: string) => {
    const r = await callEndpoint(t.app, ep.addAgentPayment, {
      params: { id: bookingId },
      token: manager.token,
      payload: { payment_date: '2026-11-20', amount },
    });
    return r.ok.data.find((p) => p.amount === amount)!.id;
  };

  it('voids through its own route and through the spec delete, keeping both listed', async () => {
    const b = await agentBooking();
    const a = await payAgent(b.id, '400.00');
    const c = await payAgent(b.id, '500.00');
    const res = await voidAgent(a, { reason: 'Wrong agent' });
    expect(res.status).toBe(200);
    expect(res.ok.message).toBe('Payment voided successfully');
    expect(res.ok.booking).toMatchObject({
      agent_paid: '500.00',
      agent_balance: '400.00',
      agent_payment_status: 'partial',
    });
    // The spec's delete keeps its words, needs a reason, and voids.
    const noReason = await deleteAgent(c);
    expect(noReason.status).toBe(422);
    expect(noReason.failure.errors).toEqual({ reason: ['The reason field is required.'] });
    const del = await deleteAgent(c, { reason: 'Paid by mistake' });
    expect(del.status).toBe(200);
    expect(del.ok.message).toBe('Payment deleted successfully');
    expect(del.ok.booking).toMatchObject({
      agent_paid: '0.00',
      agent_balance: '900.00',
      agent_payment_status: 'pending',
    });
    const list = await agentPayments(b.id);
    expect(list.ok.data).toHaveLength(2);
    expect(list.ok.data.map((p) => p.void_reason).sort()).toEqual([
      'Paid by mistake',
      'Wrong agent',
    ]);
    expect(list.ok.data[0]!.voided_by_user).toEqual({
      id: manager.user.id,
      name: 'Manager Meera',
    });
    expect((await deleteAgent(c, { reason: 'again' })).status).toBe(409);
    expect((await deleteAgent(999999, { reason: 'gone' })).status).toBe(404);
    // A booking whose payments are all voided still keeps them: it is not deleted.
    expect(
      (await callEndpoint(t.app, ep.remove, { params: { id: b.id }, token: admin.token })).status,
    ).toBe(409);
  });

  it('is refused to staff (403), even with the key', async () => {
    const b = await agentBooking();
    const a = await payAgent(b.id, '100.00');
    const res = await voidAgent(a, { reason: 'x'.repeat(5) }, staff.token);
    expect(res.status).toBe(403);
    const list = await agentPayments(b.id);
    expect(list.ok.booking.agent_paid).toBe('100.00');
  });

  it.each(trials())('two voids racing: one 200, one 409 (trial %i)', async () => {
    const b = await agentBooking();
    const a = await payAgent(b.id, '300.00');
    const results = await Promise.all([
      voidAgent(a, { reason: 'first' }),
      deleteAgent(a, { reason: 'second' }, admin.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const list = await agentPayments(b.id);
    expect(list.ok.booking).toMatchObject({ agent_paid: '0.00', agent_balance: '900.00' });
  });
});
