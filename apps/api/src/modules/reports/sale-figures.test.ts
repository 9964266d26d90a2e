import type { Endpoint } from '@app/contract';
import {
  bookingEndpoints,
  dashboardEndpoints,
  MONEY_MAX,
  reportEndpoints,
  todayIn,
} from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createAgent } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { inr } from '../../../test/standing-rates.ts';

/**
 * A draft file is not a sale: the agency's receivables were AED 1,59,450.05, of which
 * 1,05,800.05 sat on drafts. Drafts count nowhere as sale, profit, receivable or payable (the
 * bookings list's cards, its balance-due filter and the dashboard's counter that links to it,
 * the sales, receivables and payables reports), only as drafts. And a sum of several
 * largest files is shown, not refused by the one-file money range (it answered 500).
 */
/** The file's admin, its files (made once, before its first test) and how it reads them. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token } = await callers.admin();
  const ok = async <E extends Endpoint>(e: E, args: Omit<CallArgs<E>, 'token'> = {}) =>
    (await callEndpoint(t.app, e, { token, ...args })).ok;
  const file = (status: string, sale: string, purchase: string, o: object = {}) =>
    ok(bookingEndpoints.create, {
      payload: {
        guest_name: `Guest ${status}`,
        sale_amount: sale,
        purchase_amount: purchase,
        travel_start_date: todayIn(t.app.appTimezone),
        status,
        ...o,
      },
    });
  const agent = (await createAgent(t.app, { commission_rate: '10' })).id;
  await file('confirmed', '1000.00', '600.00', { agent_id: agent });
  await file('completed', '500.00', '300.00');
  // The drafts: more money than the sold files, none of it a sale.
  await file('draft', '105800.05', '90000.00', { agent_id: agent });
  await file('draft', '20.00', '10.00');
  const cancelled = await file('confirmed', '70.00', '10.00');
  await ok(bookingEndpoints.cancel, {
    params: { id: cancelled.data.id },
    payload: { reason: 'Guest cancelled' },
  });
  const month = () => todayIn(t.app.appTimezone).slice(0, 7);
  return { token, ok, file, month };
});

describe('drafts are not sales', () => {
  it("leaves drafts out of the bookings list's cards, whatever the filter, and says how many", async ({
    desk: { ok },
  }) => {
    // 1000 - 600 - 100 commission = 300 net; 500 - 300 = 200 net; in rupees at AED 22.70.
    const sold = {
      currency: 'INR',
      total_bookings: 5,
      total_sale_amount: inr('1000.00', '500.00'),
      total_profit: inr('300.00', '200.00'),
      // The agent's file is owed by its agent: 1000 less 100 commission (decision 043).
      total_balance_due: inr('900.00', '500.00'),
      draft_bookings: 2,
      cancelled_bookings: 1,
    };
    expect((await ok(bookingEndpoints.statistics)).data).toEqual(sold);
    // A search reads the files themselves: the same figures.
    const searched = await ok(bookingEndpoints.statistics, { query: { search: 'guest' } });
    expect(searched.data).toEqual(sold);
  });

  it('leaves drafts out of the balance-due list and the counter that links to it', async ({
    desk: { ok },
  }) => {
    const due = await ok(bookingEndpoints.list, { query: { balance: 'due' } });
    expect(due.data.map((b) => b.status).sort()).toEqual(['completed', 'confirmed']);
    const today = await ok(dashboardEndpoints.today);
    expect(today.data.find((i) => i.key === 'balance_due')?.count).toBe(2);
  });

  it('leaves drafts out of the sales, receivables and payables reports', async ({
    desk: { ok, month },
  }) => {
    const sold = { sale: inr('1000.00', '500.00'), net_profit: inr('300.00', '200.00') };
    const booked = await ok(reportEndpoints.sales, {
      query: { from: month(), to: month(), basis: 'booking' },
    });
    expect(booked.data.totals).toMatchObject({
      files: 5,
      draft_files: 2,
      cancelled_files: 1,
      ...sold,
    });
    // In the books a draft posted nothing: the month's files are the three whose money moved.
    const posted = await ok(reportEndpoints.sales, { query: { from: month(), to: month() } });
    expect(posted.data.totals).toMatchObject({
      files: 3,
      draft_files: 0,
      cancelled_files: 1,
      ...sold,
    });
    const owed = await ok(reportEndpoints.receivables);
    // One figure per payer: the agent's file is owed 900 in both reports (decision 043).
    expect(owed.data.overall).toMatchObject({ total: inr('900.00', '500.00'), files: 2 });
    const payables = await ok(reportEndpoints.agentPayables);
    expect(payables.data.totals).toMatchObject({ files: 1, agent_balance: inr('900.00') });
  });
});

describe('sums past one file', () => {
  it('shows the sum of several largest files on the cards and in the report', async ({
    app: t,
    desk: { token, ok, file, month },
  }) => {
    for (let i = 0; i < 3; i++) await file('confirmed', MONEY_MAX, '0.00');
    const stats = await callEndpoint(t.app, bookingEndpoints.statistics, { token });
    expect(stats.status).toBe(200);
    // Each file in rupees at AED 22.70 (999,999,999,999.99 × 22.70 = 22,699,999,999,999.77),
    // then added: past what one file may hold, exactly.
    const sum = inr(MONEY_MAX, MONEY_MAX, MONEY_MAX, '1000.00', '500.00');
    expect(sum).toBe('68100000034049.31');
    expect(stats.ok.data.total_sale_amount).toBe(sum);
    const sales = await ok(reportEndpoints.sales, { query: { from: month(), to: month() } });
    expect(sales.data.totals.sale).toBe(sum);
  });
});
