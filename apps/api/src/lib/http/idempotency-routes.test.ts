import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  agentPayments,
  agents,
  bookingPayments,
  bookings,
  branches,
  dayPlans,
  enquiries,
  enquiryCommunications,
  staffMembers,
  transactionCategories,
  transactions,
} from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app.ts';
import type { Endpoint } from '@app/contract';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  transactionEndpoints,
} from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  branchValues,
  createAccount,
  createAgent,
  createCategory,
  signIn,
  staffValues,
  transactionValues,
} from '../../../test/factories.ts';

let t: TestContext;
let token: string;
let ids: { account: number; category: number; agent: number; booking: number; enquiry: number };
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, { role: 'admin' })).token;
  const agent = await createAgent(t.app, { commission_rate: '10' });
  const booking = await callEndpoint(t.app, bookingEndpoints.create, {
    token,
    payload: {
      guest_name: 'Idem',
      agent_id: agent.id,
      sale_amount: '1000',
      purchase_amount: '500',
    },
  });
  const enquiry = await callEndpoint(t.app, enquiryEndpoints.create, {
    token,
    payload: {
      customer_name: 'Idem',
      customer_email: 'idem@example.com',
      customer_mobile: '+91 98111 00000',
    },
  });
  ids = {
    account: (await createAccount(t.app)).id,
    category: (await createCategory(t.app)).id,
    agent: agent.id,
    booking: booking.ok.data.id,
    enquiry: enquiry.ok.data.id,
  };
});
afterAll(() => t.close());

let n = 0;
const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;

/** A create sent with an Idempotency-Key, its answer parsed by the endpoint's schema. */
const sender =
  <E extends Endpoint>(e: E, params: () => CallArgs<E>['params'] = () => undefined) =>
  (key: string, payload: object) =>
    callEndpoint(t.app, e, {
      token,
      params: params(),
      headers: { 'idempotency-key': key },
      payload,
    });
type Send = ReturnType<typeof sender>;

// Every route that creates a record, with a valid body made fresh per case.
const creates: [string, Send, PgTable, () => object][] = [
  ['branch', sender(branchEndpoints.create), branches, () => branchValues()],
  ['staff', sender(staffEndpoints.create), staffMembers, () => staffValues()],
  [
    'account',
    sender(accountEndpoints.create),
    accounts,
    () => ({ name: `Idem acc ${++n}`, code: `IA-${n}`, type: 'asset', opening_balance: '0' }),
  ],
  [
    'category',
    sender(categoryEndpoints.create),
    transactionCategories,
    () => ({ name: `Idem cat ${Math.random()}` }),
  ],
  [
    'transaction',
    sender(transactionEndpoints.create),
    transactions,
    () => transactionValues(ids.account, ids.category, { description: 'idem' }),
  ],
  [
    'agent',
    sender(agentEndpoints.create),
    agents,
    () => ({
      name: 'Idem agent',
      primary_mobile: '+91 98200 00000',
      primary_email: 'ia@x.example',
    }),
  ],
  [
    'direct enquiry',
    sender(enquiryEndpoints.create),
    enquiries,
    () => ({
      customer_name: 'Idem',
      customer_email: 'i@x.example',
      customer_mobile: '+91 98111 0',
    }),
  ],
  [
    'agent enquiry',
    sender(enquiryEndpoints.create),
    enquiries,
    () => ({ enquiry_type: 'agent', agent_id: ids.agent, expected_sale_amount: '100' }),
  ],
  [
    'communication',
    sender(enquiryEndpoints.communicate, () => ({ id: ids.enquiry })),
    enquiryCommunications,
    () => ({ message: 'Called back' }),
  ],
  [
    'booking',
    sender(bookingEndpoints.create),
    bookings,
    () => ({ guest_name: 'Idem', sale_amount: '100', purchase_amount: '50' }),
  ],
  [
    'payment',
    sender(bookingEndpoints.addPayment, () => ({ id: ids.booking })),
    bookingPayments,
    () => ({ payment_date: '2026-11-20', amount: '1.00', payment_method: 'cash' }),
  ],
  [
    'agent payment',
    sender(bookingEndpoints.addAgentPayment, () => ({ id: ids.booking })),
    agentPayments,
    () => ({ payment_date: '2026-11-20', amount: '1.00', payment_method: 'cash' }),
  ],
  [
    'day plan',
    sender(dayPlanEndpoints.create),
    dayPlans,
    () => ({ plan_date: '2026-12-01', guest_name: 'Idem', service_description: 'Pickup' }),
  ],
];

describe.each(creates)('POST %s with an Idempotency-Key', (name, send, table, body) => {
  it('the same key twice gives one row and the same answer', async () => {
    const before = await rows(table);
    const payload = body();
    const first = await send(`${name}-seq`, payload);
    expect(first.status, first.text).toBe(201);
    const again = await send(`${name}-seq`, payload);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await rows(table)).toBe(before + 1);
  });

  it('the same key five times at once gives one row and one answer', async () => {
    const before = await rows(table);
    const payload = body();
    const all = await Promise.all(Array.from({ length: 5 }, () => send(`${name}-par`, payload)));
    expect(all.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(all.map((r) => r.text)).size).toBe(1);
    expect(await rows(table)).toBe(before + 1);
  });
});
