import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { Unauthenticated } from '../../lib/app-error.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';
import { liveSession } from '../auth/auth.service.ts';

/**
 * Whether the session that asked for a preview link is still live, by the session's id, since
 * the link carries no login token; it reads only, so opening a preview does not keep a session
 * alive.
 */
export async function isSessionLive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), ...liveSession()));
  return row !== undefined;
}

const PREVIEW_SECONDS = 5 * 60;

/**
 * A preview link for one document, bound to the session that asked for it and valid for
 * five minutes: the voucher's and the receipt's, so the two cannot drift apart.
 */
export function previewLink(
  secret: Buffer,
  doc: { purpose: string; id: number; sessionId: number; path: string },
) {
  const exp = Math.floor(Date.now() / 1000) + PREVIEW_SECONDS;
  const token = signToken(secret, { purpose: doc.purpose, id: doc.id, exp, sid: doc.sessionId });
  return {
    token,
    expires_at: new Date(exp * 1000).toISOString(),
    url: `${doc.path}?token=${token}`,
  };
}

/** A preview page's query: the signed token is its only credential (never a login token). */
export const previewQuery = z.object({ token: z.string().max(500).optional() });
// The preview page allows its own inline styles and nothing else.
const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Open a preview page's answer: never cached, no referrer, and a 401 with `expired` unless the
 * token was signed for this document and its session is still live.
 */
export async function checkPreview(
  reply: FastifyReply,
  at: { db: Db; secret: Buffer },
  doc: { purpose: string; id: number; token: string | undefined; expired: string },
) {
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  const claims = verifyToken(at.secret, doc.token, doc.purpose, doc.id);
  if (!claims || typeof claims.sid !== 'number' || !(await isSessionLive(at.db, claims.sid)))
    throw new Unauthenticated(doc.expired);
}

/** The preview page itself, under its own content security policy. */
export const sendPreview = (reply: FastifyReply, html: string) =>
  reply.header('content-security-policy', PREVIEW_CSP).type('text/html; charset=utf-8').send(html);
