import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed tokens (HMAC-SHA256) for one purpose and one record, e.g. a voucher
 * preview link. Nothing is stored: the signature and the expiry say it all, and the session
 * named in `sid`, when the purpose needs one, is checked by the route that accepts the token.
 */
export interface TokenClaims {
  purpose: string;
  id: number;
  exp: number; // unix seconds
  /** The session that asked for the token: a holder checks it is still live (a preview link). */
  sid?: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${b64(createHmac('sha256', secret).update(body).digest())}`;
}

/** The claims when the token is genuine, unexpired and for this purpose and record; else null. */
export function verifyToken(
  secret: Buffer,
  token: string | undefined,
  purpose: string,
  id: number,
  now = Date.now(),
): TokenClaims | null {
  if (!token || token.length > 500) return null;
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as TokenClaims;
    if (claims.purpose !== purpose || claims.id !== id || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
