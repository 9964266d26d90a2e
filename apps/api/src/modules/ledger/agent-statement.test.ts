import { sql } from 'drizzle-orm';
import {
  accountEndpoints,
  bookingEndpoints,
  ledgerEndpoints as ep,
  refundEndpoints,
  todayIn,
  toMoney,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createAgent, createBooking } from '../../../test/factories.ts';

/**
 * An agent's statement from the books: opening, files billed, commission,
 * money received (from the agent, or from guests on its behalf) and closing, in base currency
 * and in the files' currency. The test database's standing AED rate is 22.70.
 */
describe("an agent's statement", () => {
  test('bills the sale less commission, takes off both kinds of money, gives a void back', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const agent = await createAgent(app.app, { commission_rate: '10.00' });
    const other = await createAgent(app.app, { commission_rate: '5.00' });
    const file = await createBooking(app.app, admin.token, {
      agent_id: agent.id,
      status: 'confirmed',
    });
    // Another agent's file is not on this statement.
    await createBooking(app.app, admin.token, { agent_id: other.id, status: 'confirmed' });
    const day = file.booking_date;
    await admin.call(bookingEndpoints.addPayment, {
      params: { id: file.id },
      payload: { amount: '500.00', payment_date: day, payment_method: 'cash' },
    });
    const byAgent = await admin.call(bookingEndpoints.addAgentPayment, {
      params: { id: file.id },
      payload: { amount: '200.00', payment_date: day },
    });
    await admin.call(bookingEndpoints.voidAgentPayment, {
      params: { id: byAgent.ok.data[0]!.id },
      payload: { reason: 'Bounced' },
    });

    const res = await admin.call(ep.agentStatement, { params: { id: agent.id } });
    expect(res.status).toBe(200);
    const s = res.ok.data;
    expect(s).toMatchObject({
      currency: 'INR',
      agent: { id: agent.id },
      from: null,
      to: todayIn('Asia/Kolkata'),
      opening: '0.00',
      // AED 1,000 sold, AED 100 commission, at 22.70.
      billed: '22700.00',
      commission: '2270.00',
      debit: '24970.00', // 20,430 billed net + 4,540 given back by the void
      credit: '15890.00', // 11,350 from the guest + 4,540 from the agent
      closing: '9080.00', // AED 400 still owed
      opening_by_currency: [],
      closing_by_currency: [{ currency: 'AED', amount: '400.00' }],
    });
    expect(s.lines.map((l) => [l.kind, l.debit, l.credit, l.running_balance, l.document])).toEqual([
      ['billed', '20430.00', '0.00', '20430.00', { currency: 'AED', amount: '900.00' }],
      ['receipt', '0.00', '11350.00', '9080.00', { currency: 'AED', amount: '-500.00' }],
      ['receipt', '0.00', '4540.00', '4540.00', { currency: 'AED', amount: '-200.00' }],
      ['void', '4540.00', '0.00', '9080.00', { currency: 'AED', amount: '200.00' }],
    ]);
    expect(new Set(s.lines.map((l) => l.file.file_number))).toEqual(new Set([file.file_number]));
    // The closing agrees with the file's own figure (AED 400 owed).
    const read = (await admin.call(bookingEndpoints.get, { params: { id: file.id } })).ok.data;
    expect(read.balance_due).toBe('400.00');

    // A period after it all: everything is in the opening, nothing moves.
    const later = await admin.call(ep.agentStatement, {
      params: { id: agent.id },
      query: { from: '2099-01-01', to: '2099-01-31' },
    });
    expect(later.ok.data).toMatchObject({
      opening: '9080.00',
      closing: '9080.00',
      billed: '0.00',
      lines: [],
      opening_by_currency: [{ currency: 'AED', amount: '400.00' }],
    });
  });

  test("a cancelled file's refund to the agent is on its statement, which closes at what its files owe", async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const agent = await createAgent(app.app, { commission_rate: '10.00' });
    const bank = (
      await admin.call(accountEndpoints.create, {
        payload: { name: 'Agent Refunds', code: 'AS-RF', type: 'asset', opening_balance: '50000' },
      })
    ).ok.data.id;
    // A rupee file sold for ₹20,000 through the agent: it owes ₹18,000 and pays it all.
    const file = await createBooking(app.app, admin.token, {
      currency: 'INR',
      agent_id: agent.id,
      sale_amount: '20000.00',
      purchase_amount: '15000.00',
      status: 'confirmed',
    });
    const day = file.booking_date;
    await admin.call(bookingEndpoints.addAgentPayment, {
      params: { id: file.id },
      payload: { amount: '18000.00', payment_date: day },
    });
    // Cancelled keeping ₹2,000: what the agent paid beyond it goes back to the agent.
    const cancel = await admin.call(bookingEndpoints.cancel, {
      params: { id: file.id },
      payload: { reason: 'Group postponed', cancellation_charge: '2000.00' },
    });
    expect(cancel.status).toBe(200);
    const { refundable } = (await admin.call(refundEndpoints.list, { params: { id: file.id } })).ok
      .data.settlement;
    expect(Number(refundable)).toBeGreaterThan(0);
    const refund = await admin.call(refundEndpoints.create, {
      params: { id: file.id },
      payload: { amount: refundable, refund_date: todayIn('Asia/Kolkata'), account_id: bank },
    });
    expect(refund.status).toBe(201);

    const s = (await admin.call(ep.agentStatement, { params: { id: agent.id } })).ok.data;
    // The books' Agent Receivables for this agent's file, read from the lines themselves.
    const { rows } = await app.db.execute<{ owed: string }>(sql`
      select coalesce(sum(l.debit - l.credit), 0)::numeric(14,2)::text as owed
      from journal_lines l join accounts a on a.id = l.account_id and a.system_key = 'agent_receivables'
        join journal_entries e on e.id = l.entry_id
        left join journal_entries o on o.id = e.reverses_id
      where (coalesce(o.source_type, e.source_type), coalesce(o.source_id, e.source_id)) in (
        select 'booking', ${file.id}::int
        union all select 'agent_payment', id from agent_payments where booking_id = ${file.id}
        union all select 'refund', id from booking_refunds where booking_id = ${file.id})`);
    expect(s.closing).toBe(rows[0]!.owed);
    expect(s.closing).toBe('0.00');
    expect(s.lines.filter((l) => l.kind === 'refund').map((l) => l.debit)).toEqual([
      toMoney(refundable),
    ]);
    expect(s.lines.at(-1)!.running_balance).toBe('0.00');
  });

  test('an unknown agent is a 404; a bad period is refused by field', async ({ callers }) => {
    const admin = await callers.admin();
    const missing = await admin.call(ep.agentStatement, { params: { id: 2147483000 } });
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('Agent not found');
    const bad = await admin.call(ep.agentStatement, {
      params: { id: 1 },
      query: { from: '2026-03-01', to: '2026-02-30' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.failure.errors ?? {})).toEqual(['to']);
  });
});
