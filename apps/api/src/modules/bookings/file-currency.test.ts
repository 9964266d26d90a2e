import {
  auditEndpoints,
  BOOKING_SERVER,
  bookingEndpoints as ep,
  currencyEndpoints,
  ledgerEndpoints,
  RATE_MESSAGES,
  reportEndpoints,
  sumMoney,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { bookingValues, createBooking } from '../../../test/factories.ts';

/**
 * A file is in any active currency (decision 044): its money and payments are in it, the books
 * hold it in rupees at the rate it was booked at (kept on the file), and every total over files
 * (the list's cards, the reports) adds rupees, never a dirham to a rupee or a dollar. The test
 * databases' standing rates are AED 22.70 and USD 83.40; INR is always 1.
 */
describe('a file in its own currency', () => {
  test('a rupee file posts at 1 and a dollar file at the dollar rate; the cards and the sales report add their rupees', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const stats = async () => (await admin.call(ep.statistics)).ok.data;
    const before = await stats();
    const kerala = await createBooking(app.app, admin.token, {
      currency: 'INR',
      destination: 'Kerala',
      sale_amount: '50000.00',
      purchase_amount: '30000.00',
      status: 'confirmed',
    });
    const newYork = await createBooking(app.app, admin.token, {
      currency: 'USD',
      sale_amount: '100.00',
      purchase_amount: '40.00',
      status: 'confirmed',
    });
    expect(kerala).toMatchObject({ currency: 'INR', rate: '1.00000000', balance_due: '50000.00' });
    expect(newYork).toMatchObject({ currency: 'USD', rate: '83.40000000', balance_due: '100.00' });

    // The books: each file's receivable in its currency, and in rupees at its rate.
    const receivable = async (id: number) => {
      const [entry] = (
        await admin.call(ledgerEndpoints.entries, {
          query: { source_type: 'booking', source_id: String(id), page: '1', per_page: '5' },
        })
      ).ok.data;
      return entry!.lines.find((l) => l.account.name === 'Customer Receivables')!;
    };
    expect(await receivable(kerala.id)).toMatchObject({
      currency: 'INR',
      amount: '50000.00',
      debit: '50000.00',
    });
    expect(await receivable(newYork.id)).toMatchObject({
      currency: 'USD',
      amount: '100.00',
      rate: '83.40000000',
      debit: '8340.00',
    });

    // The cards add rupees: 50,000 + 100 × 83.40.
    const after = await stats();
    expect(after.currency).toBe('INR');
    expect(after.total_sale_amount).toBe(sumMoney([before.total_sale_amount, '50000', '8340']));
    expect(after.total_profit).toBe(sumMoney([before.total_profit, '20000', '5004']));
    const month = kerala.booking_date.slice(0, 7);
    const sales = (
      await admin.call(reportEndpoints.topDestinations, {
        query: { from: month, to: month, by: 'sale', limit: '10' },
      })
    ).ok.data;
    expect(sales.rows.find((r) => r.label === 'Kerala')).toMatchObject({
      files: 1,
      sale: '50000.00',
    });
  });

  test('takes only an active currency, written as ISO writes it', async ({ callers }) => {
    const admin = await callers.admin();
    const refused = async (currency: string) => {
      const r = await admin.call(ep.create, { payload: bookingValues({ currency }) });
      expect(r.status, currency).toBe(422);
      return r.failure.errors?.currency;
    };
    expect(await refused('EUR')).toEqual([RATE_MESSAGES.currencyInactive('EUR')]);
    expect(await refused('XYZ')).toEqual([RATE_MESSAGES.currencyInvalid]);
    // Refused, not rewritten: lower case and spaces are not read as INR.
    expect(await refused('inr')).toEqual([RATE_MESSAGES.currencyInvalid]);
    expect(await refused(' INR')).toEqual([RATE_MESSAGES.currencyInvalid]);
  });

  test('keeps its currency once it is in the books or has a payment; a draft may change it', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const edit = (id: number, o: Record<string, unknown>) =>
      admin.call(ep.update, { params: { id }, payload: bookingValues(o) });
    const draft = await createBooking(app.app, admin.token, {});
    expect(draft).toMatchObject({ currency: 'AED', rate: null });
    const toDollars = await edit(draft.id, { currency: 'USD' });
    expect(toDollars.status).toBe(200);
    expect(toDollars.ok.data).toMatchObject({ currency: 'USD', rate: null });
    const confirmed = await edit(draft.id, { currency: 'USD', status: 'confirmed' });
    expect(confirmed.ok.data).toMatchObject({ currency: 'USD', rate: '83.40000000' });
    const back = await edit(draft.id, { currency: 'AED', status: 'confirmed' });
    expect(back.status).toBe(422);
    expect(back.failure.errors).toEqual({ currency: [BOOKING_SERVER.currencyFixed] });
    // Back to draft it stays in its currency: its entries were in it, and it keeps its rate.
    const redrafted = await edit(draft.id, { currency: 'USD', status: 'draft' });
    expect(redrafted.ok.data).toMatchObject({ status: 'draft', rate: '83.40000000' });
    expect((await edit(draft.id, { currency: 'INR' })).status).toBe(422);

    const paidDraft = await createBooking(app.app, admin.token, {});
    const paid = await admin.call(ep.addPayment, {
      params: { id: paidDraft.id },
      payload: { amount: '10.00', payment_date: paidDraft.booking_date, payment_method: 'cash' },
    });
    expect(paid.status).toBe(201);
    const moved = await edit(paidDraft.id, { currency: 'USD' });
    expect(moved.failure.errors).toEqual({ currency: [BOOKING_SERVER.currencyFixed] });
  });

  test("its History keeps the currency its money was in: the file's events and its payments'", async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const file = await createBooking(app.app, admin.token, {
      currency: 'INR',
      sale_amount: '50000.00',
      status: 'confirmed',
    });
    await admin.call(ep.update, {
      params: { id: file.id },
      payload: bookingValues({ currency: 'INR', sale_amount: '52000.00', status: 'confirmed' }),
    });
    const paid = await admin.call(ep.addPayment, {
      params: { id: file.id },
      payload: { amount: '1000', payment_date: file.booking_date, payment_method: 'cash' },
    });
    expect(paid.status).toBe(201);
    const history = (await admin.call(auditEndpoints.bookingHistory, { params: { id: file.id } }))
      .ok.data;
    // Its create, its sale's change and the payment, each saying rupees.
    expect(history.map((e) => [e.record_type, e.action, e.currency])).toEqual([
      ['payment', 'create', 'INR'],
      ['booking', 'update', 'INR'],
      ['booking', 'create', 'INR'],
    ]);
    // The Audit log (no page to say it) reads the same events.
    const log = (
      await admin.call(auditEndpoints.list, {
        query: { record_type: 'booking', record_id: String(file.id) },
      })
    ).ok.data;
    expect(log.every((e) => e.currency === 'INR')).toBe(true);
  });

  test('a file keeps a currency an admin switched off; a new file may not take it', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const file = await createBooking(app.app, admin.token, { currency: 'USD' });
    const off = await admin.call(currencyEndpoints.update, {
      params: { code: 'USD' },
      payload: { is_active: false },
    });
    expect(off.status).toBe(200);
    try {
      const kept = await admin.call(ep.update, {
        params: { id: file.id },
        payload: bookingValues({ currency: 'USD', guest_name: 'Renamed Guest' }),
      });
      expect(kept.status).toBe(200);
      const fresh = await admin.call(ep.create, { payload: bookingValues({ currency: 'USD' }) });
      expect(fresh.failure.errors).toEqual({ currency: [RATE_MESSAGES.currencyInactive('USD')] });
    } finally {
      await admin.call(currencyEndpoints.update, {
        params: { code: 'USD' },
        payload: { is_active: true },
      });
    }
  });
});
