import { describe, expect, it } from 'vitest';
import { fils } from './money.ts';

describe('fils', () => {
  it('reads money strings exactly, whatever their decimals or sign', () => {
    expect(['0', '0.1', '0.10', '1234.5', '1234.56', '-0.75', ' 7 '].map(fils)).toEqual([
      0n,
      10n,
      10n,
      123450n,
      123456n,
      -75n,
      700n,
    ]);
  });

  it('orders amounts a float would blur', () => {
    expect(fils('900719925474099.93') > fils('900719925474099.92')).toBe(true);
    expect(Number('900719925474099.93') > Number('900719925474099.92')).toBe(false);
  });
});
