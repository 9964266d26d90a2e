import { describe, expect, it } from 'vitest';
import { computeBookingTotals, fileLedger } from './booking-totals.ts';
import { sumMoney } from './common/money.ts';

// The ledger a payment leaves has one definition, used by the server's payments and
// by the booking figures alike.
const direct = (sale: string, paid: string | number) => fileLedger({ sale, payable: null, paid });

describe('fileLedger on a direct file', () => {
  it('gives paid, balance and status for edge amounts, and no agent figures', () => {
    expect(direct('0.01', '0')).toEqual({
      paid_amount: '0.00',
      balance_due: '0.01',
      payment_status: 'unpaid',
      agent_paid: null,
      agent_balance: null,
      agent_payment_status: null,
    });
    expect(direct('0.01', '0.01')).toMatchObject({
      paid_amount: '0.01',
      balance_due: '0.00',
      payment_status: 'paid',
    });
    expect(direct('999999999999.99', '999999999999.98')).toMatchObject({
      paid_amount: '999999999999.98',
      balance_due: '0.01',
      payment_status: 'partial',
    });
  });

  it('adds many small payments exactly (no float drift)', () => {
    const payments = Array.from({ length: 1000 }, () => '0.10');
    expect(sumMoney(payments)).toBe('100.00');
    expect(direct('100.00', sumMoney(payments)).payment_status).toBe('paid');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe("fileLedger on an agent's file (decision 043: one payer, the agent)", () => {
  const agentFile = (paid: string | number, agentPaid: string | number) =>
    fileLedger({ sale: '100.00', payable: '90.00', paid, agentPaid });

  it('is pending, partial or paid against the payable, whoever paid', () => {
    expect(agentFile(0, 0)).toMatchObject({
      balance_due: '90.00',
      payment_status: 'unpaid',
      agent_balance: '90.00',
      agent_payment_status: 'pending',
    });
    expect(agentFile(0, '89.99')).toEqual({
      paid_amount: '0.00',
      balance_due: '0.01',
      payment_status: 'partial',
      agent_paid: '89.99',
      agent_balance: '0.01',
      agent_payment_status: 'partial',
    });
    // The guest's payment is made on the agent's behalf: it reduces what the agent owes.
    expect(agentFile('50.00', '40.00')).toMatchObject({
      paid_amount: '50.00',
      agent_paid: '40.00',
      balance_due: '0.00',
      agent_balance: '0.00',
      payment_status: 'paid',
      agent_payment_status: 'paid',
    });
    expect(agentFile('90.00', 0).agent_payment_status).toBe('paid');
  });

  it('shows one figure per payer: the balance due and the agent balance are the same', () => {
    for (const [paid, agentPaid] of [
      ['0.00', '0.00'],
      ['12.34', '0.00'],
      ['0.00', '45.67'],
      ['10.00', '20.00'],
    ] as const) {
      const l = agentFile(paid, agentPaid);
      expect(l.balance_due).toBe(l.agent_balance);
    }
  });

  it('is what computeBookingTotals gives for the same file', () => {
    const t = computeBookingTotals({
      sale: '100.00',
      purchase: '50.00',
      hasAgent: true,
      commissionRate: '10',
      paid: '40.00',
      agentPaid: '30.00',
    });
    expect(t).toMatchObject({ agent_payable: '90.00', ...agentFile('40.00', '30.00') });
    expect(t.balance_due).toBe('20.00');
  });
});
