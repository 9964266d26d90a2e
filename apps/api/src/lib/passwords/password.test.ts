import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, needsRehash, verifyPassword } from './password.ts';

const scryptHash = (password: string, N = 1024) => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
};

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Correct horse 1', 1024);
    const b = await hashPassword('Correct horse 1', 1024);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct horse 1', a)).toBe(true);
    expect(await verifyPassword('Correct horse 2', a)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
    expect(await verifyPassword('anything', '$argon2id$garbage')).toBe(false);
  });

  it("uses Argon2id at OWASP's 19 MiB, 2 passes, 1 lane by default", async () => {
    expect(DEFAULT_COST).toBe(19_456);
    expect(await hashPassword('x')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('still verifies the old scrypt hashes, whatever the Unicode form typed', async () => {
    const old = scryptHash('Caf\u00e9-lantern-9');
    expect(await verifyPassword('Cafe\u0301-lantern-9', old)).toBe(true);
    expect(await verifyPassword('Cafe-lantern-9', old)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$$')).toBe(false);
  });

  it('asks for a rehash of anything but Argon2id at the current settings', async () => {
    const current = await hashPassword('Correct horse 1', 1024);
    expect(needsRehash(current, 1024)).toBe(false);
    expect(needsRehash(current, DEFAULT_COST)).toBe(true); // the cost was raised since
    expect(needsRehash(scryptHash('Correct horse 1'), 1024)).toBe(true);
    expect(needsRehash('$argon2id$nonsense', 1024)).toBe(true);
  });
});
