import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { bookingEndpoints as ep, dashboardEndpoints, voucherEndpoints } from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import { createAgent, createBooking } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { inr } from '../../../test/standing-rates.ts';

/** Cancelled means cancelled. The file's tests act as its admin, through these helpers. */
const it = test.extend('asAdmin', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token, call } = await callers.admin();
  return {
    token,
    booking: (o: BookingOverrides = {}) =>
      createBooking(t.app, token, {
        guest_name: 'Cancel Test',
        guest_email: 'guest@mail.example',
        ...o,
      }),
    detail: async (id: number) => (await call(ep.get, { params: { id } })).ok.data,
    pay: (id: number, amount: string) =>
      call(ep.addPayment, {
        params: { id },
        payload: { payment_date: '2026-01-05', amount, payment_method: 'cash' },
      }),
    cancel: async (id: number) => {
      const res = await call(ep.cancel, { params: { id }, payload: { reason: 'Guest cancelled' } });
      expect(res.status).toBe(200);
    },
    stats: async (query: Record<string, string> = {}) =>
      (await call(ep.statistics, { query })).ok.data,
    list: async (query: Record<string, string>) => (await call(ep.list, { query })).ok,
  };
});

describe('a cancelled booking', () => {
  it('refuses new customer payments with a message, and records nothing', async ({
    asAdmin: { booking, detail, pay },
  }) => {
    const b = await booking({ status: 'cancelled' });
    const res = await pay(b.id, '100.00');
    expect(res.status).toBe(422);
    expect(res.failure.message).toBe('This booking is cancelled: it takes no new payments.');
    const after = await detail(b.id);
    expect(after.payments).toEqual([]);
    expect(after.paid_amount).toBe('0.00');
  });

  it('refuses new agent payments too', async ({ app: t, asAdmin: { token, booking } }) => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const b = await booking({ agent_id: agent.id, status: 'cancelled' });
    const res = await callEndpoint(t.app, ep.addAgentPayment, {
      params: { id: b.id },
      token,
      payload: { payment_date: '2026-01-05', amount: '10.00', payment_method: 'cash' },
    });
    expect(res.status).toBe(422);
    expect(res.failure.message).toBe('This booking is cancelled: it takes no new payments.');
  });

  it('refuses to email its voucher, and sends nothing', async ({
    app: t,
    asAdmin: { token, booking },
  }) => {
    const b = await booking({ status: 'cancelled' });
    const res = await callEndpoint(t.app, voucherEndpoints.email, {
      params: { id: b.id },
      token,
      payload: {},
    });
    expect(res.status).toBe(422);
    expect(res.failure.message).toBe('This booking is cancelled: its voucher cannot be emailed.');
    const outbox = await readdir(path.join(t.app.dataDir, 'outbox')).catch(() => []);
    expect(outbox).toEqual([]);
  });

  it('marks its voucher CANCELLED on the PDF and the HTML preview; a live one carries no mark', async ({
    app: t,
    asAdmin: { token, booking },
  }) => {
    const live = await booking({ status: 'confirmed' });
    const gone = await booking({ status: 'cancelled' });
    const pdfText = async (id: number) => {
      const res = await requestFile(t.app, { url: `/api/vouchers/${id}/pdf`, token });
      expect(res.status).toBe(200);
      return (await pdfPages(res.raw)).join(' ');
    };
    const preview = async (id: number) => {
      const link = await callEndpoint(t.app, voucherEndpoints.previewToken, {
        params: { id },
        token,
      });
      return (await requestFile(t.app, { url: link.ok.data.url })).text;
    };
    expect(await pdfText(gone.id)).toContain('CANCELLED');
    expect(await pdfText(gone.id)).toContain('This voucher is not valid for any service.');
    expect(await pdfText(live.id)).not.toContain('CANCELLED');
    const html = await preview(gone.id);
    expect(html).toContain('<strong>CANCELLED</strong>');
    expect(html).toContain('This voucher is not valid for any service.');
    expect(await preview(live.id)).not.toContain('<strong>CANCELLED</strong>');
  });
});

describe('the booking cards and the dashboard', () => {
  it('leave cancelled files out of sale, profit and balance due, and count them apart', async ({
    asAdmin: { booking, stats },
  }) => {
    const before = await stats();
    const before2 = await stats({ search: 'cards mix' });
    await booking({
      guest_name: 'Cards Mix Live',
      sale_amount: '300.00',
      purchase_amount: '100.00',
      status: 'confirmed',
    });
    await booking({
      guest_name: 'Cards Mix Gone',
      sale_amount: '700.00',
      purchase_amount: '200.00',
      status: 'cancelled',
    });
    const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
    // Both paths: the running totals (no search) and the scan (a search).
    for (const [s, was] of [
      [await stats(), before],
      [await stats({ search: 'cards mix' }), before2],
    ] as const) {
      expect(s.total_bookings).toBe(was.total_bookings + 2);
      expect(s.cancelled_bookings).toBe(was.cancelled_bookings + 1);
      // In rupees: the live file's AED figures at the rate it was booked at.
      expect(s.total_sale_amount).toBe(plus(was.total_sale_amount, inr('300')));
      expect(s.total_profit).toBe(plus(was.total_profit, inr('200')));
      expect(s.total_balance_due).toBe(plus(was.total_balance_due, inr('300')));
    }
  });

  it("count 'bookings with balance due' with the same query as the list their link opens", async ({
    app: t,
    asAdmin: { token, booking, pay, cancel, stats, list },
  }) => {
    // A mix: owing, part paid, fully paid, nothing to pay, cancelled while owing, cancelled after
    // a payment, and a draft that owes (a draft is not a sale yet: it owes nothing either).
    const sold = { status: 'confirmed' };
    await booking(sold);
    await booking({});
    const partial = await booking(sold);
    expect((await pay(partial.id, '400.00')).status).toBe(201);
    const paid = await booking(sold);
    expect((await pay(paid.id, '1000.00')).status).toBe(201);
    await booking({ ...sold, sale_amount: '0', purchase_amount: '0' });
    await booking({ status: 'cancelled' });
    const paidThenCancelled = await booking({});
    expect((await pay(paidThenCancelled.id, '100.00')).status).toBe(201);
    await cancel(paidThenCancelled.id);

    const item = (await callEndpoint(t.app, dashboardEndpoints.today, { token })).ok.data.find(
      (i) => i.key === 'balance_due',
    )!;
    const link = new URL(item.link, 'http://x');
    expect(link.pathname).toBe('/bookings');
    const linked = Object.fromEntries(link.searchParams);
    const page = await list({ ...linked, per_page: '100' });
    const counted = await stats(linked);
    expect(item.count).toBe(page.total);
    expect(counted.total_bookings).toBe(page.total);
    expect(page.data).toHaveLength(page.total);
    for (const b of page.data) {
      expect(Number(b.balance_due)).toBeGreaterThan(0);
      expect(['confirmed', 'completed']).toContain(b.status);
    }
    // And it is the count over the table itself.
    const all = await list({ per_page: '100' });
    const owing = all.data.filter(
      (b) => Number(b.balance_due) > 0 && b.status !== 'cancelled' && b.status !== 'draft',
    );
    expect(item.count).toBe(owing.length);
    expect(all.total).toBeGreaterThan(item.count);
  });
});
