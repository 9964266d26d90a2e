import { sql } from 'drizzle-orm';
import type { Endpoint } from '@app/contract';
import {
  bookingEndpoints,
  dashboardEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  todayIn,
  transactionEndpoints,
} from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  signIn,
  tourismStaff,
} from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/** The panel's counters by key as one caller sees them, parsed with the endpoint's schema. */
const panel = async (t: TestContext, token: string) =>
  Object.fromEntries(
    (await callEndpoint(t.app, dashboardEndpoints.today, { token })).ok.data.map((i) => [
      i.key,
      i.count,
    ]),
  );

/** The same counters, counted over the tables themselves. */
async function scanned(t: TestContext) {
  const today = todayIn(t.app.appTimezone);
  const { rows } = await t.db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from day_plans where plan_date = ${today} and status <> 'cancelled') as services_today,
      (select count(*)::int from branches where is_active) as active_branches,
      (select count(*)::int from transactions where status = 'pending') as pending_approvals,
      (select count(*)::int from enquiries where status not in ('converted', 'lost', 'cancelled')) as open_enquiries,
      (select count(*)::int from bookings where balance_due > 0 and status in ('confirmed', 'completed')) as balance_due`);
  return rows[0]!;
}

describe('GET /api/dashboard/today', () => {
  test('keeps every counter equal to a count over its table through creates, edits and deletes', async ({
    app: t,
    callers,
  }) => {
    const admin = await callers.admin();
    /** A write as the admin; `.ok` throws (with the answer) unless it succeeded. */
    const call = async <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
      (await admin.call(e, args)).ok;
    const today = todayIn(t.app.appTimezone);
    // Enquiries: open, then converted, lost and deleted.
    const enquiry = (name: string) =>
      call(enquiryEndpoints.create, {
        payload: {
          customer_name: name,
          customer_mobile: '+91 98111 00000',
          customer_email: 'guest@mail.example',
        },
      });
    const e1 = (await enquiry('Open One')).data;
    const e2 = (await enquiry('To Convert')).data;
    const e3 = (await enquiry('To Delete')).data;
    await call(enquiryEndpoints.update, {
      params: { id: e2.id },
      payload: {
        customer_name: 'To Convert',
        customer_mobile: '+91 98111 00000',
        customer_email: 'guest@mail.example',
        status: 'converted',
      },
    });
    await call(enquiryEndpoints.remove, { params: { id: e3.id } });
    // Bookings: one owing, one paid in full, one cancelled while owing, one with nothing due,
    // and a draft that owes (a draft is not a sale yet: not counted).
    const booking = (o: object) =>
      call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Guest',
          sale_amount: '500.00',
          purchase_amount: '100.00',
          status: 'confirmed',
          ...o,
        },
      });
    await booking({});
    await booking({ status: 'draft' });
    const paid = (await booking({})).data;
    await call(bookingEndpoints.addPayment, {
      params: { id: paid.id },
      payload: {
        payment_date: today,
        amount: '500.00',
        payment_method: 'cash',
      },
    });
    await booking({ status: 'cancelled' });
    await booking({ sale_amount: '0.00', purchase_amount: '0.00' });
    // Transactions: pending, approved, deleted while pending.
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    await createTransaction(t.app, account.id, category.id);
    const approved = await createTransaction(t.app, account.id, category.id);
    const deleted = await createTransaction(t.app, account.id, category.id);
    await call(transactionEndpoints.approve, {
      params: { id: approved.id },
      payload: { updated_at: approved.updated_at },
    });
    await call(transactionEndpoints.remove, { params: { id: deleted.id } });
    // Day plans: today's live and cancelled services, and tomorrow's.
    const plan = (o: object) =>
      call(dayPlanEndpoints.create, {
        payload: {
          plan_date: today,
          guest_name: 'G',
          service_description: 'Pickup',
          ...o,
        },
      });
    await plan({});
    await plan({ status: 'cancelled' });
    await plan({ plan_date: '2099-01-01' });

    const shown = await panel(t, admin.token);
    expect(shown).toEqual(await scanned(t));
    expect(shown).toMatchObject({
      services_today: 1,
      pending_approvals: 1,
      open_enquiries: 1,
      balance_due: 1,
    });
    expect(e1.status).toBe('new');
  });

  test('shows a user only the counters for what they may open', async ({ app: t, callers }) => {
    const staff = (await signIn(t.app, { role: 'staff', permissions: [] })).token;
    expect(Object.keys(await panel(t, staff))).toEqual([]);
    const desk = (await signIn(t.app, tourismStaff())).token;
    expect(Object.keys(await panel(t, desk))).toEqual([
      'services_today',
      'open_enquiries',
      'balance_due',
    ]);
    const planner = (await signIn(t.app, { role: 'staff', permissions: ['view_day_plans'] })).token;
    expect(Object.keys(await panel(t, planner))).toEqual(['services_today']);
    expect(Object.keys(await panel(t, (await callers.admin()).token))).toEqual([
      'services_today',
      'active_branches',
      'pending_approvals',
      'open_enquiries',
      'balance_due',
    ]);
  });
});
