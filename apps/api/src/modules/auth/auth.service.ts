import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginResult, SessionUser } from '@app/contract';
import { PASSWORD_MESSAGES, SERVER, SESSION_HOURS, SESSION_IDLE_MINUTES } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, staffMembers, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordEvent } from '../../lib/audit/audit.ts';
import {
  AppError,
  fieldError,
  TooManyRequests,
  Unauthenticated,
} from '../../lib/http/app-error.ts';
import type { LoginLimiter } from '../../lib/sessions/login-limiter.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords/password.ts';
import { assertStrongPassword } from '../../lib/passwords/password-strength.ts';
import { hashToken, newToken } from '../../lib/sessions/tokens.ts';
import { updateRow } from '../../lib/rows/row-lock.ts';
import type { AuthUser } from '../../lib/sessions/session-lookup.ts';
import { authUserColumns } from '../../lib/sessions/session-lookup.ts';

export function toSessionUser(u: AuthUser): SessionUser {
  return { ...u, is_admin: u.role === 'admin', is_manager: u.role === 'manager' };
}

// Compared against when the email is unknown, so both paths cost the same time.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number) {
  let h = dummyHashes.get(cost);
  if (!h) dummyHashes.set(cost, (h = hashPassword('not-a-real-password', cost)));
  return h;
}

/**
 * Check a password under a limiter's attempt already begun. A check the busy queue refused
 * (429) was never evaluated, so it is given back rather than counted as a failure.
 */
async function checkPassword(
  password: string,
  stored: string | Promise<string>,
  client: string,
  giveBack: () => Promise<void>,
) {
  try {
    return await verifyPassword(password, await stored, client);
  } catch (e) {
    if (e instanceof TooManyRequests) await giveBack();
    throw e;
  }
}

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean | undefined;
}

export async function login(
  db: Db,
  limiter: LoginLimiter,
  input: LoginInput,
  meta: { ip: string; userAgent: string | undefined; passwordCost: number },
): Promise<LoginResult> {
  const wait = await limiter.begin(input.email, meta.ip);
  if (wait > 0) throw new TooManyRequests(SERVER.tooManyLogins(wait), wait);

  const [row] = await db
    .select({ ...authUserColumns, password_hash: users.password_hash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  const ok = await checkPassword(
    input.password,
    row?.password_hash ?? dummyHash(meta.passwordCost),
    meta.ip,
    () => limiter.cancel(input.email, meta.ip),
  );
  if (!row || !ok) {
    await recordFailedLogin(db, input.email, meta.ip, null);
    throw new AppError(401, SERVER.invalidCredentials); // counted by begin()
  }
  await limiter.succeed(input.email, meta.ip);
  if (!row.is_active) {
    await recordFailedLogin(db, input.email, meta.ip, 'Account inactive');
    throw new AppError(403, SERVER.inactive);
  }

  // An old or weaker hash is replaced now, while the password is at hand.
  const { password_hash: passwordHash, ...user } = row;
  const rehashed = needsRehash(passwordHash, meta.passwordCost)
    ? await hashPassword(input.password, meta.passwordCost)
    : null;
  const token = newToken();
  const kind = input.remember ? 'remember' : 'short';
  await db.transaction(async (tx) => {
    if (rehashed) {
      await tx
        .update(users)
        .set({ password_hash: rehashed })
        .where(and(eq(users.id, row.id), eq(users.password_hash, passwordHash)));
    }
    await tx.insert(sessions).values({
      user_id: row.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + SESSION_HOURS[kind] * 3_600_000),
      idle_minutes: SESSION_IDLE_MINUTES[kind],
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent?.slice(0, 255) ?? null,
    });
    await recordEvent(
      tx,
      { userId: row.id, name: row.name, ip: meta.ip },
      { action: 'login', record_type: 'session', record_id: null, record_label: row.email },
    );
  });
  return { token, user: toSessionUser(user) };
}

/**
 * A refused sign-in is the only write of its request: its own insert, by nobody, labelled with
 * the email as typed (bounded; never the password).
 */
async function recordFailedLogin(db: Db, email: string, ip: string, note: string | null) {
  const typed = email.slice(0, 255);
  await recordEvent(
    db,
    { userId: null, name: typed, ip },
    { action: 'login_failed', record_type: 'session', record_id: null, record_label: typed, note },
  );
}

/** `email` labels the event: the signed-in caller's, already known to the route. */
export async function logout(db: Db, sessionId: number, actor: Actor, email: string) {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(eq(sessions.id, sessionId))
      .returning({ id: sessions.id });
    if (!s) return;
    await recordEvent(tx, actor, {
      action: 'logout',
      record_type: 'session',
      record_id: null,
      record_label: email,
    });
  });
}

/** Every token of a user stops working at once (deactivation, deletion, password change). */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

/**
 * The current password is checked under the same limits as a login (5 failures a minute per
 * user, and the account's own limit), and the new one must be hard to guess.
 */
export async function changePassword(
  db: Db,
  limiter: LoginLimiter,
  user: Pick<AuthUser, 'id' | 'email' | 'name'>,
  sessionId: number,
  input: { current_password: string; password: string },
  meta: { ip: string; passwordCost: number },
) {
  const wait = await limiter.beginCheck(user.email);
  if (wait > 0) throw new TooManyRequests(PASSWORD_MESSAGES.tooManyAttempts(wait), wait);
  const [row] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new Unauthenticated();
  const ok = await checkPassword(input.current_password, row.hash, meta.ip, () =>
    limiter.cancelCheck(user.email),
  );
  if (!ok) throw fieldError('current_password', SERVER.wrongPassword); // counted by beginCheck()
  await limiter.succeedCheck(user.email);
  // Judged only once the current password is proven: the check costs CPU.
  await assertStrongPassword(input.password, user);
  const hash = await hashPassword(input.password, meta.passwordCost, meta.ip);
  await db.transaction(async (tx) => {
    await updateRow(tx, users, user.id, { password_hash: hash });
    await revokeUserSessions(tx, user.id, sessionId);
    // Shown on the person's staff record when they have one.
    const [staff] = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.user_id, user.id));
    await recordEvent(
      tx,
      { userId: user.id, name: user.name, ip: meta.ip },
      {
        action: 'password_change',
        record_type: staff ? 'staff' : 'session',
        record_id: staff?.id ?? null,
        record_label: user.name,
      },
    );
  });
}
