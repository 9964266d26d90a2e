/**
 * The session lookup: the bearer token's live session and its user, read on every request by
 * plugins/auth.ts and by the documents' preview links. The auth module signs in and out over it;
 * it sits in lib/ so the plugin imports no module.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from './tokens.ts';
import { sharedReads } from '../kept/kept-version.ts';

/**
 * The signed-in user as every route sees it (`req.user`). Declared here, where sessions are
 * read, and re-exported by plugins/auth.ts.
 */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  is_active: boolean;
  permissions: string[];
}

/** The user's permission keys, sorted (correlated on the outer "users" row). */
export const permissionsOf = sql<
  string[]
>`coalesce((select array_agg(up.permission order by up.permission) from user_permissions up where up.user_id = "users"."id"), '{}')`;

export const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: sql<Role>`${users.role}`,
  is_active: users.is_active,
  permissions: permissionsOf,
};

/**
 * What makes a session live: not logged out or revoked, not expired, not idle, its user still
 * active. Sign-in checks (findSession) and preview links (modules/documents) share it; the query must
 * join users.
 */
export const liveSession = () => [
  isNull(sessions.revoked_at),
  gt(sessions.expires_at, sql`now()`),
  sql`${sessions.last_seen_at} > now() - make_interval(mins => ${sessions.idle_minutes})`,
  eq(users.is_active, true),
];

/**
 * The session lookup runs on every request, so it is a named prepared statement: built once
 * per database handle, parsed and planned once per connection.
 */
function prepareSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      // Seen within the last minute: no need to write the new time (one write a minute).
      fresh: sql<boolean>`${sessions.last_seen_at} > now() - interval '1 minute'`,
      ...authUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sql.placeholder('hash')), ...liveSession()))
    .prepare('find_session');
}

/**
 * Session checks of requests arriving together share one read per token (kept-version.ts'
 * sharedReads): the read starts after each of them arrived, so a logout or deactivation
 * committed before a request is seen by it. At 32 connections of one user, one statement
 * serves a whole round of requests instead of one each (the 304s a second that
 * docs/decisions/029-cheaper-reads.md measured).
 */
function sessionReads(db: Db) {
  const query = prepareSessionQuery(db);
  return sharedReads(async (hash: string) => {
    const [row] = await query.execute({ hash });
    if (!row) return null;
    const { sessionId, fresh, ...user } = row;
    // The requests sharing this read share its user object and one last-seen write.
    return { sessionId, fresh, user, touched: null as Promise<unknown> | null };
  });
}

/** The live session behind a token: not revoked, not expired, not idle, user still active. */
export async function findSession(db: Db, token: string) {
  const found = await prepared(db, 'session_reads', sessionReads)(hashToken(token));
  if (!found) return null;
  if (!found.fresh) {
    // A query builder runs each time it is awaited: made a promise once, awaited by all.
    await (found.touched ??= Promise.resolve(
      db
        .update(sessions)
        .set({ last_seen_at: sql`now()` })
        .where(eq(sessions.id, found.sessionId)),
    ));
  }
  return { sessionId: found.sessionId, user: found.user };
}
