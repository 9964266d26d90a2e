import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { agentCommission, commissionBreakdown } from './commission.ts';

describe('agent commission', () => {
  it('rounds half-up at the paise edge where floats go wrong', () => {
    expect(agentCommission('333.35', '10')).toBe('33.34'); // 33.335
    expect(agentCommission('1.005', '100')).toBe('1.01');
    expect(agentCommission('100000', '7.5')).toBe('7500.00');
    expect(agentCommission('999.99', '0')).toBe('0.00');
  });
  it('breaks a sale down into commission, what the agent pays and net profit', () => {
    expect(commissionBreakdown('50000', '12.5', '30000')).toEqual({
      sale: '50000.00',
      commission: '6250.00',
      agent_will_pay: '43750.00',
      net_profit: '13750.00',
    });
  });
});

describe('agent commission without a decimal library', () => {
  // decimal.js, the server's money library, is the oracle: the BigInt math must agree with it
  // on every sale, rate and budget a form can hold, and on the decimal values the server passes.
  const amount = fc
    .tuple(fc.bigInt({ min: -99_999_999_999_999n, max: 99_999_999_999_999n }), fc.nat(3))
    .map(([m, s]) => new Decimal(m.toString()).div(10 ** s).toFixed(s));
  const rate = fc
    .tuple(fc.nat(10_000), fc.nat(2))
    .map(([n, places]) => new Decimal(n).div(100).toFixed(places));
  const oracle = (sale: string, r: string, budget: string) => {
    const commission = new Decimal(sale)
      .times(r)
      .div(100)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return {
      sale: new Decimal(sale).toFixed(2),
      commission: commission.toFixed(2),
      agent_will_pay: new Decimal(sale).minus(commission).toFixed(2),
      net_profit: new Decimal(sale).minus(budget).minus(commission).toFixed(2),
    };
  };
  const noNegativeZero = (o: Record<string, string>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === '-0.00' ? '0.00' : v]));

  it('agrees with decimal.js to the paisa, halves rounded up', () => {
    fc.assert(
      fc.property(amount, rate, amount, (sale, r, budget) => {
        expect(commissionBreakdown(sale, r, budget)).toEqual(
          noNegativeZero(oracle(sale, r, budget)),
        );
        expect(agentCommission(new Decimal(sale), new Decimal(r))).toBe(
          noNegativeZero(oracle(sale, r, budget)).commission,
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads numbers and exponents as decimal.js writes them, and refuses what is not a number', () => {
    expect(agentCommission(new Decimal('1e21'), 1)).toBe('10000000000000000000.00');
    expect(agentCommission('0.000000125', '100000000')).toBe('0.13');
    expect(agentCommission(250, 12.5)).toBe('31.25');
    expect(() => agentCommission('12,500', '10')).toThrow('Not a decimal number: 12,500');
    expect(() => agentCommission('', '10')).toThrow('Not a decimal number');
  });
});
