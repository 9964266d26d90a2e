import { sql } from 'drizzle-orm';
import { getAccount } from './modules/accounts/accounts.service.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  PERMISSION_KEYS,
  staffEndpoints,
  transactionEndpoints,
} from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp } from '../test/app.ts';
import type { CallArgs } from '../test/answers.ts';
import { callEndpoint } from '../test/answers.ts';
import {
  agentValues,
  branchValues,
  createAccount,
  createAgent,
  createCategory,
  createUser,
  staffValues,
  tokenFor,
  transactionValues,
} from '../test/factories.ts';

/**
 * Fields a caller may not set, sent on every kind of write, change
 * nothing. Each write carries the generic extras below plus its own privileged fields; the
 * stored row is then read straight from the database.
 */
let t: TestContext;
let clerk: { id: number; token: string };
let admin: { id: number; token: string };
let other: number;

const extras = () => ({
  id: 424242,
  created_by: other,
  user_id: other,
  received_by: other,
  approved_by: other,
  approved_at: '2001-01-01T00:00:00Z',
  created_at: '2001-01-01T00:00:00Z',
  updated_at: '2001-01-01T00:00:00Z',
});

beforeAll(async () => {
  t = await createTestApp();
  const c = await createUser(t.app, { role: 'staff', permissions: PERMISSION_KEYS });
  const a = await createUser(t.app, { role: 'admin' });
  clerk = { id: c.id, token: await tokenFor(t.app, c.id) };
  admin = { id: a.id, token: await tokenFor(t.app, a.id) };
  other = (await createUser(t.app, { role: 'manager' })).id;
});
afterAll(() => t.close());

/** A write with the extras, which must succeed: its answer parsed by the endpoint's schema. */
const write = async <E extends Endpoint>(
  who: { token: string },
  e: E,
  body: object,
  params?: CallArgs<E>['params'],
) => {
  const res = await callEndpoint(t.app, e, {
    token: who.token,
    params,
    payload: { ...extras(), ...body },
  });
  expect(res.status, `${e.method} ${e.path}: ${res.text}`).toBe(e.method === 'POST' ? 201 : 200);
  return res.ok;
};

async function row(table: string, id: number) {
  const { rows } = await t.db.execute<Record<string, unknown>>(
    sql`select * from ${sql.identifier(table)} where id = ${id}`,
  );
  expect(rows, `${table} ${id}`).toHaveLength(1);
  return rows[0]!;
}

/** What every stored row must show whatever the extras said. */
function untouched(r: Record<string, unknown>, creator?: number) {
  expect(r.id).not.toBe(424242);
  if ('created_at' in r) expect(new Date(r.created_at as string).getFullYear()).not.toBe(2001);
  if ('updated_at' in r) expect(new Date(r.updated_at as string).getFullYear()).not.toBe(2001);
  if (creator !== undefined && 'created_by' in r) expect(r.created_by).toBe(creator);
}

