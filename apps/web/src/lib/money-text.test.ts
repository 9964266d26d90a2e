import { describe, expect, it } from 'vitest';
import { groupMoney, MONEY_MESSAGES as M, parseMoneyText } from './money-text.ts';

const ok = (value: string) => ({ ok: true, value });
const no = (message: string) => ({ ok: false, message });

describe('parseMoneyText', () => {
  it.each([
    ['2,00,000.50', ok('200000.50')],
    ['200000.5', ok('200000.50')],
    ['2,000.50', ok('2000.50')],
    ['200,000.50', ok('200000.50')],
    ['18,750', ok('18750.00')],
    [' 1,234 ', ok('1234.00')],
    ['₹1,234.5', ok('1234.50')],
    ['₹ 2,00,000', ok('200000.00')],
    ['AED 18,500.00', ok('18500.00')],
    ['$99', ok('99.00')],
    ['1 234', ok('1234.00')],
    ['0.00', ok('0.00')],
    ['0', ok('0.00')],
    ['007', ok('7.00')],
    ['.5', ok('0.50')],
    ['1.', ok('1.00')],
    ['', ok('')],
    ['   ', ok('')],
    ['abc', no(M.letters)],
    ['12k', no(M.letters)],
    ['1.2.3', no(M.points)],
    ['1.234', no(M.decimals)],
    ['0.005', no(M.decimals)],
    ['-5', no(M.negative)],
    ['₹-5', no(M.negative)],
    ['1,,000', no(M.commas)],
    [',100', no(M.commas)],
    ['100,', no(M.commas)],
    ['1,000.5,0', no(M.commas)],
    ['.', no(M.notNumber)],
    ['12#', no(M.notNumber)],
    ['1234567890123', no(M.tooLarge)],
  ])('%j -> %j', (typed, expected) => {
    expect(parseMoneyText(typed)).toEqual(expected);
  });

  it('takes a minus sign where the field allows one', () => {
    expect(parseMoneyText('-1,250.5', { allowNegative: true })).toEqual(ok('-1250.50'));
    expect(parseMoneyText('-0', { allowNegative: true })).toEqual(ok('0.00'));
  });
});

describe('groupMoney', () => {
  it.each([
    ['200000.50', 'INR', '2,00,000.50'],
    ['200000.50', 'AED', '200,000.50'],
    ['18750.00', 'USD', '18,750.00'],
    ['999999999999.99', 'INR', '9,99,99,99,99,999.99'],
    ['0.00', 'INR', '0.00'],
  ] as const)('%s in %s reads %s', (value, currency, expected) => {
    expect(groupMoney(value, currency)).toBe(expected);
  });
});
