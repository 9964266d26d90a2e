import { eq, sql } from 'drizzle-orm';
import { bookingPayments, idempotencyKeys, transactions } from '../../db/schema/index.ts';
import { bookingEndpoints, transactionEndpoints } from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createBooking,
  createCategory,
  signIn,
  transactionValues,
} from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/** The file's admin: a booking, and a payment on it sent with an Idempotency-Key or none. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token, call } = await callers.admin();
  return {
    token,
    booking: () =>
      createBooking(t.app, token, {
        guest_name: 'Idem',
        sale_amount: '1000',
        purchase_amount: '500',
      }),
    pay: (id: number, key: string | undefined, amount = '10.00') =>
      call(bookingEndpoints.addPayment, {
        params: { id },
        headers: key ? { 'idempotency-key': key } : {},
        payload: { payment_date: '2026-11-20', amount, payment_method: 'cash' },
      }),
  };
});

describe('Idempotency-Key', () => {
  it('the same key sent 100 times at once records one payment and gives one answer', async ({
    app: t,
    desk: { booking, pay },
  }) => {
    const b = await booking();
    const results = await Promise.all(Array.from({ length: 100 }, () => pay(b.id, 'pay-once-1')));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const bodies = new Set(results.map((r) => r.text));
    expect(bodies.size).toBe(1);
    const rows = await t.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.booking_id, b.id));
    expect(rows).toHaveLength(1);
    expect(results[0]!.ok.data.paid_amount).toBe('10.00');
  });

  it('the same key with another request is refused (422); another key is a new payment', async ({
    app: t,
    desk: { booking, pay },
  }) => {
    const b = await booking();
    expect((await pay(b.id, 'k-2')).status).toBe(201);
    const other = await pay(b.id, 'k-2', '20.00');
    expect(other.status).toBe(422);
    expect(other.failure.errors).toEqual({
      idempotency_key: ['This Idempotency-Key was already used for a different request.'],
    });
    expect((await pay(b.id, 'k-3')).status).toBe(201);
    expect((await pay(b.id, undefined)).status).toBe(201);
    const rows = await t.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.booking_id, b.id));
    expect(rows).toHaveLength(3);
  });

  it('replays a refusal too, and keys belong to one user', async ({
    app: t,
    desk: { booking, pay },
  }) => {
    const b = await booking();
    const over = await pay(b.id, 'k-over', '5000.00');
    expect(over.status).toBe(422);
    expect(await pay(b.id, 'k-over', '5000.00')).toMatchObject({ status: 422, body: over.body });
    const other = await signIn(t.app, { role: 'staff', permissions: ['create_payments'] });
    const r = await callEndpoint(t.app, bookingEndpoints.addPayment, {
      params: { id: b.id },
      token: other.token,
      headers: { 'idempotency-key': 'k-2' },
      payload: { payment_date: '2026-11-20', amount: '20.00', payment_method: 'cash' },
    });
    expect(r.status).toBe(201);
  });

  it('never commits a claim without its answer: a kill -9 mid-request leaves no stuck key', async ({
    app: t,
    desk: { booking, pay },
  }) => {
    const b = await booking();
    const seen = await t.db.transaction(async (tx) => {
      // Hold the booking's row: the payment stops mid-work, after its claim was inserted.
      await tx.execute(sql`select id from bookings where id = ${b.id} for update`);
      const paying = pay(b.id, 'k-crash');
      await new Promise((r) => setTimeout(r, 300));
      const keys = await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'k-crash'));
      return { keys, paying };
    });
    expect(seen.keys).toEqual([]); // a crash now would leave nothing: a retry does the work
    expect((await seen.paying).status).toBe(201);
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'k-crash'));
    expect(row?.status).toBe(201);
    expect(await pay(b.id, 'k-crash')).toMatchObject({ status: 201 });
    const rows = await t.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.booking_id, b.id));
    expect(rows).toHaveLength(1);
  });

  it('creates one transaction for a retried create', async ({ app: t, desk: { token } }) => {
    const a = await createAccount(t.app);
    const c = await createCategory(t.app);
    const send = () =>
      callEndpoint(t.app, transactionEndpoints.create, {
        token,
        headers: { 'idempotency-key': 'tx-1' },
        payload: transactionValues(a.id, c.id, { description: 'idempotent create' }),
      });
    const [r1, r2] = await Promise.all([send(), send()]);
    expect(r1.ok.data.id).toBe(r2.ok.data.id);
    const rows = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.description, 'idempotent create'));
    expect(rows).toHaveLength(1);
  });
});
