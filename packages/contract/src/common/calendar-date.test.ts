import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './calendar-date.ts';

describe('todayIn', () => {
  // 2026-11-30 20:00 UTC: already 1 December in Kolkata (UTC+5:30), still 30 November in
  // Los Angeles (UTC-8). Asked in turns, each zone keeps its own formatter.
  const evening = new Date('2026-11-30T20:00:00Z');

  it("gives each zone's own date, asked in turns", () => {
    for (let i = 0; i < 3; i++) {
      expect(todayIn('Asia/Kolkata', evening)).toBe('2026-12-01');
      expect(todayIn('America/Los_Angeles', evening)).toBe('2026-11-30');
      expect(todayIn('UTC', evening.getTime())).toBe('2026-11-30');
    }
  });

  it('turns at midnight in the zone, not in UTC', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('still answers past the zones it keeps', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 80);
    for (const zone of zones) expect(todayIn(zone, evening)).toMatch(/^2026-1[12]-\d\d$/);
    expect(todayIn('Asia/Kolkata', evening)).toBe('2026-12-01');
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and a leap day, either way', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-11-30', 0)).toBe('2026-11-30');
    expect(addDays('2026-11-30', -365)).toBe('2025-11-30');
  });
});
