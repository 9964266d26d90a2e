import { describe, expect, it } from 'vitest';
import { money, sumMoney } from './money.ts';
import {
  addMoney,
  fromHundredths,
  hundredths,
  moneyAbove,
  paidPercent,
  receivedPercent,
  subtractMoney,
} from './hundredths.ts';

// Moved from the web (lib/money.test.ts, payment-history.test.ts) with the functions.
describe('hundredths', () => {
  it('reads money strings exactly, whatever their decimals or sign', () => {
    expect(['0', '0.1', '0.10', '1234.5', '1234.56', '-0.75', ' 7 '].map(hundredths)).toEqual([
      0n,
      10n,
      10n,
      123450n,
      123456n,
      -75n,
      700n,
    ]);
  });

  it('orders amounts a float would blur', () => {
    expect(moneyAbove('900719925474099.93', '900719925474099.92')).toBe(true);
    expect(Number('900719925474099.93') > Number('900719925474099.92')).toBe(false);
    expect(moneyAbove('0.01', '0.01')).toBe(false);
  });
});

/** The same share computed with decimal.js, the contract's other money arithmetic. */
const decimalPercent = (paid: string, sale: string) =>
  Number(sale) > 0 ? Math.round(money(paid).div(sale).times(100).toNumber()) : 0;

describe('paidPercent', () => {
  it('rounds the paid share to a whole percent, halves up', () => {
    expect(paidPercent('0.00', '100.00')).toBe(0);
    expect(paidPercent('1.00', '8.00')).toBe(13); // 12.5
    expect(paidPercent('0.07', '14.00')).toBe(1); // 0.5
    expect(paidPercent('2.00', '3.00')).toBe(67);
    expect(paidPercent('100.00', '100.00')).toBe(100);
    expect(paidPercent('50.00', '0.00')).toBe(0);
  });

  it('matches the decimal.js result', () => {
    const sales = ['0.01', '0.03', '1.00', '7.00', '8.00', '14.00', '99.99', '333.33', '12345.67'];
    for (const sale of sales) {
      const cents = Math.round(Number(sale) * 100);
      for (let p = 0; p <= cents; p += Math.max(1, Math.floor(cents / 997))) {
        const paid = (p / 100).toFixed(2);
        expect(paidPercent(paid, sale), `${paid}/${sale}`).toBe(decimalPercent(paid, sale));
      }
    }
  });
});

describe('receivedPercent', () => {
  it('is what was received of what the payer owes, both kinds of payment counted', () => {
    // An agent's file: 900 owed (1,000 less 10%), 450 left: half received.
    expect(receivedPercent('900.00', '450.00')).toBe(50);
    expect(receivedPercent('900.00', '0.00')).toBe(100);
    expect(receivedPercent('900.00', '900.00')).toBe(0);
    expect(receivedPercent('8.00', '7.00')).toBe(13); // 12.5, halves up
    expect(receivedPercent('0.00', '0.00')).toBe(0);
  });
});

describe('addMoney and subtractMoney', () => {
  const values = ['0.00', '0.01', '-0.01', '1234.50', '-999.99', '99999999999.99', '-0.75', '10'];
  it('answer as decimal.js does, to the hundredth', () => {
    expect(addMoney(values)).toBe(sumMoney(values));
    expect(addMoney([])).toBe('0.00');
    for (const a of values)
      for (const b of values)
        expect(subtractMoney(a, b), `${a} - ${b}`).toBe(money(a).minus(b).toFixed(2));
  });
  it('write hundredths back as money, sign and all', () => {
    expect(fromHundredths(123450n)).toBe('1234.50');
    expect(fromHundredths(-75n)).toBe('-0.75');
    expect(fromHundredths(0n)).toBe('0.00');
    expect(fromHundredths(-100n)).toBe('-1.00');
  });
});
