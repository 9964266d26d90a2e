import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { parsedRequest } from '../bookings/parsed-request.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { composeStored } from '../outbox/outbox.service.ts';
import { AGENCY_FROM } from '../vouchers/voucher-model.ts';

/** Issue 18 part 4: every customer payment has a receipt, as data, a preview page and a PDF. */
let t: TestContext;
let manager: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, tourismStaff({ role: 'manager', name: 'Manager Meera' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const api = (method: Method, url: string, payload?: object, token = manager.token) =>
  parsedRequest(t.app, { method, url, token, ...(payload ? { payload } : {}) });

const createBooking = async (o: Record<string, unknown> = {}) => {
  const r = await api('POST', '/api/bookings', {
    guest_name: 'Aisha <b>Khan</b>',
    guest_email: 'aisha@mail.example',
    sale_amount: '50000.00',
    purchase_amount: '40000.00',
    ...o,
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.data as { id: number; file_number: string };
};
interface Paid {
  id: number;
  receipt_number: string;
  amount: string;
}
const pay = async (bookingId: number, amount: string, o: Record<string, unknown> = {}) => {
  const r = await api('POST', `/api/bookings/${bookingId}/payment`, {
    payment_date: '2025-06-10',
    amount,
    payment_method: 'bank_transfer',
    transaction_reference: 'UTR-884422',
    ...o,
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.data.payments as Paid[];
};
const serial = (n: string) => Number(/^RCPT-\d{4}-(\d{5,})$/.exec(n)![1]);

describe('receipt numbers', () => {
  it('gives 20 payments sent at once 20 distinct, consecutive RCPT-YYYY-NNNNN numbers', async () => {
    const files = await Promise.all(Array.from({ length: 20 }, () => createBooking()));
    const answers = await Promise.all(
      files.map((b) => pay(b.id, '100.00', { payment_date: '2024-03-01' })),
    );
    const numbers = answers.map((p) => p[0]!.receipt_number);
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^RCPT-2024-\d{5}$/);
    const sorted = numbers.map(serial).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => sorted[0]! + i));
  });

  it('keeps them distinct and consecutive for 20 payments on one file at once', async () => {
    const b = await createBooking();
    await Promise.all(
      Array.from({ length: 20 }, () => pay(b.id, '10.00', { payment_date: '2023-02-02' })),
    );
    const { body } = await api('GET', `/api/bookings/${b.id}`);
    const numbers = (body.data.payments as Paid[]).map((p) => p.receipt_number);
    expect(new Set(numbers).size).toBe(20);
    const sorted = numbers.map(serial).sort((a, c) => a - c);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => sorted[0]! + i));
  });

  it('numbers by the year of the payment date, each year from 00001', async () => {
    const b = await createBooking();
    const payments = await pay(b.id, '5.00', { payment_date: '2019-12-31' });
    expect(payments[0]!.receipt_number).toBe('RCPT-2019-00001');
    const next = await pay(b.id, '5.00', { payment_date: '2019-01-01' });
    expect(next.map((p) => p.receipt_number)).toContain('RCPT-2019-00002');
  });
});

describe('the receipt', () => {
  it('reads as data with exact figures: number, amount as printed and in words', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '1234.50');
    const res = await api('GET', `/api/receipts/${p!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
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
    expect(res.body.data.facts).toContainEqual(['Payment Method', 'Bank Transfer']);
    expect(res.body.data.facts).toContainEqual(['Received By', 'Manager Meera']);
  });

  it('is a PDF with the number and amount, saved as Receipt-{number}.pdf', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '49999.99');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${p!.id}/pdf`,
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Receipt-${p!.receipt_number}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [page, ...rest] = await pdfPages(res.rawPayload);
    expect(rest).toHaveLength(0);
    expect(page).toContain(p!.receipt_number);
    expect(page).toContain('AED 49,999.99');
    expect(page).toContain(b.file_number);
    expect(page).toContain('Aisha <b>Khan</b>');
    expect(page).not.toContain('VOID');
  });

  it('is marked VOID, with the reason, once the payment is voided', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '700.00');
    const reason = 'Recorded twice by mistake';
    const v = await api('POST', `/api/bookings/${b.id}/payments/${p!.id}/void`, { reason });
    expect(v.status).toBe(200);
    const data = await api('GET', `/api/receipts/${p!.id}`);
    expect(data.body.data.voided).toMatchObject({ reason, by: { name: 'Manager Meera' } });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${p!.id}/pdf`,
      headers: { authorization: `Bearer ${manager.token}` },
    });
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('VOID');
    expect(page).toContain(`Reason: ${reason}`);
    expect(page).toContain(p!.receipt_number);
    // The preview page says the same.
    const tok = await api('POST', `/api/receipts/${p!.id}/preview-token`);
    const html = await t.app.inject({ method: 'GET', url: tok.body.data.url });
    expect(html.body).toContain('<strong>VOID</strong>');
    expect(html.body).toContain(`Reason: ${reason}`);
    // And it is not emailed as if the money counted.
    const mail = await api('POST', `/api/receipts/${p!.id}/email`, {});
    expect(mail.status).toBe(422);
    expect(mail.body.errors).toEqual({ status: ["A voided payment's receipt cannot be emailed."] });
  });

  it('opens a preview page with a receipt-scoped token only, escaped, without cache or referrer', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '10.00');
    const tok = await api('POST', `/api/receipts/${p!.id}/preview-token`);
    expect(tok.status).toBe(200);
    expect(tok.body.data.url).toBe(`/api/receipts/${p!.id}/preview?token=${tok.body.data.token}`);
    const page = await t.app.inject({ method: 'GET', url: tok.body.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toContain('Aisha &lt;b&gt;Khan&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Khan</b>');
    // The login token never opens it; another receipt's token does not either.
    const other = (await pay(b.id, '11.00'))[0]!;
    for (const url of [
      `/api/receipts/${p!.id}/preview?token=${manager.token}`,
      `/api/receipts/${other.id}/preview?token=${tok.body.data.token}`,
      `/api/receipts/${p!.id}/preview`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('is 404 for a payment that does not exist', async () => {
    const res = await api('GET', '/api/receipts/999999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Receipt not found');
  });

  it('is read with the booking (view_bookings) and emailed with the voucher email key', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '10.00');
    const noView = await signIn(t.app, { role: 'staff', permissions: ['email_vouchers'] });
    const viewOnly = await signIn(t.app, { role: 'staff', permissions: ['view_bookings'] });
    expect((await api('GET', `/api/receipts/${p!.id}`, undefined, noView.token)).status).toBe(403);
    expect((await api('GET', `/api/receipts/${p!.id}/pdf`, undefined, noView.token)).status).toBe(
      403,
    );
    expect((await api('GET', `/api/receipts/${p!.id}/pdf`, undefined, viewOnly.token)).status).toBe(
      200,
    );
    expect((await api('POST', `/api/receipts/${p!.id}/email`, {}, viewOnly.token)).status).toBe(
      403,
    );
  });
});

describe('receipt email', () => {
  it('queues the receipt PDF in the outbox for the guest, and records the event', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '250.00');
    const res = await api('POST', `/api/receipts/${p!.id}/email`, {});
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Receipt emailed successfully');
    expect(res.body.data).toMatchObject({ state: 'queued', to: 'aisha@mail.example' });
    const eml = (await composeStored(t.db, res.body.data.id, AGENCY_FROM)).toString();
    expect(eml).toContain(`filename=Receipt-${p!.receipt_number}.pdf`);
    // The booking's Messages list it.
    const messages = await api('GET', `/api/bookings/${b.id}/messages`);
    expect(messages.body.data[0]).toMatchObject({ kind: 'receipt', payment_id: p!.id });
    const history = await api('GET', `/api/bookings/${b.id}/history`);
    expect(JSON.stringify(history.body.data)).toContain('receipt_email');
  });

  it('counts against the voucher emails allowance: 20 an hour in all, then 429', async () => {
    const b = await createBooking();
    const [p] = await pay(b.id, '1.00');
    const me = (await signIn(t.app, tourismStaff())).token;
    for (let i = 0; i < 20; i++) {
      const r = await api('POST', `/api/receipts/${p!.id}/email`, { email: 'x@y.example' }, me);
      expect(r.status, `email ${i + 1}`).toBe(202);
    }
    const voucher = await api('POST', `/api/vouchers/${b.id}/email`, {}, me);
    expect(voucher.status).toBe(429);
    const receipt = await api('POST', `/api/receipts/${p!.id}/email`, {}, me);
    expect(receipt.status).toBe(429);
    expect(receipt.body.message).toMatch(/20 voucher and receipt emails an hour/);
  });
});