describe('privileged fields sent on writes change nothing', () => {
  it('accounts: the current balance follows the opening balance only', async () => {
    const body = { name: 'MA Acc', code: 'MA-1', type: 'asset', opening_balance: '100.00' };
    const privileged = { current_balance: '999999.99' };
    const created = await write(clerk, accountEndpoints.create, { ...body, ...privileged });
    untouched(await row('accounts', created.data.id));
    expect((await getAccount(t.db, created.data.id)).current_balance).toBe('100.00');
    await write(
      clerk,
      accountEndpoints.update,
      { ...body, ...privileged },
      { id: created.data.id },
    );
    expect((await getAccount(t.db, created.data.id)).current_balance).toBe('100.00');
  });

  it('transactions: status, approver and creator come from the server', async () => {
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    const privileged = { status: 'approved', approval_notes: 'self-approved' };
    const body = { ...transactionValues(account.id, category.id), ...privileged };
    const created = await write(clerk, transactionEndpoints.create, body);
    for (const method of ['POST', 'PUT'] as const) {
      if (method === 'PUT')
        await write(clerk, transactionEndpoints.updatePut, body, { id: created.data.id });
      const r = await row('transactions', created.data.id);
      untouched(r, clerk.id);
      expect(r).toMatchObject({ status: 'pending', approved_by: null, approved_at: null });
      expect(r.approval_notes).toBeNull();
    }
    expect((await getAccount(t.db, account.id)).current_balance).toBe('1000.00');
  });

  it('bookings: every derived figure, the file number and the creator are the server’s', async () => {
    const agent = await createAgent(t.app);
    const privileged = {
      file_number: 'TF-HACKED',
      paid_amount: '5000.00',
      balance_due: '0.00',
      payment_status: 'paid',
      profit_amount: '999999.00',
      net_profit: '999999.00',
      agent_commission_amount: '0.00',
      agent_payable: '0.00',
      agent_paid: '9999.00',
      agent_balance: '0.00',
      agent_payment_status: 'paid',
    };
    const body = {
      guest_name: 'MA Guest',
      sale_amount: '5000.00',
      purchase_amount: '3000.00',
      agent_id: agent.id,
      agent_commission_rate: '10',
      ...privileged,
    };
    const created = await write(clerk, bookingEndpoints.create, body);
    await write(clerk, bookingEndpoints.update, body, { id: created.data.id });
    const r = await row('bookings', created.data.id);
    untouched(r, clerk.id);
    expect(r.file_number).toMatch(/^TF-\d{4}-\d{5}$/);
    expect(r).toMatchObject({
      paid_amount: '0.00',
      // An agent's file is owed by its agent: the sale less commission (decision 043).
      balance_due: '4500.00',
      payment_status: 'unpaid',
      profit_amount: '2000.00',
      net_profit: '1500.00',
      agent_commission_amount: '500.00',
      agent_payable: '4500.00',
      agent_paid: '0.00',
      agent_balance: '4500.00',
    });

    const payment = { payment_date: '2026-11-01', amount: '100.00', payment_method: 'cash' };
    await write(
      clerk,
      bookingEndpoints.addPayment,
      {
        ...payment,
        booking_id: 1,
      },
      { id: created.data.id },
    );
    await write(
      clerk,
      bookingEndpoints.addAgentPayment,
      {
        ...payment,
        booking_id: 1,
      },
      { id: created.data.id },
    );
    for (const table of ['booking_payments', 'agent_payments']) {
      const { rows } = await t.db.execute<Record<string, unknown>>(
        sql`select * from ${sql.identifier(table)} where booking_id = ${created.data.id}`,
      );
      expect(rows, table).toHaveLength(1);
      untouched(rows[0]!);
      if ('received_by' in rows[0]!) expect(rows[0].received_by).toBe(clerk.id);
    }
    expect(await row('bookings', created.data.id)).toMatchObject({
      paid_amount: '100.00',
      agent_paid: '100.00',
    });
  });

  it('enquiries and communications: number, commission and author are the server’s', async () => {
    const agent = await createAgent(t.app);
    const created = await write(clerk, enquiryEndpoints.create, {
      enquiry_type: 'agent',
      agent_id: agent.id,
      expected_sale_amount: '1000.00',
      agent_commission_rate: '10',
      agent_commission_amount: '999.00',
      enquiry_number: 'ENQ-HACKED',
    });
    const r = await row('enquiries', created.data.id);
    untouched(r, clerk.id);
    expect(r.enquiry_number).toMatch(/^ENQ-\d{4}-\d{5}$/);
    expect(r.agent_commission_amount).toBe('100.00');
    await write(
      clerk,
      enquiryEndpoints.communicate,
      {
        message: 'Called back',
        enquiry_id: 1,
      },
      { id: created.data.id },
    );
    const { rows } = await t.db.execute<Record<string, unknown>>(
      sql`select * from enquiry_communications where enquiry_id = ${created.data.id}`,
    );
    expect(rows).toHaveLength(1);
    untouched(rows[0]!);
    expect(rows[0]!.user_id).toBe(clerk.id);
  });

  it('agents, categories, day plans and branches take no hidden fields', async () => {
    untouched(
      await row('agents', (await write(clerk, agentEndpoints.create, agentValues())).data.id),
    );
    untouched(
      await row(
        'transaction_categories',
        (await write(clerk, categoryEndpoints.create, { name: 'MA Cat' })).data.id,
      ),
    );
    const plan = await write(clerk, dayPlanEndpoints.create, {
      plan_date: '2026-12-01',
      guest_name: 'G',
      service_description: 'S',
    });
    untouched(await row('day_plans', plan.data.id), clerk.id);
    untouched(
      await row('branches', (await write(admin, branchEndpoints.create, branchValues())).data.id),
    );
  });

  it('staff: an admin cannot change their own role or status through the staff form', async () => {
    const values = staffValues({ role: 'admin' });
    const created = await write(admin, staffEndpoints.create, values);
    const staffRow = await row('staff_members', created.data.id);
    untouched(staffRow);
    const self = { token: await tokenFor(t.app, staffRow.user_id as number) };
    const res = await callEndpoint(t.app, staffEndpoints.update, {
      params: { id: created.data.id },
      token: self.token,
      payload: {
        ...values,
        role: 'staff',
        is_active: false,
        password: '',
        password_confirmation: '',
      },
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      role: ['You cannot change your own role.'],
      is_active: ['You cannot deactivate your own account.'],
    });
    expect(await row('users', staffRow.user_id as number)).toMatchObject({
      role: 'admin',
      is_active: true,
    });
  });
});
