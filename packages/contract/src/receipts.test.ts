import { describe, expect, it } from 'vitest';
import { amountWords, groupedMoney, moneyText, numberWords } from './receipts.ts';
import { searchQuery } from './search.ts';

describe('receipt amounts', () => {
  it('groups exact decimal text without a float', () => {
    expect(groupedMoney('1234.5')).toBe('1,234.50');
    expect(groupedMoney('999999999999.99')).toBe('999,999,999,999.99');
    expect(groupedMoney('0.10')).toBe('0.10');
    expect(groupedMoney('1000')).toBe('1,000.00');
    // A float would print 90071992547409.92 as ...09.92 or worse; text keeps every digit.
    expect(groupedMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
    expect(moneyText('AED', '1234.50')).toBe('AED 1,234.50');
  });

  it('says the amount in words, dirhams and fils', () => {
    expect(numberWords('0')).toBe('zero');
    expect(numberWords('115')).toBe('one hundred fifteen');
    expect(numberWords('1000001')).toBe('one million one');
    expect(numberWords('999999999999')).toBe(
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    );
    expect(amountWords('1234.50', 'AED')).toBe(
      'One thousand two hundred thirty-four dirhams and fifty fils only',
    );
    expect(amountWords('1.00', 'AED')).toBe('One dirham only');
    expect(amountWords('0.05', 'AED')).toBe('Zero dirhams and five fils only');
  });

  it('writes rupees in lakhs and crores, as an Indian receipt does, and dollars in cents', () => {
    expect(amountWords('145000.00', 'INR')).toBe('One lakh forty-five thousand rupees only');
    expect(amountWords('12345678.50', 'INR')).toBe(
      'One crore twenty-three lakh forty-five thousand six hundred seventy-eight rupees and fifty paise only',
    );
    expect(amountWords('1.01', 'INR')).toBe('One rupee and one paise only');
    expect(amountWords('100000000000.00', 'INR')).toBe('Ten thousand crore rupees only');
    expect(amountWords('999999999999.99', 'INR')).toBe(
      'Ninety-nine thousand nine hundred ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees and ninety-nine paise only',
    );
    expect(amountWords('100.50', 'USD')).toBe('One hundred dollars and fifty cents only');
  });
});

describe('search query', () => {
  const parse = (q: unknown) => searchQuery.safeParse({ q });
  it('takes a trimmed search of 3 letters or digits in a row, up to 100 characters', () => {
    expect(parse('  sharma ').data).toEqual({ q: 'sharma' });
    expect(parse("o'brien").success).toBe(true);
    expect(parse('RCPT-2026-00001').success).toBe(true);
    expect(parse('x'.repeat(100)).success).toBe(true);
  });
  it('refuses what no index can serve, with the field message', () => {
    const message = (q: unknown) => parse(q).error?.issues[0]?.message;
    expect(message('x'.repeat(101))).toBe('The search may not be greater than 100 characters.');
    expect(message('%%%')).toBe('Type at least 3 letters or digits in a row to search.');
    expect(message('a_b')).toBe('Type at least 3 letters or digits in a row to search.');
    expect(message('   ')).toBe('The search field is required.');
    expect(message(undefined)).toBe('The search field is required.');
  });
});
