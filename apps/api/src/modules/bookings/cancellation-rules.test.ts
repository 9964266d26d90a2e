import { sql } from 'drizzle-orm';
import {
  addDays,
  accountEndpoints,
  bookingEndpoints,
  refundEndpoints as ep,
  taxDocumentEndpoints,
  taxProfileEndpoints,
  todayIn,
} from '@app/contract';
import { requestFile } from '../../../test/answers-files.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { TAX_PROFILE } from '../../../test/factories.ts';

/**
 * Cancellation that settles, the rest of decision 052: the policy that suggests a charge by days
 * before travel, reopening a cancelled file (a manager, a reason, never once a credit note or a
 * refund exists), a cancelled file's balance due following its settlement, and the refund
 * voucher (CGST rule 51, decision 054).
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const manager = await callers.manager();
  const staff = await callers.staff();
  const today = todayIn(t.app.appTimezone);
  expect((await admin.call(taxProfileEndpoints.set, { payload: TAX_PROFILE })).status).toBe(200);
  const bank = (
    await admin.call(accountEndpoints.create, {
      payload: { name: 'Refund Bank', code: 'RC-BANK', type: 'asset', opening_balance: '100000' },
    })
  ).ok.data.id;
  /** A rupee file sold for ₹20,000 (a hotel and a tour: a package), `status`, paid `paid`. */
  const file = async (o: { status?: string; paid?: string; travel?: string | null } = {}) => {
    const b = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Neha Rao',
          guest_address: '4 Hill Road, Pune',
          currency: 'INR',
          sale_amount: '20000.00',
          purchase_amount: '15000.00',
          status: (o.status ?? 'confirmed') as 'confirmed',
          travel_start_date: o.travel === undefined ? addDays(today, 20) : o.travel,
          accommodations: [
            {
              hotel_name: 'Sea Rock',
              check_in_date: addDays(today, 20),
              check_out_date: addDays(today, 22),
            },
          ],
          tours: [{ service_name: 'City tour', transfer_type: 'SIC' }],
        },
      })
    ).ok.data;
    if (o.paid)
      expect(
        (
          await admin.call(bookingEndpoints.addPayment, {
            params: { id: b.id },
            payload: { amount: o.paid, payment_date: today, payment_method: 'cash' },
          })
        ).status,
      ).toBe(201);
    return b.id;
  };
  const cancel = async (id: number, charge: string | null) => {
    const res = await admin.call(bookingEndpoints.cancel, {
      params: { id },
      payload: { reason: 'Guest fell ill', cancellation_charge: charge },
    });
    expect(res.status).toBe(200);
    return res.ok.data;
  };
  const read = async (id: number) =>
    (await admin.call(bookingEndpoints.get, { params: { id } })).ok.data;
  const refund = (id: number, amount: string) =>
    admin.call(ep.create, {
      params: { id },
      payload: { amount, refund_date: today, account_id: bank },
    });
  /** The edit form's body of a file as it is, with `status`. */
  const edit = async (by: typeof admin, id: number, status: string) => {
    const b = await read(id);
    return by.call(bookingEndpoints.update, {
      params: { id },
      payload: { ...b, status: status as 'confirmed', tours: b.tours, flights: [] },
    });
  };
  const history = async (id: number) =>
    (
      await t.db.execute<{ action: string; note: string | null }>(
        sql`select action, note from audit_events where record_type = 'booking' and record_id = ${id} order by id`,
      )
    ).rows;
  return { t, admin, manager, staff, today, file, cancel, read, refund, edit, history };
});

