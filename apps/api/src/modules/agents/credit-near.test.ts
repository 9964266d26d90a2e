import {
  agentEndpoints,
  bookingEndpoints,
  CREDIT_WARN_SHARE,
  exportEndpoints,
  todayEndpoints,
} from '@app/contract';
import type { CreditAlert } from '@app/contract';
import { createAgent } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { csvRecords } from '../exports/read-back.ts';

/**
 * The agents list flags agents owing CREDIT_WARN_SHARE or more of a credit limit, and filters
 * them with `credit=near`: by the rule Today's list uses (credit-near.ts), so both name the same
 * agents. The list is a kept answer; a new limit or a new balance shows at once.
 */
const TAG = 'Creditflag';

const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const limit = async (id: number, limits: { currency: string; credit_limit: string }[]) => {
    const set = await admin.call(agentEndpoints.setCredit, { params: { id }, payload: { limits } });
    expect(set.status, set.text).toBe(200);
  };
  /** A confirmed file for the agent in `currency`: with no commission, it owes the sale. */
  const file = async (agent_id: number, currency: string, sale: string, o: object = {}) => {
    const r = await admin.call(bookingEndpoints.create, {
      payload: {
        guest_name: 'Credit Flag Guest',
        sale_amount: sale,
        purchase_amount: '100.00',
        currency,
        status: 'confirmed',
        agent_id,
        ...o,
      },
    });
    expect(r.status, r.text).toBe(201);
    return r.ok.data;
  };
  const agent = async (name: string) =>
    (await createAgent(t.app, { name: `${TAG} ${name}`, commission_rate: '0' })).id;

  // Files first, limits after: a limit already passed would refuse the file.
  const ids = {
    exactly80: await agent('Exactly Eighty'), // 7,200 of 9,000: 80%, near
    justUnder: await agent('Just Under'), // 7,200 of 9,000.01: 79.99%, not near
    cashOnly: await agent('Cash Only'), // anything owed on a limit of 0: over
    over: await agent('Over'), // 7,200 of 5,000 in AED, 100 of 100,000 in INR
    draftOnly: await agent('Draft Only'), // a draft owes nothing
    noLimit: await agent('No Limit'), // owes, but has no limit
  };
  await file(ids.exactly80, 'AED', '7200.00');
  await file(ids.justUnder, 'AED', '7200.00');
  await file(ids.cashOnly, 'INR', '0.01');
  await file(ids.over, 'AED', '7200.00');
  await file(ids.over, 'INR', '100.00');
  await file(ids.draftOnly, 'AED', '7200.00', { status: 'draft' });
  await file(ids.noLimit, 'AED', '7200.00');
  await limit(ids.exactly80, [{ currency: 'AED', credit_limit: '9000.00' }]);
  await limit(ids.justUnder, [{ currency: 'AED', credit_limit: '9000.01' }]);
  await limit(ids.cashOnly, [{ currency: 'INR', credit_limit: '0' }]);
  await limit(ids.over, [
    { currency: 'AED', credit_limit: '5000.00' },
    { currency: 'INR', credit_limit: '100000.00' },
  ]);
  await limit(ids.draftOnly, [{ currency: 'AED', credit_limit: '1000.00' }]);

  /** The tagged agents of the list (with `query`), by name. */
  const list = async (query: Record<string, string> = {}) => {
    const r = await admin.call(agentEndpoints.list, {
      query: { search: TAG, per_page: 100, ...query },
    });
    expect(r.status, r.text).toBe(200);
    return r.ok.data;
  };
  return { admin, ids, limit, file, list };
});

const alertsOf = (rows: { id: number; credit_alerts?: CreditAlert[] }[], id: number) =>
  rows.find((a) => a.id === id)?.credit_alerts;

