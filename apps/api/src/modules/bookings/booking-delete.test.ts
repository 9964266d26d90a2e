import { sql } from 'drizzle-orm';
import type { AuditChange, Endpoint } from '@app/contract';
import {
  auditEndpoints,
  bookingEndpoints as ep,
  tripEndpoints,
  voucherEndpoints,
} from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * Nothing financial is lost by a delete: only a draft with nothing done on it is deleted, and
 * its event keeps its values; any other file is cancelled, with a reason its History keeps.
 */

/** A tourism desk user (me) and a manager who voids payments (boss), and what the tests do as me. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
  const boss = await signIn(t.app, { role: 'manager', permissions: ['void_payments'] });
  const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
    callEndpoint(t.app, e, { token: me.token, ...args });
  const values = (o: Record<string, unknown> = {}) => ({
    guest_name: 'Rahul Kapoor',
    guest_email: 'rahul@test.example',
    sale_amount: '245000.00',
    purchase_amount: '200000.00',
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}) =>
    (await call(ep.create, { payload: values(o) })).ok.data;
  const remove = (id: number) => call(ep.remove, { params: { id } });
  const pay = (id: number, o: Record<string, unknown> = {}) =>
    call(ep.addPayment, {
      params: { id },
      payload: { payment_date: '2026-01-05', amount: '100', payment_method: 'bank_transfer', ...o },
    });
  const deleteEvent = async (id: number) =>
    (
      await t.db.execute<{ changes: AuditChange[] }>(
        sql`select changes from audit_events where record_type = 'booking' and record_id = ${id} and action = 'delete'`,
      )
    ).rows;
  return { me, boss, call, values, create, remove, pay, deleteEvent };
});

describe('deleting a booking', () => {
  it('deletes a draft with nothing done on it, and the event keeps its values and lines', async ({
    desk: { create, remove, deleteEvent },
  }) => {
    const b = await create({
      accommodations: [
        { hotel_name: 'Atlantis', check_in_date: '2026-12-01', check_out_date: '2026-12-03' },
      ],
    });
    const res = await remove(b.id);
    expect(res.ok).toEqual({ success: true, message: 'Booking deleted successfully!' });
    const [event] = await deleteEvent(b.id);
    const text = Object.fromEntries(event!.changes.map((c) => [c.field, c.before]));
    expect(text).toMatchObject({
      file_number: b.file_number,
      guest_name: 'Rahul Kapoor',
      sale_amount: '245000.00',
      status: 'draft',
    });
    expect(event!.changes.find((c) => c.field === 'accommodations.1')).toMatchObject({
      label: 'Hotel 1',
      after: null,
    });
    expect(text['accommodations.1']).toContain('Hotel name: Atlantis');
    expect(text['accommodations.1']).toContain('Check in date: 2026-12-01');
  });

  it('refuses a confirmed file (409): cancel it instead', async ({
    desk: { call, create, remove, deleteEvent },
  }) => {
    const b = await create({ status: 'confirmed' });
    const res = await remove(b.id);
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe(
      'Only a draft booking can be deleted; this one is confirmed. Cancel it instead.',
    );
    expect((await call(ep.get, { params: { id: b.id } })).status).toBe(200);
    expect(await deleteEvent(b.id)).toEqual([]);
  });

  it('refuses a draft with a payment, even a voided one', async ({
    desk: { boss, call, create, remove, pay },
  }) => {
    const b = await create();
    const paid = await pay(b.id);
    const voided = await call(ep.voidPayment, {
      params: { id: b.id, paymentId: paid.ok.data.payments[0]!.id },
      payload: { reason: 'Entered by mistake' },
      token: boss.token,
    });
    expect(voided.status).toBe(200);
    const res = await remove(b.id);
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe(
      'This booking has payments and cannot be deleted. Cancel it instead.',
    );
  });

  it('refuses a draft with a scheduled service, or with a voucher sent', async ({
    desk: { call, create, remove },
  }) => {
    const b = await create({
      tours: [
        {
          service_name: 'City tour',
          service_date: '2026-12-02',
          pickup_time: '09:00',
          transfer_type: 'PVT',
        },
      ],
    });
    const tour = (await call(ep.get, { params: { id: b.id } })).ok.data.tours[0]!;
    const scheduled = await call(tripEndpoints.schedule, {
      params: { id: b.id },
      payload: { items: [{ kind: 'tour', line_id: tour.id }] },
    });
    expect(scheduled.status).toBe(201);
    const res = await remove(b.id);
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe(
      'This booking has scheduled services and cannot be deleted. Cancel it instead.',
    );

    const sent = await create();
    expect((await call(voucherEndpoints.email, { params: { id: sent.id } })).status).toBe(202);
    const refused = await remove(sent.id);
    expect(refused.status).toBe(409);
    expect(refused.failure.message).toBe(
      'This booking has had documents sent (a voucher or a receipt) and cannot be deleted. Cancel it instead.',
    );
  });
});

describe('cancelling a booking', () => {
  it('needs a reason of 1 to 500 characters, and its History keeps it', async ({
    desk: { call, create },
  }) => {
    const b = await create({ status: 'confirmed' });
    const cancel = (payload?: object) => call(ep.cancel, { params: { id: b.id }, payload });
    expect((await cancel()).failure.errors).toEqual({
      reason: ['The reason field is required.'],
    });
    expect((await cancel({ reason: '   ' })).status).toBe(422);
    expect((await cancel({ reason: 'x'.repeat(501) })).failure.errors).toEqual({
      reason: ['The reason may not be greater than 500 characters.'],
    });
    const done = await cancel({ reason: 'Guest changed plans' });
    expect(done.status).toBe(200);
    expect(done.ok.message).toBe('Booking cancelled successfully!');
    expect(done.ok.data.status).toBe('cancelled');
    const history = (await call(auditEndpoints.bookingHistory, { params: { id: b.id } })).ok.data;
    expect(history[0]).toMatchObject({
      action: 'status',
      note: 'Guest changed plans',
      changes: [
        expect.objectContaining({ field: 'status', before: 'confirmed', after: 'cancelled' }),
      ],
    });
    const again = await cancel({ reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.failure.message).toBe('This booking is already cancelled.');
  });

  it('is not done by an edit without a reason (422 on status); other edits of a cancelled file still save', async ({
    desk: { call, values, create },
  }) => {
    const b = await create({ status: 'confirmed' });
    const res = await call(ep.update, {
      params: { id: b.id },
      payload: values({ status: 'cancelled' }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      status: [
        'To cancel a booking, use Cancel Booking on its page: a cancellation needs a reason.',
      ],
    });
    await call(ep.cancel, { params: { id: b.id }, payload: { reason: 'No show' } });
    const notes = await call(ep.update, {
      params: { id: b.id },
      payload: values({ status: 'cancelled', special_notes: 'Refund pending' }),
    });
    expect(notes.status).toBe(200);
  });
});

describe('the same bank reference on two payments', () => {
  it('asks first, records once confirmed, and shows the duplicate on both payments', async ({
    desk: { boss, call, create, pay },
  }) => {
    const first = await create();
    const second = await create();
    expect((await pay(first.id, { transaction_reference: 'UTR-5512' })).status).toBe(201);
    // Any case: a bank reference is the same reference however it was typed.
    const asked = await pay(second.id, { transaction_reference: 'utr-5512' });
    expect(asked.status).toBe(422);
    expect(asked.failure.errors).toEqual({
      confirm_duplicate_reference: [
        `This reference is already on a payment of ${first.file_number}. Check it is not the same payment; save again to record it anyway.`,
      ],
    });
    expect((await call(ep.get, { params: { id: second.id } })).ok.data.payments).toEqual([]);
    const confirmed = await pay(second.id, {
      transaction_reference: 'utr-5512',
      confirm_duplicate_reference: true,
    });
    expect(confirmed.status).toBe(201);
    const one = (await call(ep.get, { params: { id: first.id } })).ok.data.payments[0]!;
    const two = confirmed.ok.data.payments[0]!;
    expect(one.duplicate_reference_of).toEqual([
      { id: two.id, booking_id: second.id, file_number: second.file_number },
    ]);
    expect(two.duplicate_reference_of).toEqual([
      { id: one.id, booking_id: first.id, file_number: first.file_number },
    ]);
    // A voided payment no longer counts: neither shows the other any more.
    await call(ep.voidPayment, {
      params: { id: second.id, paymentId: two.id },
      payload: { reason: 'Recorded twice' },
      token: boss.token,
    });
    const after = (await call(ep.get, { params: { id: first.id } })).ok.data.payments[0]!;
    expect(after.duplicate_reference_of).toEqual([]);
    const voided = (await call(ep.get, { params: { id: second.id } })).ok.data.payments[0]!;
    expect(voided.duplicate_reference_of).toEqual([]);
  });
});
