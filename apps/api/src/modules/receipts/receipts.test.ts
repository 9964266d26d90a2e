import {
  auditEndpoints,
  bookingEndpoints,
  outboxEndpoints,
  receiptEndpoints as ep,
  voucherEndpoints,
} from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import { createBooking, signIn, tourismStaff } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { composeStored } from '../outbox/outbox.service.ts';
import { AGENCY_FROM } from '../documents/voucher-model.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/** Every customer payment has a receipt, as data, a preview page and a PDF. */

/** The file's users and what its tests do, made once before its first test. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const manager = await signIn(t.app, tourismStaff({ role: 'manager', name: 'Manager Meera' }));
  const aBooking = (o: BookingOverrides = {}) =>
    createBooking(t.app, manager.token, {
      guest_name: 'Aisha <b>Khan</b>',
      guest_email: 'aisha@mail.example',
      sale_amount: '50000.00',
      purchase_amount: '40000.00',
      ...o,
    });
  /** A payment; answered with the file's payments, as the detail lists them. */
  // Each payment its own bank reference: a reference already on another payment asks to confirm.
  let references = 884422;
  const pay = async (bookingId: number, amount: string, o: Record<string, unknown> = {}) => {
    const r = await callEndpoint(t.app, bookingEndpoints.addPayment, {
      params: { id: bookingId },
      token: manager.token,
      payload: {
        payment_date: '2025-06-10',
        amount,
        payment_method: 'bank_transfer',
        transaction_reference: `UTR-${references++}`,
        ...o,
      },
    });
    return r.ok.data.payments;
  };
  const receipt = (id: number, token = manager.token) =>
    callEndpoint(t.app, ep.get, { params: { id }, token });
  const pdf = (id: number, token = manager.token) =>
    requestFile(t.app, { url: `/api/receipts/${id}/pdf`, token });
  const previewLink = async (id: number) =>
    (await callEndpoint(t.app, ep.previewToken, { params: { id }, token: manager.token })).ok.data;
  /** `url` as the preview link gives it: the page is public, its token is its credential. */
  const page = (url: string) => requestFile(t.app, { url });
  const email = (id: number, payload: object = {}, token = manager.token) =>
    callEndpoint(t.app, ep.email, { params: { id }, payload, token });
  /** A receipt number's serial; a payment without one (null) fails here. */
  const serial = (n: string | null) => Number(/^RCPT-\d{4}-(\d{5,})$/.exec(n ?? '')![1]);
  return { manager, aBooking, pay, receipt, pdf, previewLink, page, email, serial };
});

describe('receipt numbers', () => {
  it('gives 20 payments sent at once 20 distinct, consecutive RCPT-YYYY-NNNNN numbers', async ({
    desk: { aBooking, pay, serial },
  }) => {
    const files = await Promise.all(Array.from({ length: 20 }, () => aBooking()));
    const answers = await Promise.all(
      files.map((b) => pay(b.id, '100.00', { payment_date: '2024-03-01' })),
    );
    const numbers = answers.map((p) => p[0]!.receipt_number);
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^RCPT-2024-\d{5}$/);
    const sorted = numbers.map(serial).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => sorted[0]! + i));
  });

  it('keeps them distinct and consecutive for 20 payments on one file at once', async ({
    app: t,
    desk: { manager, aBooking, pay, serial },
  }) => {
    const b = await aBooking();
    await Promise.all(
      Array.from({ length: 20 }, () => pay(b.id, '10.00', { payment_date: '2023-02-02' })),
    );
    const detail = await callEndpoint(t.app, bookingEndpoints.get, {
      params: { id: b.id },
      token: manager.token,
    });
    const numbers = detail.ok.data.payments.map((p) => p.receipt_number);
    expect(new Set(numbers).size).toBe(20);
    const sorted = numbers.map(serial).sort((a, c) => a - c);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => sorted[0]! + i));
  });

  it('numbers by the year of the payment date, each year from 00001', async ({
    desk: { aBooking, pay },
  }) => {
    const b = await aBooking();
    const payments = await pay(b.id, '5.00', { payment_date: '2019-12-31' });
    expect(payments[0]!.receipt_number).toBe('RCPT-2019-00001');
    const next = await pay(b.id, '5.00', { payment_date: '2019-01-01' });
    expect(next.map((p) => p.receipt_number)).toContain('RCPT-2019-00002');
  });
});