describe('the agents list flags agents near their credit limit', () => {
  it('gives each agent the limits it is near or over, with the figures', async ({
    desk: { ids, list },
  }) => {
    expect(CREDIT_WARN_SHARE).toBe(0.8);
    const rows = await list();
    expect(rows).toHaveLength(6);
    expect(alertsOf(rows, ids.exactly80)).toEqual([
      { currency: 'AED', credit_limit: '9000.00', outstanding: '7200.00', over: false },
    ]);
    expect(alertsOf(rows, ids.justUnder)).toEqual([]);
    expect(alertsOf(rows, ids.cashOnly)).toEqual([
      { currency: 'INR', credit_limit: '0.00', outstanding: '0.01', over: true },
    ]);
    // Only the currency it is near in: 100 of 100,000 rupees is not.
    expect(alertsOf(rows, ids.over)).toEqual([
      { currency: 'AED', credit_limit: '5000.00', outstanding: '7200.00', over: true },
    ]);
    expect(alertsOf(rows, ids.draftOnly)).toEqual([]);
    expect(alertsOf(rows, ids.noLimit)).toEqual([]);
  });

  it('credit=near lists exactly the agents Today lists', async ({ desk: { admin, ids, list } }) => {
    const near = (await list({ credit: 'near', sort: 'name' })).map((a) => a.id);
    expect(near).toEqual([ids.cashOnly, ids.exactly80, ids.over]);
    const today = (await admin.call(todayEndpoints.get)).ok.data.agents_near_credit_limit!;
    const onToday = new Set(today.items.map((c) => c.agent.id));
    expect([...onToday].sort()).toEqual([...near].sort());
    // An unknown value is refused on the field, never read as "all".
    const bad = await admin.call(agentEndpoints.list, { query: { credit: 'far' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.failure.errors ?? {})).toEqual(['credit']);
  });

  it('the export takes the same filter, and says each flag with its figures', async ({
    app: t,
    desk: { admin, ids },
  }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${exportEndpoints.agents.path}?format=csv&search=${TAG}&credit=near&sort=name`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = csvRecords(res.body);
    expect(rows.map((r) => Number(r.Id))).toEqual([ids.cashOnly, ids.exactly80, ids.over]);
    // The badge in words, with its figures.
    expect(rows.map((r) => r['Credit alerts'])).toEqual([
      'Over limit: INR 0.01 owed, cash only',
      'Near limit: AED 7,200.00 owed of AED 9,000.00',
      'Over limit: AED 7,200.00 owed of AED 5,000.00',
    ]);
  });

  it('shows a new limit and a new balance at once (the kept list reads both)', async ({
    desk: { admin, ids, limit, list },
  }) => {
    // Read (and kept) first, then changed: the next read must not be the kept one.
    expect(alertsOf(await list(), ids.justUnder)).toEqual([]);
    await limit(ids.justUnder, [{ currency: 'AED', credit_limit: '9000.00' }]);
    expect(alertsOf(await list(), ids.justUnder)).toEqual([
      { currency: 'AED', credit_limit: '9000.00', outstanding: '7200.00', over: false },
    ]);
    // A payment takes the balance under 80%: the flag goes.
    const files = await admin.call(bookingEndpoints.list, {
      query: { search: 'Credit Flag Guest', per_page: 100 },
    });
    const mine = files.ok.data.find(
      (b) => b.agent_id === ids.justUnder && b.status === 'confirmed',
    )!;
    const paid = await admin.call(bookingEndpoints.addPayment, {
      params: { id: mine.id },
      payload: { amount: '0.01', payment_date: mine.booking_date, payment_method: 'cash' },
    });
    expect(paid.ok.success).toBe(true);
    expect(alertsOf(await list(), ids.justUnder)).toEqual([]);
    // Owing the limit itself is near it, not over it.
    await limit(ids.justUnder, [{ currency: 'AED', credit_limit: '7199.99' }]);
    expect(alertsOf(await list(), ids.justUnder)).toEqual([
      { currency: 'AED', credit_limit: '7199.99', outstanding: '7199.99', over: false },
    ]);
  });
});
