import { describe, expect, it } from 'vitest';
import { bookingPolicyInput, cancellationPolicyInput, chargeAt, tierFor } from './cancellation.ts';
import { fileLedger } from './booking-totals.ts';

const tiers = [
  { min_days: 0, percent: '100.00' },
  { min_days: 30, percent: '10.00' },
  { min_days: 7, percent: '50.00' },
  { min_days: 15, percent: '25.00' },
];

describe('the cancellation policy', () => {
  it.each([
    [45, '10.00'],
    [30, '10.00'],
    [29, '25.00'],
    [15, '25.00'],
    [14, '50.00'],
    [7, '50.00'],
    [6, '100.00'],
    [0, '100.00'],
    [-3, '100.00'],
  ])('%i days before travel falls in the %s%% tier', (days, percent) => {
    expect(tierFor(tiers, days)?.percent).toBe(percent);
  });

  it('charges the percent of the sale half-up to the paisa', () => {
    expect(chargeAt('20000.00', '10.00')).toBe('2000.00');
    expect(chargeAt('1234.55', '12.50')).toBe('154.32'); // 154.31875
    expect(chargeAt('0.05', '50.00')).toBe('0.03'); // 0.025 half-up
  });

  it('refuses a policy without a 0-day tier, or with a day count twice', () => {
    const noZero = cancellationPolicyInput.safeParse({ tiers: [{ min_days: 7, percent: 50 }] });
    expect(noZero.error?.issues.map((i) => i.message)).toEqual([
      'The policy needs a tier from 0 days before travel (the last days, and after travel has begun).',
    ]);
    const twice = cancellationPolicyInput.safeParse({
      tiers: [
        { min_days: 0, percent: 100 },
        { min_days: 0, percent: 50 },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['tiers', 1, 'min_days'],
      message: 'Two tiers start at 0 days before travel.',
    });
    const over = cancellationPolicyInput.safeParse({ tiers: [{ min_days: 0, percent: 101 }] });
    expect(over.error?.issues[0]?.message).toBe('The percent may not be greater than 100.');
    expect(bookingPolicyInput.parse({ tiers: null })).toEqual({ tiers: null });
  });
});

describe("a cancelled file's balance follows its settlement", () => {
  const sale = { sale: '20000', payable: null, paid: '8000' };
  it('owes nothing and is settled when it paid beyond the charge', () => {
    expect(fileLedger({ ...sale, cancelled: { charge: '2000', refunded: '0' } })).toMatchObject({
      balance_due: '0.00',
      payment_status: 'paid',
    });
  });
  it('owes the charge less what it kept of its payments', () => {
    expect(fileLedger({ ...sale, cancelled: { charge: '10000', refunded: '0' } })).toMatchObject({
      balance_due: '2000.00',
      payment_status: 'partial',
    });
    // Refunded everything: the whole charge is owed again.
    expect(
      fileLedger({ ...sale, paid: '8000', cancelled: { charge: '2000', refunded: '8000' } }),
    ).toMatchObject({ balance_due: '2000.00', payment_status: 'unpaid' });
  });
  it("an agent's file: both payments count, the agent's balance is the same figure", () => {
    expect(
      fileLedger({
        sale: '20000',
        payable: '18000',
        paid: '1000',
        agentPaid: '2000',
        cancelled: { charge: '5000', refunded: '0' },
      }),
    ).toMatchObject({
      balance_due: '2000.00',
      agent_balance: '2000.00',
      payment_status: 'partial',
      agent_payment_status: 'partial',
    });
  });
});
