import { describe, expect, it } from 'vitest';
import {
  agencyTimezone,
  agencyToday,
  formatDateRange,
  formatInr,
  formatMoney,
  groupMoney,
} from './format.ts';
import { groupMoney as inputGrouping } from './money-text.ts';

const formatAed = (v: string | number) => formatMoney(v, 'AED');
const formatDollar = (v: string | number) => formatMoney(v, 'USD');

describe('money text: one grouping per currency convention', () => {
  it.each([
    ['200000.50', '₹2,00,000.50', 'AED\u00a0200,000.50', '$200,000.50'],
    ['18750', '₹18,750.00', 'AED\u00a018,750.00', '$18,750.00'],
    ['0.00', '₹0.00', 'AED\u00a00.00', '$0.00'],
    ['-1234.5', '-₹1,234.50', '-AED\u00a01,234.50', '-$1,234.50'],
    // Beyond a double's exact digits: formatted from the string, not a float.
    [
      '9999999999999.99',
      '₹99,99,99,99,99,999.99',
      'AED\u00a09,999,999,999,999.99',
      '$9,999,999,999,999.99',
    ],
  ])('%s reads %s / %s / %s', (value, inr, aed, usd) => {
    expect(formatInr(value)).toBe(inr);
    expect(formatAed(value)).toBe(aed);
    expect(formatDollar(value)).toBe(usd);
  });

  it('reads numbers as well as decimal strings', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatAed(1500)).toBe('AED\u00a01,500.00');
  });

  it('marks any other currency by its code, grouped in thousands', () => {
    expect(formatMoney('1234567.5', 'EUR')).toBe('EUR\u00a01,234,567.50');
    expect(formatMoney('-0.5', 'SAR')).toBe('-SAR\u00a00.50');
  });

  it('is the grouping the money input shows, so a typed amount and its text agree', () => {
    expect(inputGrouping).toBe(groupMoney);
    expect(formatMoney('200000.5', 'INR')).toBe(`₹${groupMoney('200000.5', 'INR')}`);
  });

  it('reads as the browser’s own en-AE and en-IN currency formats did before', () => {
    const aed = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' });
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (const v of [0, 5, 1234.5, 987654321.25, -42]) {
      expect(formatAed(v)).toBe(aed.format(v));
      expect(formatInr(v)).toBe(inr.format(v));
    }
  });
});

describe('a trip’s dates', () => {
  it('gives the year once when both ends share it, both years when they differ', () => {
    expect(formatDateRange('2026-12-03', '2026-12-07')).toBe('3 Dec – 7 Dec 2026');
    expect(formatDateRange('2026-12-25', '2027-01-02')).toBe('25 Dec 2026 – 2 Jan 2027');
    expect(formatDateRange('2026-12-03', null)).toBe('3 Dec 2026');
    expect(formatDateRange(null, '2026-12-07')).toBe('');
  });
});

describe("today: the agency's calendar, not the browser's", () => {
  // 30 November, 19:00 UTC: already 1 December in Kolkata (00:30), still 30 November in Dubai
  // (23:00).
  const evening = new Date('2026-11-30T19:00:00Z');
  const zone = (name: string) => {
    const meta = document.createElement('meta');
    meta.name = 'agency-timezone';
    meta.content = name;
    document.head.append(meta);
    return meta;
  };

  it('reads the zone the server wrote into the page', () => {
    const meta = zone('Asia/Kolkata');
    try {
      expect(agencyTimezone()).toBe('Asia/Kolkata');
      expect(agencyToday(evening)).toBe('2026-12-01');
      meta.content = 'Asia/Dubai';
      expect(agencyToday(evening)).toBe('2026-11-30');
    } finally {
      meta.remove();
    }
  });

  it("falls back to the browser's zone on a page without one (the dev server)", () => {
    expect(agencyTimezone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
