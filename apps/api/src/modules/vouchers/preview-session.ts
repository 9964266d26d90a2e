import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
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
