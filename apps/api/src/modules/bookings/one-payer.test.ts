import { sql } from 'drizzle-orm';
import { bookingEndpoints as ep } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { bookingValues, createAgent, createBooking } from '../../../test/factories.ts';

/**
 * One payer per file (decision 043, point 3): on an agent's file the agent owes the sale less
 * commission, and a guest who pays there pays on the agent's behalf. Customer and agent
 * payments together never exceed that figure, and the booking's balance due and the agent's
 * balance are one figure.
 */
describe("an agent's file has one payer", () => {
  test('customer and agent payments share what the agent owes; a void gives it back to both', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const agent = await createAgent(app.app, { commission_rate: '10.00' });
    // Sale 1,000 at 10%: the agent owes 900.
    const file = await createBooking(app.app, admin.token, {
      agent_id: agent.id,
      status: 'confirmed',
    });
    expect(file).toMatchObject({ agent_payable: '900.00', balance_due: '900.00' });
    const day = file.booking_date;
    const pay = (amount: string) =>
      admin.call(ep.addPayment, {
        params: { id: file.id },
        payload: { amount, payment_date: day, payment_method: 'cash' },
      });
    const agentPay = (amount: string) =>
      admin.call(ep.addAgentPayment, {
        params: { id: file.id },
        payload: { amount, payment_date: day },
      });

    const guest = await pay('500.00');
    expect(guest.status).toBe(201);
    expect(guest.ok.data).toMatchObject({
      paid_amount: '500.00',
      balance_due: '400.00',
      agent_balance: '400.00',
      payment_status: 'partial',
    });
    const tooMuch = await agentPay('400.01');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.failure.errors).toEqual({
      amount: ["The amount may not be greater than the agent's outstanding balance (400.00)."],
    });
    const settled = await agentPay('400.00');
    expect(settled.status).toBe(201);
    expect(settled.ok.booking).toMatchObject({
      paid_amount: '500.00',
      agent_paid: '400.00',
      balance_due: '0.00',
      agent_balance: '0.00',
      payment_status: 'paid',
      agent_payment_status: 'paid',
    });
    // Nothing more is owed on the file, by anyone.
    const extra = await pay('0.01');
    expect(extra.status).toBe(422);
    expect(extra.failure.errors).toEqual({
      amount: ['The amount may not be greater than the balance due (0.00).'],
    });

    const voided = await admin.call(ep.voidPayment, {
      params: { id: file.id, paymentId: guest.ok.data.payments[0]!.id },
      payload: { reason: 'Card charge reversed' },
    });
    expect(voided.ok.data).toMatchObject({
      paid_amount: '0.00',
      agent_paid: '400.00',
      balance_due: '500.00',
      agent_balance: '500.00',
      payment_status: 'partial',
      agent_payment_status: 'partial',
    });

    // The agent's receivable in the books is what the file says is owed (at the booked rate).
    const { rows } = await app.db.execute<{ net: string; rate: string }>(sql`
      select coalesce(sum(l.debit - l.credit), 0)::text as net, max(l.rate)::text as rate
      from journal_lines l join journal_entries e on e.id = l.entry_id
        join accounts a on a.id = l.account_id and a.system_key = 'agent_receivables'
      where (e.source_type = 'booking' and e.source_id = ${file.id})
        or (e.source_type in ('payment', 'void') and e.source_id in
          (select id from booking_payments where booking_id = ${file.id}))
        or (e.source_type = 'agent_payment' and e.source_id in
          (select id from agent_payments where booking_id = ${file.id}))`);
    expect(rows[0]).toEqual({ net: '11350.00', rate: '22.70000000' }); // 500.00 × 22.70
  });

  test('what the agent owes may not fall below what the file has received, from both', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const agent = await createAgent(app.app, { commission_rate: '10.00' });
    const file = await createBooking(app.app, admin.token, {
      agent_id: agent.id,
      status: 'confirmed',
    });
    await admin.call(ep.addPayment, {
      params: { id: file.id },
      payload: { amount: '600.00', payment_date: file.booking_date, payment_method: 'cash' },
    });
    await admin.call(ep.addAgentPayment, {
      params: { id: file.id },
      payload: { amount: '250.00', payment_date: file.booking_date },
    });
    // 850 received; a 20% commission would leave the agent owing 800.
    const res = await admin.call(ep.update, {
      params: { id: file.id },
      payload: bookingValues({
        agent_id: agent.id,
        agent_commission_rate: '20.00',
        status: 'confirmed',
      }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      agent_commission_rate: [
        'The agent payable may not be less than what has been received on this booking (850.00).',
      ],
    });
  });

  test('a guest and the agent paying at once never take more than the agent owes', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const agent = await createAgent(app.app, { commission_rate: '10.00' });
    const file = await createBooking(app.app, admin.token, {
      agent_id: agent.id,
      status: 'confirmed',
    });
    const day = file.booking_date;
    // Eight requests of 300 against 900 owed: three at most go through, whoever sends them.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? admin.call(ep.addPayment, {
              params: { id: file.id },
              payload: { amount: '300.00', payment_date: day, payment_method: 'cash' },
            })
          : admin.call(ep.addAgentPayment, {
              params: { id: file.id },
              payload: { amount: '300.00', payment_date: day },
            }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    const read = (await admin.call(ep.get, { params: { id: file.id } })).ok.data;
    expect(read.balance_due).toBe('0.00');
    expect(read.agent_balance).toBe('0.00');
    // Each figure is the sum of the payments that went through, of its own kind.
    const through = (odd: number) =>
      results.filter((r, i) => i % 2 === odd && r.status === 201).length * 300;
    expect(read.paid_amount).toBe(`${through(1)}.00`);
    expect(read.agent_paid).toBe(`${through(0)}.00`);
  });

  test('the database refuses more than the agent owes, whatever the code does', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const agent = await createAgent(app.app, { commission_rate: '10.00' });
    const file = await createBooking(app.app, admin.token, { agent_id: agent.id });
    await expect(
      app.db.execute(
        sql`update bookings set paid_amount = 600, agent_paid = 300.01 where id = ${file.id}`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'bookings_received_within_payable' } });
  });
});
