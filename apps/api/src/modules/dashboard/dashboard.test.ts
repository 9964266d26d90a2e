import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints, todayIn } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  signIn,
  tourismStaff,
} from '../../../test/factories.ts';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, token = admin) => {
  const res = await request(t.app, { method, url: `/api${url}`, token, payload });
  if (res.status >= 300)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
/** The panel's counters by key, its answer parsed with the endpoint's schema. */
const panel = async (token = admin) =>
  Object.fromEntries(
    (await callEndpoint(t.app, dashboardEndpoints.today, { token })).ok.data.map((i) => [
      i.key,
      i.count,
    ]),
  );

/** The same counters, counted over the tables themselves. */
async function scanned() {
  const today = todayIn(t.app.appTimezone);
  const { rows } = await t.db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from day_plans where plan_date = ${today} and status <> 'cancelled') as services_today,
      (select count(*)::int from branches where is_active) as active_branches,
      (select count(*)::int from transactions where status = 'pending') as pending_approvals,
      (select count(*)::int from enquiries where status not in ('converted', 'lost', 'cancelled')) as open_enquiries,
      (select count(*)::int from bookings where balance_due > 0 and status <> 'cancelled') as balance_due`);
  return rows[0]!;
}

describe('GET /api/dashboard/today', () => {
  it('keeps every counter equal to a count over its table through creates, edits and deletes', async () => {
    const today = todayIn(t.app.appTimezone);
    // Enquiries: open, then converted, lost and deleted.
    const enquiry = (name: string) =>
      call('POST', '/enquiries', {
        customer_name: name,
        customer_mobile: '+91 98111 00000',
        customer_email: 'guest@mail.example',
      });
    const e1 = (await enquiry('Open One')).data;
    const e2 = (await enquiry('To Convert')).data;
    const e3 = (await enquiry('To Delete')).data;
    await call('PUT', `/enquiries/${e2.id}`, {
      customer_name: 'To Convert',
      customer_mobile: '+91 98111 00000',
      customer_email: 'guest@mail.example',
      status: 'converted',
    });
    await call('DELETE', `/enquiries/${e3.id}`);
    // Bookings: one owing, one paid in full, one cancelled while owing, one with nothing due.
    const booking = (o: object) =>
      call('POST', '/bookings', {
        guest_name: 'Guest',
        sale_amount: '500.00',
        purchase_amount: '100.00',
        ...o,
      });
    await booking({});
    const paid = (await booking({})).data;
    await call('POST', `/bookings/${paid.id}/payment`, {
      payment_date: today,
      amount: '500.00',
      payment_method: 'cash',
    });
    await booking({ status: 'cancelled' });
    await booking({ sale_amount: '0.00', purchase_amount: '0.00' });
    // Transactions: pending, approved, deleted while pending.
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    await createTransaction(t.app, account.id, category.id);
    const approved = await createTransaction(t.app, account.id, category.id);
    const deleted = await createTransaction(t.app, account.id, category.id);
    await call('POST', `/transactions/${approved.id}/approve`, { updated_at: approved.updated_at });
    await call('DELETE', `/transactions/${deleted.id}`);
    // Day plans: today's live and cancelled services, and tomorrow's.
    const plan = (o: object) =>
      call('POST', '/day-plans', {
        plan_date: today,
        guest_name: 'G',
        service_description: 'Pickup',
        ...o,
      });
    await plan({});
    await plan({ status: 'cancelled' });
    await plan({ plan_date: '2099-01-01' });

    const shown = await panel();
    expect(shown).toEqual(await scanned());
    expect(shown).toMatchObject({
      services_today: 1,
      pending_approvals: 1,
      open_enquiries: 1,
      balance_due: 1,
    });
    expect(e1.status).toBe('new');
  });

  it('shows a user only the counters for what they may open', async () => {
    const staff = (await signIn(t.app, { role: 'staff', permissions: [] })).token;
    expect(Object.keys(await panel(staff))).toEqual([]);
    const desk = (await signIn(t.app, tourismStaff())).token;
    expect(Object.keys(await panel(desk))).toEqual([
      'services_today',
      'open_enquiries',
      'balance_due',
    ]);
    const planner = (await signIn(t.app, { role: 'staff', permissions: ['view_day_plans'] })).token;
    expect(Object.keys(await panel(planner))).toEqual(['services_today']);
    expect(Object.keys(await panel())).toEqual([
      'services_today',
      'active_branches',
      'pending_approvals',
      'open_enquiries',
      'balance_due',
    ]);
  });
});
