import {
  auditEndpoints,
  bookingEndpoints as ep,
  tripEndpoints,
  voucherEndpoints,
} from '@app/contract';
import { createAgent, createUser, tokenFor } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * A History panel shows the events of other records than its own (a booking's payments, agent
 * payments, services and documents): each only to a reader of that record, and nobody's
 * address, which stays in the admins' Audit log.
 */
const kinds = (events: { record_type: string; action: string }[]) =>
  events.map((e) => `${e.record_type} ${e.action}`).sort();

/** A booking with a payment, a voided agent payment, a service and a mailed voucher, made once. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const { token: admin, call } = await callers.admin();
  const tokenOf = async (permissions: string[]) =>
    tokenFor(t.app, (await createUser(t.app, { role: 'staff', permissions })).id);
  const agent = await createAgent(t.app, { commission_rate: '10' });
  const agentId = agent.id;
  const b = (
    await call(ep.create, {
      payload: {
        guest_name: 'Rahul Kapoor',
        guest_email: 'rahul@test.example',
        sale_amount: '5000.00',
        purchase_amount: '3000.00',
        agent_id: agent.id,
        tours: [
          {
            service_name: 'City tour',
            service_date: '2026-12-02',
            pickup_time: '09:00',
            transfer_type: 'PVT',
          },
        ],
      },
    })
  ).ok.data;
  const bookingId = b.id;
  expect(
    (
      await call(ep.addPayment, {
        params: { id: b.id },
        payload: { payment_date: '2026-01-10', amount: '1000', payment_method: 'cash' },
      })
    ).status,
  ).toBe(201);
  const paid = await call(ep.addAgentPayment, {
    params: { id: b.id },
    payload: {
      payment_date: '2026-01-10',
      amount: '900',
      transaction_reference: 'AGENT-REF-77',
    },
  });
  expect(paid.status).toBe(201);
  const voided = await call(ep.voidAgentPayment, {
    params: { id: paid.ok.data[0]!.id },
    payload: { reason: 'Paid twice' },
  });
  expect(voided.status).toBe(200);
  const lines = (await call(ep.get, { params: { id: b.id } })).ok.data;
  const scheduled = await call(tripEndpoints.schedule, {
    params: { id: b.id },
    payload: { items: [{ kind: 'tour', line_id: lines.tours[0]!.id }] },
  });
  expect(scheduled.status).toBe(201);
  expect((await call(voucherEndpoints.email, { params: { id: b.id } })).status).toBe(202);
  /** The booking's History as this reader sees it: "record_type action" per event. */
  const seen = async (token: string, history = auditEndpoints.bookingHistory, id = bookingId) => {
    const res = await call(history, { params: { id }, token });
    expect(res.status).toBe(200);
    return res.ok.data;
  };
  return { admin, call, tokenOf, seen, bookingId, agentId };
});

describe('a History panel shows each event only to a reader of what it shows', () => {
  it('the admin sees every event: the booking, its payments, agent payments, services and voucher', async ({
    desk: { admin, seen },
  }) => {
    expect(kinds(await seen(admin))).toEqual([
      'agent_payment create',
      'agent_payment void',
      'booking create',
      'booking voucher_email',
      'day_plan create',
      'payment create',
    ]);
  });

  it('view_bookings alone: the booking and its customer payments, no agent payment, service or voucher', async ({
    desk: { call, tokenOf, seen, bookingId },
  }) => {
    const reader = await tokenOf(['view_bookings']);
    // The agent payments' own read is refused to this reader…
    expect(
      (await call(ep.agentPayments, { params: { id: bookingId }, token: reader })).status,
    ).toBe(403);
    // …so the History does not show them either: no amount, no reference.
    const events = await seen(reader);
    expect(kinds(events)).toEqual(['booking create', 'payment create']);
    expect(JSON.stringify(events)).not.toMatch(/AGENT-REF-77|900\.00|Paid twice/);
  });

  it('each child shows once its own read key is held', async ({ desk: { tokenOf, seen } }) => {
    const reader = await tokenOf(['view_bookings', 'view_agent_payments', 'view_vouchers']);
    expect(kinds(await seen(reader))).toEqual([
      'agent_payment create',
      'agent_payment void',
      'booking create',
      'booking voucher_email',
      'payment create',
    ]);
    const planner = await tokenOf(['view_bookings', 'view_day_plans']);
    expect(kinds(await seen(planner))).toContain('day_plan create');
  });

  it("an agent's History hides its payments from a reader without view_agent_payments", async ({
    desk: { tokenOf, seen, agentId },
  }) => {
    const reader = await tokenOf(['view_agents']);
    const events = await seen(reader, auditEndpoints.agentHistory, agentId);
    expect(events.map((e) => e.record_type)).not.toContain('agent_payment');
    const payer = await tokenOf(['view_agents', 'view_agent_payments']);
    const all = await seen(payer, auditEndpoints.agentHistory, agentId);
    expect(all.map((e) => e.record_type)).toContain('agent_payment');
  });

  it('no History answer carries an address; the Audit log still does', async ({
    desk: { admin, call, seen, bookingId },
  }) => {
    const events = await seen(admin);
    for (const e of events) expect(e).not.toHaveProperty('ip');
    const log = (await call(auditEndpoints.list, { query: { record_id: bookingId } })).ok.data;
    expect(log.some((e) => e.ip === '127.0.0.1')).toBe(true);
  });
});
