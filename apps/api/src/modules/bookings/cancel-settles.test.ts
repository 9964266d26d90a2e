import { sql } from 'drizzle-orm';
import { accountEndpoints, bookingEndpoints, refundEndpoints as ep, todayIn } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { booksSettings } from '../../db/schema/index.ts';

/**
 * A cancelled file settles its money (decision 052): it keeps its cancellation charge as
 * revenue, and what its payer paid beyond it is refunded from a money account, never more,
 * however many refunds arrive at once; a refund is voided by its reverse.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const manager = await callers.manager();
  const today = todayIn(t.app.appTimezone);
  const bank = (
    await admin.call(accountEndpoints.create, {
      payload: { name: 'Refund Bank', code: 'RF-BANK', type: 'asset', opening_balance: '100000' },
    })
  ).ok.data.id;
  /** A rupee file sold for ₹20,000, paid ₹8,000 in cash, then cancelled keeping `charge`. */
  const cancelled = async (charge: string | null) => {
    const b = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Neha Rao',
          currency: 'INR',
          sale_amount: '20000.00',
          purchase_amount: '15000.00',
          status: 'confirmed',
        },
      })
    ).ok.data;
    await admin.call(bookingEndpoints.addPayment, {
      params: { id: b.id },
      payload: { amount: '8000', payment_date: today, payment_method: 'cash' },
    });
    const res = await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest fell ill', cancellation_charge: charge },
    });
    expect(res.status).toBe(200);
    return b.id;
  };
  /** The file's customer receivable and revenue in the books, and the bank's balance. */
  const books = async (fileId: number) => {
    const { rows } = await t.db.execute<{ receivable: string; revenue: string; bank: string }>(sql`
      with file_entries as (
        select e.id from journal_entries e
        left join journal_entries o on o.id = e.reverses_id
        where (coalesce(o.source_type, e.source_type) = 'booking' and coalesce(o.source_id, e.source_id) = ${fileId})
          or (coalesce(o.source_type, e.source_type) = 'payment'
            and coalesce(o.source_id, e.source_id) in (select id from booking_payments where booking_id = ${fileId}))
          or (coalesce(o.source_type, e.source_type) = 'refund'
            and coalesce(o.source_id, e.source_id) in (select id from booking_refunds where booking_id = ${fileId}))
      )
      select
        coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'customer_receivables'), 0)::numeric(14,2)::text as receivable,
        coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'tour_revenue'), 0)::numeric(14,2)::text as revenue,
        (select coalesce(sum(debit - credit), 0) from journal_lines where account_id = ${bank})::numeric(14,2)::text as bank
      from journal_lines l join accounts a on a.id = l.account_id where l.entry_id in (select id from file_entries)`);
    return rows[0]!;
  };
  const refund = (by: typeof admin, id: number, amount: string) =>
    by.call(ep.create, {
      params: { id },
      payload: { amount, refund_date: today, account_id: bank, reference: 'NEFT R-1' },
    });
  return { t, admin, manager, today, bank, cancelled, books, refund };
});

