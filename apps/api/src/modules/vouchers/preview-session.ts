import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { signToken } from '../../lib/signed-token.ts';
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
