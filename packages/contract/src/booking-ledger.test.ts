import { describe, expect, it } from 'vitest';
import { agentLedger, computeBookingTotals, paymentLedger } from './booking-totals.ts';
import { sumMoney } from './common/money.ts';

// The ledger a payment leaves has one definition, used by the server's payments and
// by the booking figures alike.
describe('paymentLedger', () => {
  it('gives paid, balance and status for edge amounts', () => {
    expect(paymentLedger('0.01', '0')).toEqual({
      paid_amount: '0.00',
      balance_due: '0.01',
      payment_status: 'unpaid',
    });
    expect(paymentLedger('0.01', '0.01')).toEqual({
      paid_amount: '0.01',
      balance_due: '0.00',
      payment_status: 'paid',
    });
    expect(paymentLedger('999999999999.99', '999999999999.98')).toEqual({
      paid_amount: '999999999999.98',
      balance_due: '0.01',
      payment_status: 'partial',
    });
  });

  it('adds many small payments exactly (no float drift)', () => {
    const payments = Array.from({ length: 1000 }, () => '0.10');
    expect(sumMoney(payments)).toBe('100.00');
    expect(paymentLedger('100.00', sumMoney(payments)).payment_status).toBe('paid');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe('agentLedger', () => {
  it('is pending, partial or paid against the payable', () => {
    expect(agentLedger('90.00', 0).agent_payment_status).toBe('pending');
    expect(agentLedger('90.00', '89.99')).toEqual({
      agent_paid: '89.99',
      agent_balance: '0.01',
      agent_payment_status: 'partial',
    });
    expect(agentLedger('90.00', '90.00').agent_payment_status).toBe('paid');
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
    expect(t).toMatchObject({
      ...paymentLedger('100.00', '40.00'),
      ...agentLedger('90.00', '30.00'),
    });
  });
});
