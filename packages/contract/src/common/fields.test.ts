import { describe, expect, it } from 'vitest';
import { idFilter, idParams, MAX_ID } from './fields.ts';

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
