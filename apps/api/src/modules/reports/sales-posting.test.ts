import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import {
  addDays,
  bookingEndpoints,
  ledgerEndpoints,
  money,
  reportEndpoints,
  supplierEndpoints,
  taxDocumentEndpoints,
  taxProfileEndpoints,
  todayIn,
  toMoney,
} from '@app/contract';
import { createAgent, TAX_PROFILE } from '../../../test/factories.ts';
import { describe, expect, test as it } from '../../../test/fixture.ts';
import { inr } from '../../../test/standing-rates.ts';

/**
 * The accountant's "closed months reopen themselves": an October file edited in November moved
 * October's net profit in the sales report. By posting date (the default, decision 045) the
 * edit is November's, and each month's sale, cost and commission are the profit and loss's
 * lines for that month; by booking date the desk still sees the file where it was booked.
 */
const monthOf = (day: string) => day.slice(0, 7);

describe('sales by posting date', () => {
  it('keeps a closed month as it posted and equals the profit and loss month by month', async ({
    app: t,
    callers,
  }) => {
    const admin = await callers.admin();
    const today = todayIn(t.app.appTimezone);
    // Forty days ago is always another month.
    const then = addDays(today, -40);
    const agent = (await createAgent(t.app, { commission_rate: '10' })).id;

    // Confirmed forty days ago: the clock of the API (its "today") is set back, the database's
    // is not, which is all the posting date reads.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${then}T09:00:00Z`) });
    const form = {
      guest_name: 'Posted in an earlier month',
      booking_date: then,
      sale_amount: '1000.00',
      purchase_amount: '600.00',
      agent_id: agent,
      status: 'confirmed',
    };
    let id: number;
    try {
      const file = await admin.call(bookingEndpoints.create, { payload: form });
      id = file.ok.data.id;
    } finally {
      vi.useRealTimers();
    }
    // Edited today: sale 1000 → 1500, cost 600 → 500; the commission follows the sale (10%).
    const edited = await admin.call(bookingEndpoints.update, {
      params: { id },
      payload: { ...form, sale_amount: '1500.00', purchase_amount: '500.00' },
    });
    expect(edited.status, edited.text).toBe(200);

    const sales = async (query: Record<string, string | number>) =>
      (
        await admin.call(reportEndpoints.sales, {
          query: { from: monthOf(then), to: monthOf(today), ...query },
        })
      ).ok.data;
    const posting = await sales({});
    expect(posting.basis).toBe('posting');
    const first = posting.rows[0]!;
    const last = posting.rows.at(-1)!;
    expect(first).toMatchObject({
      month: monthOf(then),
      files: 1,
      sale: inr('1000.00'),
      cost: inr('600.00'),
      profit: inr('400.00'),
      commission: inr('100.00'),
      net_profit: inr('300.00'),
    });
    // Today's month holds the change only: +500 sale, −100 cost, +50 commission.
    expect(last).toMatchObject({
      month: monthOf(today),
      files: 1,
      sale: inr('500.00'),
      cost: `-${inr('100.00')}`,
      commission: inr('50.00'),
    });
    expect(posting.totals).toMatchObject({ sale: inr('1500.00'), cost: inr('500.00') });
    // The agent's own rows are read from its files' lines: the same figures.
    const ofAgent = await sales({ agent_id: agent });
    expect(ofAgent.rows).toEqual(posting.rows);
    expect((await sales({ agent_id: agent + 1000 })).totals.sale).toBe('0.00');

    // By booking date the file is in its booking month at today's figures.
    const booking = await sales({ basis: 'booking' });
    expect(booking.basis).toBe('booking');
    expect(booking.rows[0]).toMatchObject({ files: 1, sale: inr('1500.00') });
    expect(booking.rows.at(-1)).toMatchObject({ files: 0, sale: '0.00' });

    // Each month's figures are the profit and loss's lines for that month.
    const keys = (
      await t.db.execute<{ id: number; system_key: string }>(
        sql`select id, system_key from accounts where system_key in ('tour_revenue', 'cost_of_tours', 'agent_commission')`,
      )
    ).rows;
    const idOf = (k: string) => keys.find((r) => r.system_key === k)!.id;
    for (const row of posting.rows) {
      const from = `${row.month}-01`;
      const end = new Date(`${from}T00:00:00Z`);
      end.setUTCMonth(end.getUTCMonth() + 1);
      end.setUTCDate(0);
      const to = end.toISOString().slice(0, 10);
      const pl = (await admin.call(ledgerEndpoints.profitAndLoss, { query: { from, to } })).ok.data;
      const line = (rows: typeof pl.income, k: string) =>
        rows.find((r) => r.account_id === idOf(k))?.amount ?? '0.00';
      expect(row.sale).toBe(line(pl.income, 'tour_revenue'));
      expect(row.cost).toBe(line(pl.expenses, 'cost_of_tours'));
      // Agent Commission is an income account on the debit side (it reduces revenue): the
      // profit and loss shows it as negative income, the sales report as the commission.
      expect(row.commission).toBe(toMoney(money(line(pl.income, 'agent_commission')).neg()));
    }
  });

  it("an agent's sales are net of the GST its files' documents moved out of revenue, as the agency's are", async ({
    app: t,
    callers,
  }) => {
    const admin = await callers.admin();
    const month = monthOf(todayIn(t.app.appTimezone));
    expect(
      (
        await admin.call(taxProfileEndpoints.set, {
          payload: TAX_PROFILE,
        })
      ).status,
    ).toBe(200);
    const agent = (await createAgent(t.app, { commission_rate: '0' })).id;
    const totals = async (agentId?: number) =>
      (
        await admin.call(reportEndpoints.sales, {
          query: { from: month, to: month, ...(agentId ? { agent_id: String(agentId) } : {}) },
        })
      ).ok.data.totals;
    const before = await totals();
    const supplier = (
      await admin.call(supplierEndpoints.create, {
        payload: {
          name: 'Coastal Cabs',
          kind: 'transport',
          currency: 'INR',
          payment_terms: 'after_booking',
          payment_days: 7,
        },
      })
    ).ok.data.id;
    // Sold for ₹10,000, cancelled keeping ₹2,000: its invoice and credit note leave the GST
    // inside the ₹2,000 in the output accounts, and the rest of the charge is its revenue. Its
    // transfer, confirmed with its supplier, was cancelled keeping ₹500: its cost.
    const b = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Invoiced to the agent',
          currency: 'INR',
          sale_amount: '10000.00',
          purchase_amount: null,
          agent_id: agent,
          status: 'confirmed',
          tours: [
            {
              service_name: 'Airport transfer',
              transfer_type: 'PVT',
              supplier_id: supplier,
              cost: '3000',
            },
          ],
        },
      })
    ).ok.data;
    const move = (payload: object) =>
      admin.call(bookingEndpoints.serviceState, {
        params: { id: b.id, kind: 'tours', lineId: b.tours[0]!.id },
        payload,
      });
    expect((await move({ state: 'confirmed', confirmation_number: 'CC-1' })).status).toBe(200);
    expect((await move({ state: 'cancelled', cancellation_charge: '500' })).status).toBe(200);
    await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest cancelled', cancellation_charge: '2000' },
    });
    const docs = (await admin.call(taxDocumentEndpoints.ofBooking, { params: { id: b.id } })).ok
      .data;
    const gst = docs.reduce((s, d) => {
      const tax = money(d.cgst).plus(d.sgst).plus(d.igst);
      return d.kind === 'credit_note' ? s.minus(tax) : s.plus(tax);
    }, money(0));
    expect(gst.gt(0)).toBe(true);
    const revenue = toMoney(money('2000').minus(gst));
    const own = await totals(agent);
    expect({ sale: own.sale, cost: own.cost }).toEqual({ sale: revenue, cost: '500.00' });
    const all = await totals();
    expect({
      sale: toMoney(money(all.sale).minus(before.sale)),
      cost: toMoney(money(all.cost).minus(before.cost)),
    }).toEqual({ sale: revenue, cost: '500.00' });
  });

  it('refuses a basis it does not know, with the field', async ({ callers }) => {
    const admin = await callers.admin();
    const res = await admin.call(reportEndpoints.sales, { query: { basis: 'travel' } });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({ basis: ['The selected months are invalid.'] });
  });
});
