import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed tokens (HMAC-SHA256) for one purpose and one record, e.g. a voucher
 * preview link. Nothing is stored: the signature, the issue time and the expiry say it all,
 * and the session named in `sid`, when the purpose needs one, is checked by the route that
 * accepts the token.
 */
export interface TokenClaims {
  purpose: string;
  id: number;
  /** Issued at, unix seconds: the verifier caps the token's life from here. */
  iat: number;
  exp: number; // unix seconds
  /** The session that asked for the token: a holder checks it is still live (a preview link). */
  sid?: number;
}

/** What a verifier expects of a token: its purpose, its record and its longest life. */
export interface TokenCheck {
  purpose: string;
  id: number;
  /**
   * The most seconds after its issue a token of this purpose is accepted, whatever expiry it
   * carries: a token signed with a longer one (by older code, or by anyone holding the secret)
   * still ends here.
   */
  maxSeconds: number;
}

/** Clocks of several API processes may differ this much: a token "issued" later is forged. */
const CLOCK_SKEW_SECONDS = 30;

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${b64(createHmac('sha256', secret).update(body).digest())}`;
}

const isSeconds = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/**
 * The claims when the token is genuine, for this purpose and record, issued in the past and
 * still within both its own expiry and `maxSeconds` of its issue; else null. A token without
 * an issue time (older code signed none) is refused: it cannot be capped.
 */
export function verifyToken(
  secret: Buffer,
  token: string | undefined,
  check: TokenCheck,
  now = Date.now(),
): TokenClaims | null {
  if (!token || token.length > 500) return null;
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as TokenClaims;
  } catch {
    return null;
  }
  if (claims.purpose !== check.purpose || claims.id !== check.id) return null;
  if (!isSeconds(claims.iat) || !isSeconds(claims.exp)) return null;
  const nowSeconds = now / 1000;
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
  const ends = Math.min(claims.exp, claims.iat + check.maxSeconds);
  return ends > nowSeconds ? claims : null;
}