describe('a cancelled file settles its money', () => {
  it('keeps its charge as revenue and refunds what was paid beyond it, once', async ({
    desk: { admin, cancelled, books, refund },
  }) => {
    const id = await cancelled('2000');
    const before = await books(id);
    // The charge is revenue the payer owes; the ₹8,000 paid is ₹6,000 more than it.
    expect(before).toMatchObject({ receivable: '-6000.00', revenue: '2000.00' });
    const settled = (await admin.call(ep.list, { params: { id } })).ok.data.settlement;
    expect(settled).toEqual({
      cancelled: true,
      charge: '2000.00',
      received: '8000.00',
      refunded: '0.00',
      refundable: '6000.00',
      owed: '0.00',
    });
    const over = await refund(admin, id, '6000.01');
    expect(over.failure.errors).toEqual({
      amount: [
        'Only INR 6,000.00 is refundable on this file: what was received beyond its cancellation charge, less earlier refunds.',
      ],
    });
    const paid = await refund(admin, id, '6000');
    expect(paid.status).toBe(201);
    expect(paid.ok.data.settlement).toMatchObject({ refunded: '6000.00', refundable: '0.00' });
    const after = await books(id);
    // Nothing owed either way; the bank paid it out.
    expect(after.receivable).toBe('0.00');
    expect(Number(after.bank) - Number(before.bank)).toBe(-6000);
    // Voided: the money is owed back again, and only once voided.
    const r = paid.ok.data.refunds[0]!;
    const voided = await admin.call(ep.void, {
      params: { id: r.id },
      payload: { reason: 'Bounced' },
    });
    expect(voided.ok.data.settlement.refundable).toBe('6000.00');
    expect(
      (await admin.call(ep.void, { params: { id: r.id }, payload: { reason: 'Again' } })).status,
    ).toBe(409);
    expect((await books(id)).receivable).toBe('-6000.00');
  });

  it('collects what its payer still owes of the charge, never more, then takes no payment', async ({
    desk: { admin, cancelled, books, today },
  }) => {
    // ₹8,000 paid of a ₹10,000 charge: ₹2,000 still owed.
    const id = await cancelled('10000');
    const pay = (amount: string) =>
      admin.call(bookingEndpoints.addPayment, {
        params: { id },
        payload: { amount, payment_date: today, payment_method: 'cash' },
      });
    expect((await pay('2000.01')).failure.errors).toEqual({
      amount: ['The amount may not be greater than the balance due (2000.00).'],
    });
    const paid = await pay('2000');
    expect(paid.status).toBe(201);
    const settled = (await admin.call(ep.list, { params: { id } })).ok.data.settlement;
    expect(settled).toMatchObject({ received: '10000.00', refundable: '0.00', owed: '0.00' });
    const b = (await admin.call(bookingEndpoints.get, { params: { id } })).ok.data;
    expect(b).toMatchObject({ balance_due: '0.00', payment_status: 'paid' });
    expect(await books(id)).toMatchObject({ receivable: '0.00', revenue: '10000.00' });
    // Settled: nothing more is taken.
    expect((await pay('1')).failure.message).toBe(
      'This booking is cancelled: it takes no new payments.',
    );
  });

  it('refuses a charge above the sale, a refund of a file still sold, and two refunds beyond what was paid', async ({
    desk: { admin, cancelled, refund, today },
  }) => {
    const sold = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Ravi',
          currency: 'INR',
          sale_amount: '5000',
          purchase_amount: '0',
          status: 'confirmed',
        },
      })
    ).ok.data;
    const high = await admin.call(bookingEndpoints.cancel, {
      params: { id: sold.id },
      payload: { reason: 'Test', cancellation_charge: '5000.01' },
    });
    expect(high.failure.errors).toEqual({
      cancellation_charge: [
        "The cancellation charge may not be more than the file's sale, INR 5000.00.",
      ],
    });
    const notCancelled = await refund(admin, sold.id, '1');
    expect(notCancelled.failure.errors).toEqual({ amount: ['Only a cancelled file is refunded.'] });
    // No charge: all ₹8,000 refundable; two refunds of ₹5,000 at once, one is refused.
    const id = await cancelled(null);
    const both = await Promise.all([refund(admin, id, '5000'), refund(admin, id, '5000')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    void today;
  });

  it('above the money-out amount only a manager refunds; staff never void', async ({
    desk: { t, manager, cancelled, refund },
  }) => {
    const id = await cancelled('0');
    await t.db.update(booksSettings).set({ supplier_payment_approval_limit: '1000.00' });
    const clerkUser = await createUser(t.app, {
      role: 'staff',
      permissions: ['create_payments', 'view_bookings'],
    });
    const token = await tokenFor(t.app, clerkUser.id);
    const clerk = {
      call: ((e, a = {}) => callEndpoint(t.app, e, { token, ...a })) as typeof manager.call,
    };
    const refused = await refund(clerk as typeof manager, id, '1500');
    expect(refused.status).toBe(403);
    expect(refused.failure.message).toBe('A refund above INR 1,000.00 is recorded by a manager.');
    expect((await refund(clerk as typeof manager, id, '900')).status).toBe(201);
    const made = await refund(manager, id, '1500');
    expect(made.status).toBe(201);
    const r = made.ok.data.refunds[0]!;
    const byClerk = await clerk.call(ep.void, { params: { id: r.id }, payload: { reason: 'No' } });
    expect(byClerk.status).toBe(403);
    await t.db.update(booksSettings).set({ supplier_payment_approval_limit: null });
  });
});
