import { authEndpoints } from '@app/contract';
import { sql } from 'drizzle-orm';
import { callEndpoint } from '../../../test/answers.ts';
import { signIn } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * Session checks shared by requests arriving together (lib/sessions/session-lookup.ts findSession):
 * one statement per round of one user's requests, never a session older than the request.
 */
/** The statements the app's pool sent since the last reset, by their text. */
let sent: string[] = [];

test.beforeAll(({ app: t }) => {
  const pool = t.db.$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const q = args[0] as string | { text?: string; name?: string };
    sent.push(typeof q === 'string' ? q : `${q.name ?? ''} ${q.text ?? ''}`);
    return query(...args);
  }) as typeof pool.query;
});

const sessionReads = () => sent.filter((s) => s.includes('"token_hash"')).length;
const lastSeenWrites = () => sent.filter((s) => /update "sessions" set "last_seen_at"/.test(s));

describe('session checks of requests arriving together', () => {
  test('share one read: 30 requests of one token at once cost at most two session statements', async ({
    app: t,
  }) => {
    const { token } = await signIn(t.app);
    sent = [];
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => callEndpoint(t.app, authEndpoints.me, { token })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(answers.every((a) => a.ok.data.email === answers[0]!.ok.data.email)).toBe(true);
    // The first reads at once; the 29 arriving meanwhile share the next read.
    expect(sessionReads()).toBeGreaterThanOrEqual(1);
    expect(sessionReads()).toBeLessThanOrEqual(2);
  });

  test('keep tokens apart: each user gets their own session', async ({ app: t }) => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((s) => callEndpoint(t.app, authEndpoints.me, { token: s.token })),
    );
    expect(answers.map((r) => r.ok.data.id)).toEqual([
      a.user.id,
      b.user.id,
      a.user.id,
      b.user.id,
      a.user.id,
      b.user.id,
    ]);
  });

  test('write the last-seen time once for a round of requests, not once each', async ({
    app: t,
  }) => {
    const { token, user } = await signIn(t.app);
    // Seen two minutes ago: due a new last-seen time (written at most once a minute).
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where revoked_at is null`,
    );
    sent = [];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callEndpoint(t.app, authEndpoints.me, { token })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(sessionReads()).toBeLessThanOrEqual(2);
    expect(lastSeenWrites().length).toBeGreaterThanOrEqual(1);
    expect(lastSeenWrites().length).toBeLessThanOrEqual(sessionReads());
    const [row] = (
      await t.db.execute<{ fresh: boolean }>(
        sql`select bool_and(last_seen_at > now() - interval '1 minute') as fresh from sessions where user_id = ${user.id}`,
      )
    ).rows;
    expect(row!.fresh).toBe(true);
  });

  test('see a logout committed before the request, even while a read is under way', async ({
    app: t,
  }) => {
    const { token } = await signIn(t.app);
    // A round in flight, then the logout, then a request: it must not share the old read.
    const before = Promise.all(
      Array.from({ length: 5 }, () => callEndpoint(t.app, authEndpoints.me, { token })),
    );
    const out = await callEndpoint(t.app, authEndpoints.logout, { token });
    expect(out.status).toBe(200);
    const after = await callEndpoint(t.app, authEndpoints.me, { token });
    expect(after.status).toBe(401);
    // Those sent before the logout were answered either way, never with an error.
    expect((await before).every((a) => a.status === 200 || a.status === 401)).toBe(true);
  });
});
