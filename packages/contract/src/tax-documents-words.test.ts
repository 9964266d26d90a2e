import { describe, expect, it } from 'vitest';
import { indianGrouped, rupeesInWords } from './tax-documents-words.ts';

describe('a tax document total in words', () => {
  it.each([
    ['105000.00', 'Rupees One Lakh Five Thousand Only'],
    ['105000', 'Rupees One Lakh Five Thousand Only'],
    ['1.00', 'Rupees One Only'],
    ['10.50', 'Rupees Ten and Fifty Paise Only'],
    ['10.5', 'Rupees Ten and Fifty Paise Only'],
    ['10.05', 'Rupees Ten and Five Paise Only'],
    ['0.50', 'Fifty Paise Only'],
    ['0.00', 'Rupees Zero Only'],
    ['45.99', 'Rupees Forty-Five and Ninety-Nine Paise Only'],
    ['100', 'Rupees One Hundred Only'],
    ['1001', 'Rupees One Thousand One Only'],
    ['19999.01', 'Rupees Nineteen Thousand Nine Hundred Ninety-Nine and One Paise Only'],
    ['2500000.00', 'Rupees Twenty-Five Lakh Only'],
    ['10000000', 'Rupees One Crore Only'],
    [
      '12345678.90',
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    ],
    ['100000000000.00', 'Rupees Ten Thousand Crore Only'],
    // Past a float's exact integers: every digit still counts.
    [
      '90071992547409.93',
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety-Nine Crore Twenty-Five Lakh Forty-Seven Thousand Four Hundred Nine and Ninety-Three Paise Only',
    ],
    ['00105000.000', 'Rupees One Lakh Five Thousand Only'],
  ])('%s → %s', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it.each(['', '-5.00', '1,000.00', '10.505', 'abc', '1e5'])('refuses %j', (amount) => {
    expect(() => rupeesInWords(amount)).toThrow(RangeError);
  });

  it.each([
    ['105000', '1,05,000.00'],
    ['1234567.5', '12,34,567.50'],
    ['999.99', '999.99'],
    ['1000', '1,000.00'],
    ['0.1', '0.10'],
    ['-250000.00', '-2,50,000.00'],
  ])('groups %s as %s', (amount, text) => {
    expect(indianGrouped(amount)).toBe(text);
  });
});
