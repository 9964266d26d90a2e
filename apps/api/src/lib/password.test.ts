import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Correct horse 1', 2 ** 10);
    const b = await hashPassword('Correct horse 1', 2 ** 10);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct horse 1', a)).toBe(true);
    expect(await verifyPassword('Correct horse 2', a)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
  });

  it('uses scrypt N=2^17 by default', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$131072\$/);
  });
});
