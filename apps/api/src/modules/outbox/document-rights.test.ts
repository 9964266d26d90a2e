import { sql } from 'drizzle-orm';
import {
  bookingEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  outboxEndpoints,
  receiptEndpoints,
  voucherEndpoints,
} from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import { signIn } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * Sending a document hands it to an address the sender picks, so every send, and every
 * "send again" of a message, takes the document's read key as well as its send key. A caller
 * refused is told nothing of the message: no address, no new mail queued.
 */
const GUEST = 'guest.rights@mail.example';
const DRIVER = 'driver.rights@fleet.example';
const DAY = '2027-03-04';
/** A booking with a payment, a driver with a service, and each of their documents mailed once. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token: admin } = await callers.admin();
  const ids = { booking: 0, payment: 0, driver: 0 };
  const sent = { voucher: 0, receipt: 0, duty_sheet: 0 };

  const as = async (permissions: string[]) =>
    (await signIn(t.app, { role: 'staff', permissions })).token;

  const emailVoucher = (token: string, payload: object = {}) =>
    callEndpoint(t.app, voucherEndpoints.email, { params: { id: ids.booking }, payload, token });
  const emailReceipt = (token: string, payload: object = {}) =>
    callEndpoint(t.app, receiptEndpoints.email, { params: { id: ids.payment }, payload, token });
  const emailSheet = (token: string, payload: object = {}) =>
    callEndpoint(t.app, driverEndpoints.dutySheetEmail, {
      params: { id: ids.driver },
      payload: { date: DAY, ...payload },
      token,
    });
  const sendAgain = (id: number, token: string) =>
    callEndpoint(t.app, outboxEndpoints.sendAgain, { params: { id }, token });
  const queued = async () =>
    Number(
      (await t.db.execute<{ n: string }>(sql`select count(*) as n from outbox_messages`)).rows[0]!
        .n,
    );
  const b = await callEndpoint(t.app, bookingEndpoints.create, {
    token: admin,
    payload: {
      guest_name: 'Rights Guest',
      guest_email: GUEST,
      sale_amount: '1000.00',
      purchase_amount: '800.00',
    },
  });
  ids.booking = b.ok.data.id;
  const paid = await callEndpoint(t.app, bookingEndpoints.addPayment, {
    params: { id: ids.booking },
    token: admin,
    payload: { payment_date: '2026-06-10', amount: '100.00', payment_method: 'cash' },
  });
  ids.payment = paid.ok.data.payments[0]!.id;
  const d = await callEndpoint(t.app, driverEndpoints.create, {
    token: admin,
    payload: { name: 'Rights Driver', email: DRIVER },
  });
  ids.driver = d.ok.data.id;
  const service = await callEndpoint(t.app, dayPlanEndpoints.create, {
    token: admin,
    payload: {
      plan_date: DAY,
      guest_name: 'Rights Guest',
      service_description: 'Airport pickup',
      driver_id: ids.driver,
    },
  });
  expect(service.status).toBe(201);
  sent.voucher = (await emailVoucher(admin)).ok.data.id;
  sent.receipt = (await emailReceipt(admin)).ok.data.id;
  sent.duty_sheet = (await emailSheet(admin)).ok.data.id;
  return { as, emailVoucher, emailReceipt, emailSheet, sendAgain, queued, ids, sent };
});

describe('sending a document takes the right to read it', () => {
  it('refuses the send keys alone: every email and every send again is 403 and queues nothing', async ({
    app: t,
    desk: { as, emailVoucher, emailReceipt, emailSheet, sendAgain, queued, ids, sent },
  }) => {
    const sender = await as(['email_vouchers', 'edit_day_plans']);
    // What the same caller may not read:
    const pdf = await requestFile(t.app, {
      url: `/api/vouchers/${ids.booking}/pdf`,
      token: sender,
    });
    expect(pdf.status).toBe(403);
    const before = await queued();
    const refusals = [
      await emailVoucher(sender, { email: 'someone@else.example' }),
      await emailVoucher(sender),
      await emailReceipt(sender, { email: 'someone@else.example' }),
      await emailSheet(sender, { email: 'someone@else.example' }),
      await sendAgain(sent.voucher, sender),
      await sendAgain(sent.receipt, sender),
      await sendAgain(sent.duty_sheet, sender),
    ];
    for (const r of refusals) {
      expect(r.status).toBe(403);
      expect(r.text).not.toMatch(/@/);
    }
    expect(await queued()).toBe(before);
  });

  it('checks the kind of the message sent again: each document under its own read key', async ({
    desk: { as, emailVoucher, emailReceipt, sendAgain, sent },
  }) => {
    // Reads bookings (so receipts) but not vouchers.
    const clerk = await as(['view_bookings', 'email_vouchers']);
    expect((await emailVoucher(clerk)).status).toBe(403);
    expect((await sendAgain(sent.voucher, clerk)).status).toBe(403);
    expect((await sendAgain(sent.duty_sheet, clerk)).status).toBe(403);
    const receipt = await sendAgain(sent.receipt, clerk);
    expect(receipt.status).toBe(202);
    expect(receipt.ok.data.to).toBe(GUEST);
    expect((await emailReceipt(clerk)).status).toBe(202);

    const planner = await as(['view_day_plans', 'edit_day_plans']);
    expect((await sendAgain(sent.receipt, planner)).status).toBe(403);
    const sheet = await sendAgain(sent.duty_sheet, planner);
    expect(sheet.status).toBe(202);
    expect(sheet.ok.data.to).toBe(DRIVER);

    const voucherClerk = await as(['view_vouchers', 'email_vouchers']);
    expect((await emailVoucher(voucherClerk)).status).toBe(202);
    expect((await sendAgain(sent.voucher, voucherClerk)).status).toBe(202);
  });
});
