import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { LOGIN_LIMITS, LoginLimiter } from '../../lib/sessions/login-limiter.ts';
import { passwordQueue } from '../../lib/passwords/password.ts';
import { hashToken } from '../../lib/sessions/tokens.ts';
import type { TestContext } from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { authEndpoints } from '@app/contract';
import { createTestApp, TEST_PASSWORD_COST } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createUser, login, signIn } from '../../../test/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postLogin = (payload: object) => callEndpoint(t.app, authEndpoints.login, { payload });
const me = (token?: string, headers?: Record<string, string>) =>
  callEndpoint(t.app, authEndpoints.me, { token, ...(headers ? { headers } : {}) });

describe('POST /api/login', () => {
  it('returns a token and the user with role flags', async () => {
    const u = await createUser(t.app, { role: 'manager', permissions: ['view_accounts'] });
    const res = await postLogin({ email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(res.ok.success).toBe(true);
    expect(res.ok.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.ok.data.user).toEqual({
      id: u.id,
      name: u.name,
      email: u.email,
      role: 'manager',
      is_active: true,
      is_admin: false,
      is_manager: true,
      permissions: ['view_accounts'],
    });
  });

  it('stores only the hash of the token', async () => {
    const u = await createUser(t.app);
    const token = await login(t.app, u.email, u.password);
    const rows = await t.db.select().from(sessions).where(eq(sessions.user_id, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('matches the email case-insensitively', async () => {
    const u = await createUser(t.app, { email: 'Mixed.Case@test.example' });
    const res = await postLogin({
      email: 'MIXED.case@TEST.example',
      password: u.password,
    });
    expect(res.status).toBe(200);
  });

  it('lasts 12 hours, or 30 days with "Keep me logged in"', async () => {
    const u = await createUser(t.app);
    const hours = async (remember: boolean) => {
      const res = await postLogin({ email: u.email, password: u.password, remember });
      const [s] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.token_hash, hashToken(res.ok.data.token)));
      return (s!.expires_at.getTime() - s!.created_at.getTime()) / 3_600_000;
    };
    expect(await hours(false)).toBeCloseTo(12, 1);
    expect(await hours(true)).toBeCloseTo(720, 1);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const u = await createUser(t.app);
    const wrong = await postLogin({ email: u.email, password: 'nope-nope' });
    const unknown = await postLogin({
      email: 'ghost@test.example',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.failure).toEqual({
      success: false,
      message: 'Invalid credentials. Please try again.',
    });
    expect(unknown.failure).toEqual(wrong.failure);
  });

  it('refuses an inactive user', async () => {
    const u = await createUser(t.app, { isActive: false });
    const res = await postLogin({ email: u.email, password: u.password });
    expect(res.status).toBe(403);
    expect(res.failure.message).toBe('Your account is inactive');
  });

  it('validates email and password as required fields', async () => {
    const res = await postLogin({ email: '', password: '' });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    const missing = await postLogin({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.failure.errors ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('limits failed logins per email and client to 5 a minute (429)', async () => {
    const u = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await postLogin({ email: u.email, password: 'wrong-pass' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await postLogin({ email: u.email, password: u.password });
    expect(blocked.status).toBe(429);
    expect(blocked.failure.message).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('evaluates at most 5 of 1,000 scripted guesses fired in parallel bursts', async () => {
    const u = await createUser(t.app);
    const guess = (i: number) =>
      callEndpoint(t.app, authEndpoints.login, {
        // The right password is in there, and the email's case varies: neither gets through.
        payload: {
          email: i % 2 ? u.email.toUpperCase() : u.email,
          password: i === 600 ? u.password : `guess-${i}`,
        },
        remoteAddress: '127.0.0.50',
      });
    const statuses: number[] = [];
    for (let burst = 0; burst < 10; burst++) {
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => guess(burst * 100 + i)),
      );
      statuses.push(...results.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5); // evaluated, and wrong
    expect(statuses.filter((s) => s === 429)).toHaveLength(995); // refused unevaluated
    expect(statuses).not.toContain(200);
  });

  it('caps failures per client across many emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await callEndpoint(t.app, authEndpoints.login, {
            payload: { email: `spray-${i}@test.example`, password: 'x' },
            remoteAddress: '127.0.0.9',
          })
        ).status,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('returns the current user', async () => {
    const { user, token } = await signIn(t.app, { role: 'admin' });
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.ok.data).toMatchObject({ id: user.id, is_admin: true, is_manager: false });
  });

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer nope' },
    ] as Record<string, string>[]) {
      const res = await me(undefined, headers);
      expect(res.status).toBe(401);
      expect(res.failure).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });

  it('revokes the token on logout', async () => {
    const { token } = await signIn(t.app);
    const out = await callEndpoint(t.app, authEndpoints.logout, { token });
    expect(out.status).toBe(200);
    expect(out.ok.success).toBe(true);
    expect((await me(token)).status).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    const { user, token } = await signIn(t.app);
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    expect((await me(token)).status).toBe(401);
  });

  it('ends a session left idle past its timeout, and keeps one in use alive', async () => {
    const { user, token } = await signIn(t.app);
    const meStatus = async () => (await me(token)).status;
    const idleFor = (minutes: number) =>
      t.db
        .update(sessions)
        .set({ last_seen_at: new Date(Date.now() - minutes * 60_000) })
        .where(eq(sessions.user_id, user.id));
    await idleFor(119);
    expect(await meStatus()).toBe(200);
    // That request counted as activity: the clock starts again.
    const [s] = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(Date.now() - s!.last_seen_at.getTime()).toBeLessThan(60_000);
    await idleFor(121);
    expect(await meStatus()).toBe(401);
  });

  it('gives "Keep me logged in" sessions a week of idleness', async () => {
    const u = await createUser(t.app);
    const res = await postLogin({ email: u.email, password: u.password, remember: true });
    const token = res.ok.data.token;
    const idleFor = (minutes: number) =>
      t.db
        .update(sessions)
        .set({ last_seen_at: new Date(Date.now() - minutes * 60_000) })
        .where(eq(sessions.token_hash, hashToken(token)));
    await idleFor(6 * 24 * 60);
    expect((await me(token)).status).toBe(200);
    await idleFor(7 * 24 * 60 + 1);
    expect((await me(token)).status).toBe(401);
  });

  it('answers 401 once the user is deactivated', async () => {
    const { user, token } = await signIn(t.app);
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await me(token)).status).toBe(401);
  });
});

describe('PUT /api/me/password', () => {
  it('changes the password and revokes the other sessions', async () => {
    const u = await createUser(t.app);
    const current = await login(t.app, u.email, u.password);
    const other = await login(t.app, u.email, u.password);
    const res = await callEndpoint(t.app, authEndpoints.changePassword, {
      token: current,
      payload: {
        current_password: u.password,
        password: 'Brand-new-pass1',
        password_confirmation: 'Brand-new-pass1',
      },
    });
    expect(res.status).toBe(200);
    expect(res.ok.message).toBe('Password changed successfully');
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect(await login(t.app, u.email, 'Brand-new-pass1')).toBeTruthy();
  });

  it('rejects a wrong current password, a short one and a mismatched confirmation', async () => {
    const { user, token } = await signIn(t.app);
    const put = (payload: object) =>
      callEndpoint(t.app, authEndpoints.changePassword, { token, payload });
    const wrong = await put({
      current_password: 'bad',
      password: 'Another-pass1',
      password_confirmation: 'Another-pass1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.failure.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    const short = await put({
      current_password: user.password,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.failure.errors?.password).toEqual(['The password must be at least 8 characters.']);
    const mismatch = await put({
      current_password: user.password,
      password: 'Another-pass1',
      password_confirmation: 'Other-pass1',
    });
    expect(mismatch.failure.errors?.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });
});

describe('login audit log', () => {
  it('logs every attempt with who and where, and never the password or the token', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.db,
      dataDir: t.app.dataDir,
      passwordCost: TEST_PASSWORD_COST,
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
    });
    try {
      const u = await createUser(app, { password: 'Audit-pass-4821' });
      await callEndpoint(app, authEndpoints.login, {
        payload: { email: u.email, password: 'Wrong-pass-0000' },
      });
      const ok = await callEndpoint(app, authEndpoints.login, {
        payload: { email: u.email, password: 'Audit-pass-4821' },
      });
      const log = lines.join('');
      expect(log).toMatch(new RegExp(`"email":"${u.email}".*"status":401.*"msg":"login refused"`));
      expect(log).toMatch(new RegExp(`"userId":${u.id}.*"msg":"login succeeded"`));
      expect(log).toContain('"ip":"127.0.0.1"');
      expect(log).not.toContain('Audit-pass-4821');
      expect(log).not.toContain('Wrong-pass-0000');
      expect(log).not.toContain(ok.ok.data.token);
    } finally {
      await app.close();
    }
  });
});

const WEAK =
  'This password is too easy to guess. Avoid common words, names and your email address.';
const PERSONAL = 'The password must not contain the name or the email address.';

describe('password guessing limits', () => {
  it('slows one account after 10 failures, from any number of addresses', async () => {
    // A long first delay, so the test does not race the clock; the default is 1 s, doubling.
    const app = await buildApp({
      db: t.db,
      dataDir: t.app.dataDir,
      passwordCost: TEST_PASSWORD_COST,
      loginLimiter: new LoginLimiter(t.db, { ...LOGIN_LIMITS, accountDelayMs: 60_000 }),
    });
    try {
      const u = await createUser(app);
      const from = (i: number, password: string) =>
        callEndpoint(app, authEndpoints.login, {
          payload: { email: i % 2 ? u.email.toUpperCase() : u.email, password },
          remoteAddress: `10.1.${i}.7`,
        });
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) statuses.push((await from(i, `Wrong-guess-${i}`)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
      const right = await from(99, u.password); // not evaluated, even from a fresh address
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    } finally {
      await app.close();
    }
  });

  it('answers a flood from one client with 429 at once, and still serves another client', async () => {
    const u = await createUser(t.app);
    // Unknown emails are checked against a dummy hash made on first use: make it now.
    await postLogin({ email: 'warm-up@test.example', password: 'Warm-up-guess-1' });
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    // Both hashing slots held: the flood's checks can only wait in the queue or be refused.
    const held = [passwordQueue.run(() => gate), passwordQueue.run(() => gate)];
    const answered: { status: number; retryAfter: unknown }[] = [];
    const flood = Array.from({ length: 20 }, (_, i) =>
      callEndpoint(t.app, authEndpoints.login, {
        payload: { email: `flood-${i}@test.example`, password: 'Flood-guess-1' },
        remoteAddress: '10.9.9.9',
      }).then((r) => {
        answered.push({ status: r.status, retryAfter: r.headers['retry-after'] });
        return r;
      }),
    );
    // The refusals come back while the slots are still held: nobody waited for a hash.
    await vi.waitFor(() => expect(answered.length).toBeGreaterThanOrEqual(16), { timeout: 10_000 });
    expect(answered.every((a) => a.status === 429 && Number(a.retryAfter) >= 1)).toBe(true);
    const other = callEndpoint(t.app, authEndpoints.login, {
      payload: { email: u.email, password: u.password },
      remoteAddress: '10.8.8.8',
    });
    open();
    await Promise.all(held);
    expect((await other).status).toBe(200);
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4); // at most 4 queued per client
  });

  it('limits wrong current passwords to 5 a minute per user, from any address', async () => {
    const { user, token } = await signIn(t.app);
    const put = (i: number, current: string) =>
      callEndpoint(t.app, authEndpoints.changePassword, {
        token,
        remoteAddress: `10.2.${i}.1`,
        payload: {
          current_password: current,
          password: 'Ferry-lantern-93',
          password_confirmation: 'Ferry-lantern-93',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await put(i, `Wrong-current-${i}`)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await put(9, user.password); // refused unevaluated until the minute passes
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.failure.message).toMatch(
      /^Too many password attempts\. Please try again in \d+ seconds\.$/,
    );
  });
});

describe('new passwords must be hard to guess', () => {
  it('refuses aaaaaaaa, the email and the name on a password change', async () => {
    const { user, token } = await signIn(t.app, { name: 'Meera Iyer' });
    const put = (password: string) =>
      callEndpoint(t.app, authEndpoints.changePassword, {
        token,
        payload: { current_password: user.password, password, password_confirmation: password },
      });
    const cases: [string, string][] = [
      ['aaaaaaaa', WEAK],
      ['password123', WEAK],
      [user.email, PERSONAL],
      [user.email.toUpperCase(), PERSONAL],
      ['MEERA IYER', PERSONAL],
      ['Meera.Iyer#2026', PERSONAL],
    ];
    for (const [password, message] of cases) {
      const res = await put(password);
      expect(res.status, password).toBe(422);
      expect(res.failure.errors, password).toEqual({ password: [message] });
    }
    expect(await login(t.app, user.email, user.password)).toBeTruthy(); // unchanged
  });
});

describe('password hashes', () => {
  const scryptHash = (password: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
    return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  };

  it('replaces an old scrypt hash with Argon2id on the next successful login', async () => {
    const u = await createUser(t.app, { password: 'Legacy-lantern-58' });
    await t.db
      .update(users)
      .set({ password_hash: scryptHash('Legacy-lantern-58') })
      .where(eq(users.id, u.id));
    const hashOf = async () =>
      (await t.db.select({ h: users.password_hash }).from(users).where(eq(users.id, u.id)))[0]!.h;
    expect((await postLogin({ email: u.email, password: 'Wrong-lantern-1' })).status).toBe(401);
    expect(await hashOf()).toMatch(/^scrypt\$/); // a failed login changes nothing
    expect((await postLogin({ email: u.email, password: 'Legacy-lantern-58' })).status).toBe(200);
    expect(await hashOf()).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_PASSWORD_COST},t=2,p=1\\$`),
    );
    expect(await login(t.app, u.email, 'Legacy-lantern-58')).toBeTruthy();
  });
});
