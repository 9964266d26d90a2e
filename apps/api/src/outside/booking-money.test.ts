import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import { rawRequest } from '../../test/outside/raw-http.ts';
import { agentValues, createUser, tokenFor } from '../../test/factories.ts';

/**
 * A booking's money facts, from outside: the built server over a real socket. Money paid to an
 * agent stays that agent's, a file with anything done on it is cancelled (with a reason) rather
 * than deleted, a bank reference seen twice is asked about, and a booking's History shows a
 * reader only what they may read, without anybody's address.
 */
let s: BuiltServer;
beforeAll(async () => {
  s = await startBuiltServer();
}, 180_000);
afterAll(async () => {
  await s?.stop();
}, 30_000);

const send = (method: string, target: string, body?: object, token = s.tokens.admin) =>
  rawRequest(s.port, {
    method,
    target,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const created = async (target: string, body: object) => {
  const res = await send('POST', target, body);
  expect(res.status, res.body).toBe(201);
  return res.json.data as Record<string, unknown> & { id: number; file_number: string };
};
const file = (o: Record<string, unknown> = {}) => ({
  guest_name: 'Rahul Kapoor',
  sale_amount: '10000.00',
  purchase_amount: '7000.00',
  status: 'confirmed',
  ...o,
});

describe('booking money facts over a real socket', () => {
  it('refuses to move an agent payment to another agent (422 on agent_id)', async () => {
    const first = await created('/api/agents', agentValues({ commission_rate: '0' }));
    const second = await created('/api/agents', agentValues({ commission_rate: '0' }));
    const b = await created('/api/bookings', file({ agent_id: first.id }));
    const paid = await send('POST', `/api/bookings/${b.id}/agent-payments`, {
      payment_date: '2026-01-10',
      amount: '900',
    });
    expect(paid.status, paid.body).toBe(201);
    const moved = await send('PUT', `/api/bookings/${b.id}`, file({ agent_id: second.id }));
    expect(moved.status, moved.body).toBe(422);
    expect(moved.json.errors.agent_id[0]).toMatch(/has paid 900\.00/);
    const read = await send('GET', `/api/bookings/${b.id}`);
    expect(read.json.data.agent.id).toBe(first.id);
  });

  it('deletes only a bare draft; cancels anything else with a reason', async () => {
    const confirmed = await created('/api/bookings', file());
    const refused = await send('DELETE', `/api/bookings/${confirmed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/Cancel it instead/);
    const noReason = await send('POST', `/api/bookings/${confirmed.id}/cancel`, {});
    expect(noReason.status).toBe(422);
    expect(noReason.json.errors.reason).toEqual(['The reason field is required.']);
    const cancelled = await send('POST', `/api/bookings/${confirmed.id}/cancel`, {
      reason: 'Guest changed plans',
    });
    expect(cancelled.status, cancelled.body).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelled');

    const draft = await created('/api/bookings', file({ status: 'draft' }));
    expect((await send('DELETE', `/api/bookings/${draft.id}`)).status).toBe(200);
  });

  it('asks before a second payment with the same bank reference, then records it', async () => {
    const a = await created('/api/bookings', file());
    const b = await created('/api/bookings', file());
    const pay = (id: number, o: object = {}) =>
      send('POST', `/api/bookings/${id}/payment`, {
        payment_date: '2026-01-10',
        amount: '100',
        payment_method: 'bank_transfer',
        transaction_reference: 'UTR-OUTSIDE-1',
        ...o,
      });
    expect((await pay(a.id)).status).toBe(201);
    const asked = await pay(b.id);
    expect(asked.status).toBe(422);
    expect(asked.json.errors.confirm_duplicate_reference[0]).toContain(a.file_number);
    const confirmed = await pay(b.id, { confirm_duplicate_reference: true });
    expect(confirmed.status, confirmed.body).toBe(201);
    expect(confirmed.json.data.payments[0].duplicate_reference_of).toEqual([
      expect.objectContaining({ booking_id: a.id, file_number: a.file_number }),
    ]);
  });

  it("shows a view_bookings reader no agent payment and nobody's address in History", async () => {
    const agent = await created('/api/agents', agentValues());
    const b = await created('/api/bookings', file({ agent_id: agent.id }));
    const paid = await send('POST', `/api/bookings/${b.id}/agent-payments`, {
      payment_date: '2026-01-10',
      amount: '900',
      transaction_reference: 'AGENT-REF-OUTSIDE',
    });
    expect(paid.status, paid.body).toBe(201);
    const app = { db: s.db } as unknown as App;
    const reader = await createUser(app, { role: 'staff', permissions: ['view_bookings'] });
    const token = await tokenFor(app, reader.id);
    expect(
      (await send('GET', `/api/bookings/${b.id}/agent-payments`, undefined, token)).status,
    ).toBe(403);
    const history = await send('GET', `/api/bookings/${b.id}/history`, undefined, token);
    expect(history.status).toBe(200);
    const events = history.json.data as { record_type: string }[];
    expect(events.map((e) => e.record_type)).toEqual(['booking']);
    expect(history.body).not.toContain('AGENT-REF-OUTSIDE');
    expect(history.body).not.toMatch(/"ip"/);
    const admin = await send('GET', `/api/bookings/${b.id}/history`);
    expect(admin.json.data.map((e: { record_type: string }) => e.record_type)).toContain(
      'agent_payment',
    );
    expect(admin.body).not.toMatch(/"ip"/);
  });
});