describe('the receipt', () => {
  it('reads as data with exact figures: number, amount as printed and in words', async ({
    desk: { aBooking, pay, receipt },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '1234.50');
    const res = await receipt(p!.id);
    expect(res.status).toBe(200);
    expect(res.ok.data).toMatchObject({
      payment_id: p!.id,
      receipt_number: p!.receipt_number,
      booking_id: b.id,
      file_number: b.file_number,
      amount: '1234.50',
      amount_text: 'AED 1,234.50',
      amount_words: 'One thousand two hundred thirty-four dirhams and fifty fils only',
      payment_method: 'bank_transfer',
      voided: null,
    });
    expect(res.ok.data.facts).toContainEqual(['Payment Method', 'Bank Transfer']);
    expect(res.ok.data.facts).toContainEqual(['Received By', 'Manager Meera']);
  });

  it('is a PDF with the number and amount, saved as Receipt-{number}.pdf', async ({
    desk: { aBooking, pay, pdf },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '49999.99');
    const res = await pdf(p!.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Receipt-${p!.receipt_number}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [first, ...rest] = await pdfPages(res.raw);
    expect(rest).toHaveLength(0);
    expect(first).toContain(p!.receipt_number);
    expect(first).toContain('AED 49,999.99');
    expect(first).toContain(b.file_number);
    expect(first).toContain('Aisha <b>Khan</b>');
    expect(first).not.toContain('VOID');
  });

  it('is marked VOID, with the reason, once the payment is voided', async ({
    app: t,
    desk: { manager, aBooking, pay, receipt, pdf, previewLink, page, email },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '700.00');
    const reason = 'Recorded twice by mistake';
    const v = await callEndpoint(t.app, bookingEndpoints.voidPayment, {
      params: { id: b.id, paymentId: p!.id },
      payload: { reason },
      token: manager.token,
    });
    expect(v.status).toBe(200);
    const data = await receipt(p!.id);
    expect(data.ok.data.voided).toMatchObject({ reason, by: { name: 'Manager Meera' } });
    const res = await pdf(p!.id);
    const [first] = await pdfPages(res.raw);
    expect(first).toContain('VOID');
    expect(first).toContain(`Reason: ${reason}`);
    expect(first).toContain(p!.receipt_number);
    // The preview page says the same.
    const html = await page((await previewLink(p!.id)).url);
    expect(html.text).toContain('<strong>VOID</strong>');
    expect(html.text).toContain(`Reason: ${reason}`);
    // And it is not emailed as if the money counted.
    const mail = await email(p!.id);
    expect(mail.status).toBe(422);
    expect(mail.failure.errors).toEqual({
      status: ["A voided payment's receipt cannot be emailed."],
    });
  });

  it('opens a preview page with a receipt-scoped token only, escaped, without cache or referrer', async ({
    app: t,
    desk: { manager, aBooking, pay, page },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '10.00');
    const tok = await callEndpoint(t.app, ep.previewToken, {
      params: { id: p!.id },
      token: manager.token,
    });
    expect(tok.status).toBe(200);
    expect(tok.ok.data.url).toBe(`/api/receipts/${p!.id}/preview?token=${tok.ok.data.token}`);
    const shown = await page(tok.ok.data.url);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(shown.text).toContain('Aisha &lt;b&gt;Khan&lt;/b&gt;');
    expect(shown.text).not.toContain('<b>Khan</b>');
    // The login token never opens it; another receipt's token does not either.
    const other = (await pay(b.id, '11.00'))[0]!;
    for (const url of [
      `/api/receipts/${p!.id}/preview?token=${manager.token}`,
      `/api/receipts/${other.id}/preview?token=${tok.ok.data.token}`,
      `/api/receipts/${p!.id}/preview`,
    ]) {
      expect((await page(url)).status, url).toBe(401);
    }
  });

  it('is 404 for a payment that does not exist', async ({ desk: { receipt } }) => {
    const res = await receipt(999999);
    expect(res.status).toBe(404);
    expect(res.failure.message).toBe('Receipt not found');
  });

  it('is read with the booking (view_bookings) and emailed by those who also read it', async ({
    app: t,
    desk: { aBooking, pay, receipt, pdf, email },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '10.00');
    const noView = await signIn(t.app, { role: 'staff', permissions: ['email_vouchers'] });
    const viewOnly = await signIn(t.app, { role: 'staff', permissions: ['view_bookings'] });
    expect((await receipt(p!.id, noView.token)).status).toBe(403);
    expect((await pdf(p!.id, noView.token)).status).toBe(403);
    expect((await pdf(p!.id, viewOnly.token)).status).toBe(200);
    expect((await email(p!.id, {}, viewOnly.token)).status).toBe(403);
    // The email key alone does not send what its holder may not read.
    expect((await email(p!.id, { email: 'someone@else.example' }, noView.token)).status).toBe(403);
  });
});

describe('receipt email', () => {
  it('queues the receipt PDF in the outbox for the guest, and records the event', async ({
    app: t,
    desk: { manager, aBooking, pay, email },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '250.00');
    const res = await email(p!.id);
    expect(res.status).toBe(202);
    expect(res.ok.message).toBe('Receipt emailed successfully');
    expect(res.ok.data).toMatchObject({ state: 'queued', to: 'aisha@mail.example' });
    const eml = (await composeStored(t.db, res.ok.data.id, AGENCY_FROM)).toString();
    expect(eml).toContain(`filename=Receipt-${p!.receipt_number}.pdf`);
    // The booking's Messages list it.
    const messages = await callEndpoint(t.app, outboxEndpoints.bookingMessages, {
      params: { id: b.id },
      token: manager.token,
    });
    expect(messages.ok.data[0]).toMatchObject({ kind: 'receipt', payment_id: p!.id });
    const history = await callEndpoint(t.app, auditEndpoints.bookingHistory, {
      params: { id: b.id },
      token: manager.token,
    });
    expect(JSON.stringify(history.ok.data)).toContain('receipt_email');
  });

  it('counts against the voucher emails allowance: 20 an hour in all, then 429', async ({
    app: t,
    desk: { aBooking, pay, email },
  }) => {
    const b = await aBooking();
    const [p] = await pay(b.id, '1.00');
    const me = (await signIn(t.app, tourismStaff())).token;
    for (let i = 0; i < 20; i++) {
      const r = await email(p!.id, { email: 'x@y.example' }, me);
      expect(r.status, `email ${i + 1}`).toBe(202);
    }
    const voucher = await callEndpoint(t.app, voucherEndpoints.email, {
      params: { id: b.id },
      payload: {},
      token: me,
    });
    expect(voucher.status).toBe(429);
    const again = await email(p!.id, {}, me);
    expect(again.status).toBe(429);
    expect(again.failure.message).toMatch(/20 voucher and receipt emails an hour/);
  });
});
