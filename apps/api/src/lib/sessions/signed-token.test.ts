import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const secret = randomBytes(32);
const check = { purpose: 'voucher-preview', id: 7, maxSeconds: 300 };
const T = 1_800_000_000; // unix seconds of "now" in these tests
const at = (seconds: number) => seconds * 1000;
const token = (o: object) =>
  signToken(secret, { purpose: 'voucher-preview', id: 7, iat: T, exp: T + 300, ...o });

describe('signed tokens', () => {
  it('accept a genuine token until its expiry', () => {
    expect(verifyToken(secret, token({}), check, at(T + 299))).toMatchObject({ id: 7 });
    expect(verifyToken(secret, token({}), check, at(T + 300))).toBeNull();
  });

  it('end at the longest life of their purpose, whatever expiry they were signed with', () => {
    const long = token({ exp: T + 30 * 24 * 3600 });
    expect(verifyToken(secret, long, check, at(T + 299))).not.toBeNull();
    expect(verifyToken(secret, long, check, at(T + 300))).toBeNull();
    expect(verifyToken(secret, long, check, at(T + 7 * 24 * 3600))).toBeNull();
  });

  it('refuse a token issued in the future (beyond clock skew) or with no issue time', () => {
    expect(verifyToken(secret, token({ iat: T + 20 }), check, at(T))).not.toBeNull();
    expect(verifyToken(secret, token({ iat: T + 3600, exp: T + 3900 }), check, at(T))).toBeNull();
    expect(verifyToken(secret, token({ iat: undefined }), check, at(T))).toBeNull();
    expect(verifyToken(secret, token({ iat: '1800000000' }), check, at(T))).toBeNull();
    expect(verifyToken(secret, token({ exp: 1e400 }), check, at(T))).toBeNull();
  });

  it('refuse another purpose, record or secret', () => {
    expect(verifyToken(secret, token({ purpose: 'x' }), check, at(T))).toBeNull();
    expect(verifyToken(secret, token({ id: 8 }), check, at(T))).toBeNull();
    expect(verifyToken(randomBytes(32), token({}), check, at(T))).toBeNull();
  });
});
