import {
  addDays,
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  dashboardEndpoints,
  refundEndpoints,
  reportEndpoints,
  todayEndpoints,
  todayIn,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createAgent } from '../../../test/factories.ts';

/**
 * The reports count a cancelled file as it settles (decision 052): its charge is revenue in the
 * month it was cancelled, its refunds are money out, and its unpaid charge is a receivable, in
 * the receivables report and its ageing, the list's balance due filter and card, the
 * dashboard's card and the agent's outstanding and credit limit, as its own figures and the
 * books' receivable already say.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const today = todayIn(t.app.appTimezone);
  const month = today.slice(0, 7);
  const bank = (
    await admin.call(accountEndpoints.create, {
      payload: { name: 'Report Bank', code: 'CR-BANK', type: 'asset', opening_balance: '0' },
    })
  ).ok.data.id;
  const agent = await createAgent(t.app, { commission_rate: '0' });
  /** A rupee file sold for `sale`, paid `paid` into the bank, then cancelled keeping `charge`. */
  const cancelled = async (o: { sale: string; paid: string; charge: string; agent?: boolean }) => {
    const b = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Meera Iyer',
          currency: 'INR',
          sale_amount: o.sale,
          purchase_amount: '0.00',
          status: 'confirmed',
          agent_id: o.agent ? agent.id : null,
          travel_start_date: addDays(today, 10),
        },
      })
    ).ok.data;
    if (o.paid !== '0')
      expect(
        (
          await admin.call(bookingEndpoints.addPayment, {
            params: { id: b.id },
            payload: {
              amount: o.paid,
              payment_date: today,
              payment_method: 'bank_transfer',
              deposit_account_id: bank,
            },
          })
        ).status,
      ).toBe(201);
    const res = await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest cancelled', cancellation_charge: o.charge },
    });
    expect(res.status).toBe(200);
    return b.id;
  };
  // A guest's file paid ₹8,000 kept at ₹2,000: ₹6,000 refunded, nothing owed.
  const settled = await cancelled({ sale: '20000.00', paid: '8000', charge: '2000' });
  expect(
    (
      await admin.call(refundEndpoints.create, {
        params: { id: settled },
        payload: { amount: '6000', refund_date: today, account_id: bank },
      })
    ).status,
  ).toBe(201);
  // An agent's file paid ₹1,000 kept at ₹4,000: ₹3,000 still owed by the agent.
  const agentOwes = await cancelled({
    sale: '10000.00',
    paid: '1000',
    charge: '4000',
    agent: true,
  });
  // A guest's file unpaid, kept at ₹1,500: owed.
  const guestOwes = await cancelled({ sale: '5000.00', paid: '0', charge: '1500' });
  return { t, admin, today, month, bank, agent, settled, agentOwes, guestOwes };
});

describe("a cancelled file's money in the reports", () => {
  it('its charge is the sales of the month it was cancelled, by posting date, for its agent too', async ({
    desk: { admin, month, agent },
  }) => {
    const sales = (await admin.call(reportEndpoints.sales, { query: { from: month, to: month } }))
      .ok.data;
    expect(sales.totals).toMatchObject({ sale: '7500.00', cost: '0.00', cancelled_files: 3 });
    const own = (
      await admin.call(reportEndpoints.sales, {
        query: { from: month, to: month, agent_id: String(agent.id) },
      })
    ).ok.data;
    expect(own.totals).toMatchObject({ sale: '4000.00', cancelled_files: 1 });
  });

  it('its refunds are money out of the account they were paid from', async ({
    desk: { admin, month, bank },
  }) => {
    const cash = (
      await admin.call(reportEndpoints.cash, {
        query: { from: month, to: month, account_id: String(bank) },
      })
    ).ok.data;
    expect(cash.totals).toEqual({ cash_in: '9000.00', cash_out: '6000.00', net: '3000.00' });
  });

  it('its unpaid charge is a receivable, aged by its travel date, its agent’s among them', async ({
    desk: { admin, agent },
  }) => {
    const r = (await admin.call(reportEndpoints.receivables, { query: {} })).ok.data;
    expect(r.overall).toMatchObject({ total: '4500.00', files: 2 });
    expect(r.overall.to_travel['0-30']).toBe('4500.00');
    expect(r.agents).toEqual([
      expect.objectContaining({
        agent: expect.objectContaining({ id: agent.id }),
        total: '3000.00',
        files: 1,
      }),
    ]);
    const one = (
      await admin.call(reportEndpoints.receivables, { query: { agent_id: String(agent.id) } })
    ).ok.data;
    expect(one.overall).toMatchObject({ total: '3000.00', files: 1 });
  });

  it("is in the list's balance due filter and card and the dashboard's card", async ({
    desk: { admin, agentOwes, guestOwes },
  }) => {
    const list = (
      await admin.call(bookingEndpoints.list, { query: { balance: 'due', per_page: '50' } })
    ).ok;
    expect(list.data.map((b) => b.id).sort()).toEqual([agentOwes, guestOwes].sort());
    const stats = (await admin.call(bookingEndpoints.statistics, { query: { balance: 'due' } })).ok
      .data;
    expect(stats.total_balance_due).toBe('4500.00');
    const all = (await admin.call(bookingEndpoints.statistics)).ok.data;
    expect(all.total_balance_due).toBe('4500.00');
    // A search reads the files themselves: the same answer.
    const searched = (
      await admin.call(bookingEndpoints.statistics, { query: { search: 'Meera', balance: 'due' } })
    ).ok.data;
    expect(searched.total_balance_due).toBe('4500.00');
    const card = (await admin.call(dashboardEndpoints.today)).ok.data.find(
      (i) => i.key === 'balance_due',
    );
    expect(card?.count).toBe(2);
  });

  it("is in its agent's outstanding, held to its credit limit and flagged near it", async ({
    desk: { admin, agent },
  }) => {
    expect(
      (
        await admin.call(agentEndpoints.setCredit, {
          params: { id: agent.id },
          payload: { limits: [{ currency: 'INR', credit_limit: '3500' }] },
        })
      ).status,
    ).toBe(200);
    const credit = (await admin.call(agentEndpoints.credit, { params: { id: agent.id } })).ok.data;
    expect(credit).toEqual([{ currency: 'INR', credit_limit: '3500.00', outstanding: '3000.00' }]);
    // ₹3,000 owed of ₹3,500: a new ₹2,500 file takes it over the limit (a manager's reason).
    const over = await admin.call(bookingEndpoints.create, {
      payload: {
        guest_name: 'Over Limit',
        currency: 'INR',
        sale_amount: '2500.00',
        purchase_amount: '0.00',
        status: 'confirmed',
        agent_id: agent.id,
      },
    });
    expect(over.status).toBe(422);
    expect(over.failure.errors).toHaveProperty('credit_override_reason');
    // Near the limit (80% of it) on Today's list.
    const today = (await admin.call(todayEndpoints.get)).ok.data;
    expect(JSON.stringify(today)).toContain(`"outstanding":"3000.00"`);
  });
});