describe('the cancellation policy and quote', () => {
  it("suggests the agency's tier by days before travel, half-up, and what would be refundable", async ({
    desk: { admin, file, today },
  }) => {
    const id = await file({ paid: '8000' });
    const q = (await admin.call(ep.quote, { params: { id } })).ok.data;
    // 20 days before travel: the 15–29 tier, 25% of ₹20,000.
    expect(q).toEqual({
      currency: 'INR',
      travel_date: addDays(today, 20),
      today,
      days_before: 20,
      policy: 'agency',
      tiers: [
        { min_days: 30, percent: '10.00' },
        { min_days: 15, percent: '25.00' },
        { min_days: 7, percent: '50.00' },
        { min_days: 0, percent: '100.00' },
      ],
      tier: { min_days: 15, percent: '25.00' },
      sale: '20000.00',
      suggested_charge: '5000.00',
      received: '8000.00',
      refunded: '0.00',
      refundable: '3000.00',
    });
    // Travel already begun: the 0-day tier; no travel date: no suggestion.
    const late = await file({ travel: addDays(today, -2) });
    expect((await admin.call(ep.quote, { params: { id: late } })).ok.data).toMatchObject({
      days_before: -2,
      tier: { min_days: 0, percent: '100.00' },
      suggested_charge: '20000.00',
    });
  });

  it("a file's own tiers replace the agency's; admins alone set the agency's, checked", async ({
    desk: { admin, manager, file, history },
  }) => {
    const id = await file();
    const own = await manager.call(ep.setFilePolicy, {
      params: { id },
      payload: {
        tiers: [
          { min_days: 0, percent: '33.33' },
          { min_days: 60, percent: 0 },
        ],
      },
    });
    expect(own.status).toBe(200);
    expect(own.ok.data).toMatchObject({
      policy: 'file',
      tier: { min_days: 0, percent: '33.33' },
      // 33.33% of ₹20,000 = 6,666.00
      suggested_charge: '6666.00',
    });
    expect((await history(id)).at(-1)).toMatchObject({ action: 'update' });
    const back = await admin.call(ep.setFilePolicy, { params: { id }, payload: { tiers: null } });
    expect(back.ok.data.policy).toBe('agency');

    const tiers = [
      { min_days: 0, percent: '100' },
      { min_days: 10, percent: '12.5' },
    ];
    expect((await manager.call(ep.setPolicy, { payload: { tiers } })).status).toBe(403);
    const bad = await admin.call(ep.setPolicy, {
      payload: { tiers: [{ min_days: 3, percent: 5 }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.failure.errors).toEqual({
      tiers: [
        'The policy needs a tier from 0 days before travel (the last days, and after travel has begun).',
      ],
    });
    const set = await admin.call(ep.setPolicy, { payload: { tiers } });
    expect(set.ok.data.tiers).toEqual([
      { min_days: 10, percent: '12.50' },
      { min_days: 0, percent: '100.00' },
    ]);
    expect((await admin.call(ep.quote, { params: { id } })).ok.data).toMatchObject({
      tier: { min_days: 10, percent: '12.50' },
      suggested_charge: '2500.00',
    });
    // Put back for the other tests of this file.
    await admin.call(ep.setPolicy, {
      payload: {
        tiers: [
          { min_days: 30, percent: 10 },
          { min_days: 15, percent: 25 },
          { min_days: 7, percent: 50 },
          { min_days: 0, percent: 100 },
        ],
      },
    });
  });
});

describe('reopening a cancelled file', () => {
  it('a manager reopens one never credited, with a reason in History; its charge is cleared', async ({
    desk: { manager, staff, file, cancel, read, history },
  }) => {
    // A draft was never invoiced: its cancellation has no credit note.
    const id = await file({ status: 'draft' });
    await cancel(id, '1000');
    const byStaff = await staff.call(ep.reopen, {
      params: { id },
      payload: { reason: 'Guest is going after all' },
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.failure.message).toBe('Only a manager can reopen a cancelled booking.');
    const noReason = await manager.call(ep.reopen, { params: { id }, payload: {} });
    expect(noReason.failure.errors).toEqual({ reason: ['The reason field is required.'] });
    const res = await manager.call(ep.reopen, {
      params: { id },
      payload: { reason: 'Guest is going after all', status: 'draft' },
    });
    expect(res.status).toBe(200);
    const after = await read(id);
    expect(after).toMatchObject({
      status: 'draft',
      cancellation_charge: null,
      balance_due: '20000.00',
      payment_status: 'unpaid',
    });
    expect((await history(id)).at(-1)).toEqual({
      action: 'status',
      note: 'Guest is going after all',
    });
    const again = await manager.call(ep.reopen, {
      params: { id },
      payload: { reason: 'Twice' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses once a credit note exists, by the reopen route and by the edit (409)', async ({
    desk: { manager, admin, file, cancel, edit },
  }) => {
    const id = await file({ paid: '8000' });
    await cancel(id, '2000');
    const notes = (await admin.call(taxDocumentEndpoints.ofBooking, { params: { id } })).ok.data;
    const note = notes.find((d) => d.kind === 'credit_note')!;
    expect(note).toBeTruthy();
    const message = `This booking cannot be reopened: credit note ${note.number} has been issued for its cancellation. Make a new booking instead.`;
    const byRoute = await manager.call(ep.reopen, { params: { id }, payload: { reason: 'Back' } });
    expect(byRoute.status).toBe(409);
    expect(byRoute.failure.message).toBe(message);
    const byEdit = await edit(manager, id, 'confirmed');
    expect(byEdit.status).toBe(409);
    expect(byEdit.failure.message).toBe(message);
  });

  it('refuses once money was refunded on it (409)', async ({
    desk: { manager, file, cancel, refund },
  }) => {
    // A draft was never invoiced: no credit note; the refund alone holds it.
    const id = await file({ status: 'draft', paid: '8000' });
    await cancel(id, '5000');
    expect((await refund(id, '3000')).status).toBe(201);
    const res = await manager.call(ep.reopen, { params: { id }, payload: { reason: 'Back' } });
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe(
      'This booking cannot be reopened: money has been refunded on it. Make a new booking instead.',
    );
  });

  it('the edit never reopens: staff 403, a manager is sent to Reopen for a reason', async ({
    desk: { manager, staff, file, cancel, edit, read },
  }) => {
    const id = await file({ status: 'draft' });
    await cancel(id, null);
    const byStaff = await edit(staff, id, 'confirmed');
    expect(byStaff.status).toBe(403);
    const byManager = await edit(manager, id, 'confirmed');
    expect(byManager.status).toBe(422);
    expect(byManager.failure.errors).toEqual({
      status: ['To reopen a cancelled booking, use Reopen on its page: reopening needs a reason.'],
    });
    expect((await read(id)).status).toBe('cancelled');
  });
});

describe("a cancelled file's balance follows its settlement", () => {
  it('owes its charge less what was paid net of refunds, recomputed on refunds and voids', async ({
    desk: { admin, file, cancel, read, refund },
  }) => {
    // Issue 34: "Cancelling TF-2026-00013 with AED 8,000 paid leaves Partial, Balance Due 12,000".
    const kept = await file({ paid: '8000' });
    expect(await cancel(kept, '2000')).toMatchObject({
      balance_due: '0.00',
      payment_status: 'paid',
      refunded_amount: '0.00',
    });
    const r = await refund(kept, '6000');
    expect(await read(kept)).toMatchObject({
      balance_due: '0.00',
      payment_status: 'paid',
      refunded_amount: '6000.00',
    });
    // Voided, then one refunded beyond what the charge leaves: never — the charge is owed.
    await admin.call(ep.void, {
      params: { id: r.ok.data.refunds[0]!.id },
      payload: { reason: 'Bounced' },
    });
    expect(await read(kept)).toMatchObject({ balance_due: '0.00', refunded_amount: '0.00' });

    // A charge above what was paid: the rest is owed.
    const short = await file({ paid: '8000' });
    expect(await cancel(short, '10000')).toMatchObject({
      balance_due: '2000.00',
      payment_status: 'partial',
    });
    // Nothing paid, no charge: nothing owed.
    const none = await file();
    expect(await cancel(none, null)).toMatchObject({ balance_due: '0.00', payment_status: 'paid' });
    // The list's "balance due" filter leaves cancelled files out; the card counts the charge owed.
    const list = (
      await admin.call(bookingEndpoints.list, { query: { status: 'cancelled', per_page: 100 } })
    ).ok.data;
    expect(list.find((b) => b.id === short)?.balance_due).toBe('2000.00');
  });
});

describe("a cancelled file's tax", () => {
  it('is the GST inside its charge: the credit note reverses the rest, not its own rounding', async ({
    desk: { admin, file, cancel },
  }) => {
    // A ₹20,000 package at 5% in Maharashtra holds ₹952.38 of GST. Kept ₹1,000.23: ₹47.64 of
    // GST is inside it, so the credit note reverses ₹904.74 (the tax inside its own ₹18,999.77
    // would be ₹904.76, and leave ₹47.62).
    const id = await file();
    await cancel(id, '1000.23');
    const docs = (await admin.call(taxDocumentEndpoints.ofBooking, { params: { id } })).ok.data;
    expect(docs.map((d) => [d.kind, d.total, d.taxable, d.cgst, d.sgst])).toEqual([
      ['invoice', '20000.00', '19047.62', '476.19', '476.19'],
      ['credit_note', '18999.77', '18095.03', '452.37', '452.37'],
    ]);
  });
});

describe('the refund voucher (CGST rule 51)', () => {
  it('numbers each refund in its financial year and prints its particulars', async ({
    desk: { t, admin, file, cancel, refund, today },
  }) => {
    const id = await file({ paid: '8000' });
    await cancel(id, '2000');
    const first = (await refund(id, '1000')).ok.data.refunds[0]!;
    const second = (await refund(id, '500')).ok.data.refunds[0]!;
    const serial = (n: string) => Number(n.split('/').at(-1));
    expect(first.voucher_number).toMatch(/^RV\/\d{2}-\d{2}\/\d{5}$/);
    expect(second.voucher_number.length).toBeLessThanOrEqual(16);
    expect(serial(second.voucher_number)).toBe(serial(first.voucher_number) + 1);
    const invoice = (
      await admin.call(taxDocumentEndpoints.ofBooking, { params: { id } })
    ).ok.data.find((d) => d.kind === 'invoice')!;

    const res = await requestFile(t.app, {
      url: `/api/refunds/${first.id}/voucher.pdf`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(res.raw)).join(' ');
    for (const part of [
      'Refund Voucher',
      first.voucher_number,
      TAX_PROFILE.legal_name,
      '12 Marine Drive',
      'GSTIN: 27AAFCT5521M1Z1',
      invoice.number,
      'Neha Rao',
      '4 Hill Road, Pune',
      'Maharashtra',
      'REVERSE CHARGE No',
      'AGAINST RECEIPT VOUCHERS RCPT-',
      '₹1,000.00',
      // ₹1,000 inside which 5% GST within the state: ₹952.38 + ₹23.81 + ₹23.81.
      'CGST @ 2.5%',
      '₹23.81',
      '₹952.38',
      'Authorised Signatory',
      'One Thousand',
    ])
      expect(text, part).toContain(part);
    void today;

    // A voided refund has no voucher.
    await admin.call(ep.void, { params: { id: second.id }, payload: { reason: 'Wrong' } });
    const voided = await requestFile(t.app, {
      url: `/api/refunds/${second.id}/voucher.pdf`,
      token: admin.token,
    });
    expect(voided.status).toBe(409);
  });
});
