import { money } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { paidPercent } from './payment-history.tsx';

/** What the page computed with decimal.js before it stopped loading the library. */
const decimalPercent = (paid: string, sale: string) =>
  Number(sale) > 0 ? Math.round(money(paid).div(sale).times(100).toNumber()) : 0;

describe('paidPercent', () => {
  it('rounds the paid share to a whole percent, halves up', () => {
    expect(paidPercent({ paid_amount: '0.00', sale_amount: '100.00' })).toBe(0);
    expect(paidPercent({ paid_amount: '1.00', sale_amount: '8.00' })).toBe(13); // 12.5
    expect(paidPercent({ paid_amount: '0.07', sale_amount: '14.00' })).toBe(1); // 0.5
    expect(paidPercent({ paid_amount: '2.00', sale_amount: '3.00' })).toBe(67);
    expect(paidPercent({ paid_amount: '100.00', sale_amount: '100.00' })).toBe(100);
    expect(paidPercent({ paid_amount: '50.00', sale_amount: '0.00' })).toBe(0);
  });

  it('matches the decimal.js result', () => {
    const sales = ['0.01', '0.03', '1.00', '7.00', '8.00', '14.00', '99.99', '333.33', '12345.67'];
    for (const sale of sales) {
      const fils = Math.round(Number(sale) * 100);
      for (let p = 0; p <= fils; p += Math.max(1, Math.floor(fils / 997))) {
        const paid = (p / 100).toFixed(2);
        expect(paidPercent({ paid_amount: paid, sale_amount: sale }), `${paid}/${sale}`).toBe(
          decimalPercent(paid, sale),
        );
      }
    }
  });
});
