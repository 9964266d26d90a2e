import { describe, expect, it } from 'vitest';
import {
  choiceFilter,
  idFilter,
  idParams,
  MAX_ID,
  optionalPhoneField,
  phoneField,
  requiredTime,
} from './fields.ts';

describe('ids in paths and query strings', () => {
  it('reads canonical decimal ids', () => {
    expect(idParams.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParams.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    expect(idFilter.parse('42')).toBe(42);
    expect(idFilter.parse('')).toBe('');
  });

  it('refuses every other spelling instead of reading it as a number', () => {
    for (const spelled of ['0x1', '1e0', '01', '+1', ' 1', '1 ', '1.0', '0', '-1', '0b1', '1_0']) {
      expect(idParams.safeParse({ id: spelled }).success, spelled).toBe(false);
      expect(idFilter.safeParse(spelled).success, spelled).toBe(false);
    }
    expect(idParams.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
  });
});

describe('phone numbers (refused, never rewritten)', () => {
  const msg =
    'The mobile must be a phone number: 7 to 15 digits, with an optional +, spaces and dashes.';
  it('keeps what people type: digits with an optional +, spaces and dashes, trimmed', () => {
    for (const ok of [
      '+91 98200 00000',
      '9820000000',
      '022-4000-1234',
      '+971-4-123 4567',
      '1234567',
    ])
      expect(phoneField('mobile').parse(` ${ok} `)).toBe(ok);
    expect(optionalPhoneField('mobile').parse('')).toBeNull();
    expect(optionalPhoneField('mobile').parse(null)).toBeNull();
  });
  it('refuses anything else with the field message', () => {
    for (const bad of [
      'abc',
      '12345',
      '1234567890123456',
      '98200-abc-00',
      '++91 98200 00000',
      '91+9820000000',
      '(022) 4000 1234',
      '98200 00000 -',
      '+ 98200 00000',
      '-9820000000',
    ]) {
      const r = phoneField('mobile').safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([msg]);
      expect(optionalPhoneField('mobile').safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('times (refused, never rewritten)', () => {
  it('reads HH:MM, and HH:MM:00 as the same time', () => {
    expect(requiredTime('service_time').parse('09:30')).toBe('09:30');
    expect(requiredTime('service_time').parse('09:30:00')).toBe('09:30');
  });
  it('refuses seconds it would have to drop', () => {
    const r = requiredTime('service_time').safeParse('09:30:45');
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'The service time must be a time as HH:MM.',
    ]);
  });
});

describe('list choice filters', () => {
  const status = choiceFilter(['open', 'closed'], 'status');

  it('take a listed value, blank or nothing', () => {
    expect(status.parse('open')).toBe('open');
    expect(status.parse('')).toBe('');
    expect(status.parse(undefined)).toBeUndefined();
  });

  it('refuse anything else with the filter’s own message, as the one issue', () => {
    const r = status.safeParse('bogus');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['The selected status is invalid.']);
  });
});
