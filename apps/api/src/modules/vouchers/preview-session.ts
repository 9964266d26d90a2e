import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * Whether the session that asked for a preview link is still live: not logged out or revoked,
 * not expired, not idle, its user still active. The same conditions as findSession
 * (modules/auth/auth.service.ts), by the session's id, since the link carries no login token;
 * it reads only, so opening a preview does not keep a session alive.
 */
export async function isSessionLive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${sessions.idleMinutes})`,
        eq(users.isActive, true),
      ),
    );
  return row !== undefined;
}
