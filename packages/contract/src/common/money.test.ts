import { describe, expect, it } from 'vitest';
import { inMoneyRange, MONEY_MAX, MONEY_MIN, moneyField, optionalMoneyField } from './money.ts';

const amount = moneyField('amount');
const errorsOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message);

describe('moneyField', () => {
  it('normalises numbers and strings to two places', () => {
    expect(amount.parse(10)).toBe('10.00');
    expect(amount.parse('10.5')).toBe('10.50');
    expect(amount.parse(' 1234567.89 ')).toBe('1234567.89');
  });
  it('refuses a third decimal, text, blanks, negatives and absurd values', () => {
    expect(errorsOf(amount.safeParse('10.005'))).toEqual([
      'The amount may have at most 2 decimal places.',
    ]);
    expect(errorsOf(amount.safeParse(0.1 + 0.2))).toEqual([
      'The amount may have at most 2 decimal places.',
    ]);
    expect(errorsOf(amount.safeParse('abc'))).toEqual(['The amount must be a number.']);
    expect(errorsOf(amount.safeParse('1e5'))).toEqual(['The amount must be a number.']);
    expect(errorsOf(amount.safeParse(''))).toEqual(['The amount field is required.']);
    expect(errorsOf(amount.safeParse(undefined))).toEqual(['The amount field is required.']);
    // Present but not a number or text (JSON's 1e400 reads as Infinity): not "required".
    for (const [i, v] of [Infinity, true, {}, [1]].entries())
      expect(errorsOf(amount.safeParse(v)), `value ${i}`).toEqual(['The amount must be a number.']);
    expect(errorsOf(amount.safeParse(null))).toEqual(['The amount field is required.']);
    expect(errorsOf(amount.safeParse(-1))).toEqual(['The amount must not be negative.']);
    expect(errorsOf(amount.safeParse('9999999999999'))).toEqual([
      'The amount may not be greater than 999999999999.99.',
    ]);
    expect(errorsOf(moneyField('amount', { min: 0.01 }).safeParse(0))).toEqual([
      'The amount must be at least 0.01.',
    ]);
  });
  it('holds the one money range at both edges, whatever the spelling', () => {
    const balance = moneyField('opening_balance', { min: MONEY_MIN });
    expect(amount.parse(MONEY_MAX)).toBe('999999999999.99');
    expect(amount.parse(999_999_999_999.99)).toBe('999999999999.99');
    expect(balance.parse(MONEY_MIN)).toBe('-999999999999.99');
    for (const v of ['1000000000000.00', '1000000000000', 1e12, '00001000000000000.00'])
      expect(errorsOf(amount.safeParse(v)), String(v)).toEqual([
        'The amount may not be greater than 999999999999.99.',
      ]);
    expect(errorsOf(balance.safeParse('-1000000000000.00'))).toEqual([
      'The opening balance may not be less than -999999999999.99.',
    ]);
    expect(errorsOf(amount.safeParse('-0.01'))).toEqual(['The amount must not be negative.']);
    expect(errorsOf(amount.safeParse('1'.repeat(400)))).toEqual([
      'The amount may not be greater than 999999999999.99.',
    ]);
    expect([MONEY_MAX, MONEY_MIN, '0.00'].every(inMoneyRange)).toBe(true);
    expect(['1000000000000.00', '-1000000000000.00'].some(inMoneyRange)).toBe(false);
  });
  it('lets optional money be blank', () => {
    const o = optionalMoneyField('salary');
    expect(o.parse('')).toBeNull();
    expect(o.parse(null)).toBeNull();
    expect(o.parse(undefined)).toBeNull();
    expect(o.parse('12')).toBe('12.00');
    expect(errorsOf(o.safeParse('1.234'))).toEqual([
      'The salary may have at most 2 decimal places.',
    ]);
  });
});
