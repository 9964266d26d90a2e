import { describe, expect, it } from 'vitest';
import { quarterDays, quarterOf, quarterRule } from './tcs-values.ts';

describe('financial-year quarters (Form 27EQ)', () => {
  it.each([
    ['2026-27-Q1', '2026-04-01', '2026-06-30'],
    ['2026-27-Q2', '2026-07-01', '2026-09-30'],
    ['2026-27-Q3', '2026-10-01', '2026-12-31'],
    ['2026-27-Q4', '2027-01-01', '2027-03-31'],
    ['1999-00-Q4', '2000-01-01', '2000-03-31'],
  ])('%s runs %s to %s', (quarter, from, to) => {
    expect(quarterDays(quarter)).toEqual({ from, to });
    expect(quarterOf(from)).toBe(quarter);
    expect(quarterOf(to)).toBe(quarter);
  });

  it('refuses a quarter spelt otherwise or a year that does not follow on', () => {
    for (const q of ['2026-Q3', '2026-28-Q1', '2026-27-Q0', '2026-27-Q5', '2026-27-q3', ''])
      expect(quarterDays(q)).toBeNull();
    expect(quarterRule.safeParse('2026-27-Q9').success).toBe(false);
    expect(quarterRule.safeParse(' 2026-27-Q2 ')).toEqual({ success: true, data: '2026-27-Q2' });
    expect(quarterRule.safeParse('').success).toBe(true);
  });
});
