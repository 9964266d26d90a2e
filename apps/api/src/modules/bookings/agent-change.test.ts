import type { Endpoint } from '@app/contract';
import { bookingEndpoints as ep, reportEndpoints } from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createAgent, signIn, tourismStaff } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { inr } from '../../../test/standing-rates.ts';

/**
 * A tourism desk user who reads reports (me), a manager who voids agent payments (boss), and
 * what the tests do as me.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const me = await signIn(
    t.app,
    tourismStaff({ permissions: [...tourismStaff().permissions!, 'view_reports'] }),
  );
  const boss = await signIn(t.app, { role: 'manager', permissions: ['void_agent_payments'] });
  const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
    callEndpoint(t.app, e, { token: me.token, ...args });
  const values = (o: Record<string, unknown> = {}) => ({
    guest_name: 'Rahul Kapoor',
    // Confirmed: the payables report counts confirmed files.
    status: 'confirmed',
    sale_amount: '10000.00',
    purchase_amount: '7000.00',
    ...o,
  });
  /** Each agent's paid figure in the payables report. */
  const paidByAgent = async () => {
    const report = (await call(reportEndpoints.agentPayables)).ok.data;
    return Object.fromEntries(report.rows.map((r) => [r.agent.id, r.agent_paid]));
  };
  return { me, boss, call, values, paidByAgent };
});

describe('changing the agent of a booking', () => {
  it('is refused (422 on agent_id) while the first agent holds live payments; free once they are voided', async ({
    app: t,
    desk: { boss, call, values, paidByAgent },
  }) => {
    const first = await createAgent(t.app, { commission_rate: '0' });
    const second = await createAgent(t.app, { commission_rate: '0' });
    const b = (await call(ep.create, { payload: values({ agent_id: first.id }) })).ok.data;
    const paid = await call(ep.addAgentPayment, {
      params: { id: b.id },
      payload: { payment_date: '2026-01-20', amount: '900' },
    });
    expect(paid.status).toBe(201);

    const moved = await call(ep.update, {
      params: { id: b.id },
      payload: values({ agent_id: second.id }),
    });
    expect(moved.status).toBe(422);
    expect(moved.failure.errors).toEqual({
      agent_id: [
        'The agent cannot be changed: this agent has paid 900.00 on this booking. Void the agent payments first.',
      ],
    });
    // Clearing the agent is a change too, refused the same way.
    const cleared = await call(ep.update, {
      params: { id: b.id },
      payload: values({ agent_id: null }),
    });
    expect(cleared.failure.errors?.agent_id).toEqual(moved.failure.errors?.agent_id);
    // The 900 stays with the agent it was paid to (the report is in rupees, at the file's rate).
    const report = await paidByAgent();
    expect(report[first.id]).toBe(inr('900.00'));
    expect(report[second.id]).toBeUndefined();

    // The same agent may still be saved with other changes.
    const same = await call(ep.update, {
      params: { id: b.id },
      payload: values({ agent_id: first.id, guest_name: 'Rahul K' }),
    });
    expect(same.status).toBe(200);

    // Once the payment is voided, nothing was paid to the first agent: the change goes through.
    const list = (await call(ep.agentPayments, { params: { id: b.id } })).ok.data;
    const voided = await call(ep.voidAgentPayment, {
      params: { id: list[0]!.id },
      payload: { reason: 'Paid to the wrong agent' },
      token: boss.token,
    });
    expect(voided.status).toBe(200);
    const changed = await call(ep.update, {
      params: { id: b.id },
      payload: values({ agent_id: second.id }),
    });
    expect(changed.status).toBe(200);
    expect(changed.ok.data.agent?.id).toBe(second.id);
  });
});
