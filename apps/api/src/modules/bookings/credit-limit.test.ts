import {
  agentEndpoints,
  auditEndpoints,
  bookingEndpoints,
  CREDIT_MESSAGES,
  todayEndpoints,
} from '@app/contract';
import { createAgent } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * Agents' credit limits: a sold file that would take its agent's outstanding in the
 * file's currency over the agent's limit is refused for staff with the figures; a manager may
 * save it with a reason, kept in the file's History; two files saved at once cannot beat it.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const [admin, manager, staff] = await Promise.all([
    callers.admin(),
    callers.manager(),
    callers.staff(),
  ]);
  const agentNamed = async (name: string, limit: string) => {
    const id = (await createAgent(t.app, { name, commission_rate: '10' })).id;
    const set = await admin.call(agentEndpoints.setCredit, {
      params: { id },
      payload: { limits: [{ currency: 'AED', credit_limit: limit }] },
    });
    expect(set.status, set.text).toBe(200);
    return id;
  };
  /** A confirmed AED file for the agent: the agent owes the sale less its 10% commission. */
  const file = (who: typeof staff, agent_id: number, sale: string, o: object = {}) =>
    who.call(bookingEndpoints.create, {
      payload: {
        guest_name: 'Credit Guest',
        sale_amount: sale,
        purchase_amount: '100.00',
        currency: 'AED',
        status: 'confirmed',
        agent_id,
        ...o,
      },
    });
  return { admin, manager, staff, agentNamed, file };
});

describe("agents' credit limits", () => {
  it('refuses staff over the limit with the figures; a manager saves with a reason, recorded', async ({
    desk: { admin, manager, staff, agentNamed, file },
  }) => {
    const agent = await agentNamed('Skyline Credit', '10000.00');
    expect((await file(staff, agent, '8000.00')).status).toBe(201); // owes 7,200
    const over = await file(staff, agent, '4000.00'); // 3,600 more: 10,800
    const message = CREDIT_MESSAGES.over('Skyline Credit', 'AED 10,800.00', 'AED 10,000.00');
    expect(over.failure.errors).toEqual({ agent_id: [message] });
    // A draft owes nothing yet: not held to the limit.
    expect((await file(staff, agent, '4000.00', { status: 'draft' })).status).toBe(201);
    const asked = await file(manager, agent, '4000.00');
    expect(asked.failure.errors).toEqual({
      credit_override_reason: [message + CREDIT_MESSAGES.overrideHint],
    });
    const saved = await file(manager, agent, '4000.00', {
      credit_override_reason: 'Paid by cheque tomorrow',
    });
    expect(saved.status).toBe(201);
    const history = await admin.call(auditEndpoints.bookingHistory, {
      params: { id: saved.ok.data.id },
    });
    expect(history.ok.data.map((e) => e.note).join(' ')).toContain('Paid by cheque tomorrow');
    const credit = await admin.call(agentEndpoints.credit, { params: { id: agent } });
    expect(credit.ok.data).toEqual([
      { currency: 'AED', credit_limit: '10000.00', outstanding: '10800.00' },
    ]);
    // Today shows it to those who see agents: at 108% of its limit.
    const today = (await admin.call(todayEndpoints.get)).ok.data.agents_near_credit_limit!;
    expect(today.items).toContainEqual(
      expect.objectContaining({
        agent: expect.objectContaining({ id: agent }),
        outstanding: '10800.00',
      }),
    );
  });

  it('two files saved at once cannot both pass the limit', async ({
    desk: { staff, agentNamed, file },
  }) => {
    const agent = await agentNamed('Race Credit', '5000.00');
    // Each owes 2,700: one fits under 5,000, two do not.
    const both = await Promise.all([file(staff, agent, '3000.00'), file(staff, agent, '3000.00')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('an edit that does not add to what the agent owes passes a lowered limit; 0 is cash only', async ({
    desk: { admin, staff, agentNamed, file },
  }) => {
    const agent = await agentNamed('Lowered Credit', '10000.00');
    const made = (await file(staff, agent, '5000.00')).ok.data;
    await admin.call(agentEndpoints.setCredit, {
      params: { id: agent },
      payload: { limits: [{ currency: 'AED', credit_limit: '0' }] },
    });
    const renamed = await staff.call(bookingEndpoints.update, {
      params: { id: made.id },
      payload: {
        guest_name: 'Renamed Guest',
        sale_amount: '5000.00',
        purchase_amount: '100.00',
        currency: 'AED',
        status: 'confirmed',
        agent_id: agent,
      },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const more = await file(staff, agent, '100.00');
    expect(more.status).toBe(422);
    // Only an admin sets limits.
    const refused = await staff.call(agentEndpoints.setCredit, {
      params: { id: agent },
      payload: { limits: [] },
    });
    expect(refused.status).toBe(403);
  });
});
