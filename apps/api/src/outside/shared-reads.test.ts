import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken } from '../lib/sessions/tokens.ts';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import type { KeptAnswer } from '../../test/outside/keep-alive.ts';
import { jsonOfAnswer, keepAliveClient } from '../../test/outside/keep-alive.ts';
import { createUser, tokenFor } from '../../test/factories.ts';

/**
 * Decision 029: session checks of requests arriving together share one read per token. From
 * outside, over kept-alive sockets to the built server: whatever is in flight around a logout,
 * a deactivation or a permission removal, a request sent after its answer arrived is refused;
 * two users' requests never swap identities; the idle limit and last-seen write still hold.
 */

const SOCKETS = 4;
/** Loops sending back to back: more than the sockets, so requests queue and share reads. */
const LOOPS = 12;
const ROUNDS = 4;
/** Answers each side of the action must have: served before it, refused after it. */
const ANSWERS = 6;

let s: BuiltServer;
let app: App;

beforeAll(async () => {
  s = await startBuiltServer();
  app = { db: s.db } as unknown as App;
}, 120_000);

afterAll(async () => {
  await s?.stop();
}, 30_000);

interface Raced {
  answers: KeptAnswer[];
  /** When the action was sent, and when its answer had arrived. */
  actSentAt: number;
  actDoneAt: number;
}

/** Wait until `ready()` holds (checked every 10 ms), at most `ms`. */
async function until(ready: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!ready() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

/**
 * `LOOPS` loops send `path` with `token` over `SOCKETS` kept-alive sockets; once 150 ms have
 * passed and at least `ANSWERS` answers are in, the action runs on its own connection; the loops
 * go on for 300 ms after its answer arrived and until `ANSWERS` requests sent after it are
 * answered. Counted, not only timed: on a loaded machine the first answers of a fresh server
 * took longer than 150 ms, and the check below found none before the action.
 */
async function raceAround(token: string, path: string, action: () => Promise<KeptAnswer>) {
  const client = keepAliveClient(s.port, SOCKETS);
  const answers: KeptAnswer[] = [];
  let stop = false;
  const loops = Array.from({ length: LOOPS }, async () => {
    while (!stop) answers.push(await client.send({ path, token }));
  });
  try {
    await new Promise((r) => setTimeout(r, 150));
    await until(() => answers.length >= ANSWERS, 15_000);
    const act = await action();
    expect(act.status, act.text).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await until(() => answers.filter((a) => a.sentAt > act.doneAt).length >= ANSWERS, 15_000);
    stop = true;
    await Promise.all(loops);
    return { answers, actSentAt: act.sentAt, actDoneAt: act.doneAt } satisfies Raced;
  } finally {
    stop = true;
    client.close();
  }
}

/** Before the action: served; sent after its answer: `refused`; in between: either. */
function expectCutOff(r: Raced, refused: number) {
  const before = r.answers.filter((a) => a.doneAt < r.actSentAt);
  const after = r.answers.filter((a) => a.sentAt > r.actDoneAt);
  expect(before.length).toBeGreaterThanOrEqual(ANSWERS);
  expect(after.length).toBeGreaterThanOrEqual(ANSWERS);
  expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
  expect(after.map((a) => a.status)).toEqual(after.map(() => refused));
  for (const a of r.answers) expect([200, refused]).toContain(a.status);
}

const admin = () => keepAliveClient(s.port, 1);

describe('shared session reads under concurrency (built server, kept-alive sockets)', () => {
  it('after a logout answered, no request with its token is answered 200', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(app, { role: 'staff', permissions: ['view_bookings'] });
      const token = await tokenFor(app, user.id);
      const path = round % 2 ? '/api/bookings?per_page=1' : '/api/me';
      const other = admin();
      const r = await raceAround(token, path, () =>
        other.send({ method: 'POST', path: '/api/logout', token }),
      );
      other.close();
      expectCutOff(r, 401);
    }
  });

  it('after a deactivation answered, no request of that user is answered 200', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(app, { role: 'manager', withStaff: true });
      const token = await tokenFor(app, user.id);
      const other = admin();
      const r = await raceAround(token, '/api/me', () =>
        other.send({
          method: 'POST',
          path: `/api/staff/${user.staffId}/update-status`,
          token: s.tokens.admin,
          body: { is_active: false },
        }),
      );
      other.close();
      expectCutOff(r, 401);
    }
  });

  it('after a permission removal answered, the route needing it is 403, never an older read', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(app, {
        role: 'staff',
        permissions: ['view_bookings', 'view_enquiries'],
        withStaff: true,
      });
      const token = await tokenFor(app, user.id);
      const other = admin();
      const r = await raceAround(token, '/api/bookings?per_page=1', () =>
        other.send({
          method: 'PUT',
          path: `/api/staff/${user.staffId}/permissions`,
          token: s.tokens.admin,
          body: { permissions: ['view_enquiries'] },
        }),
      );
      expectCutOff(r, 403);
      const me = jsonOfAnswer(await other.send({ path: '/api/me', token }));
      expect(me.data.permissions).toEqual(['view_enquiries']);
      other.close();
    }
  });

  it("after a password change answered, the user's other sessions are refused, the changer's is not", async () => {
    for (let round = 0; round < 2; round++) {
      const user = await createUser(app, { role: 'manager' });
      const changer = await tokenFor(app, user.id);
      const other = await tokenFor(app, user.id);
      const client = admin();
      const r = await raceAround(other, '/api/me', () =>
        client.send({
          method: 'PUT',
          path: '/api/me/password',
          token: changer,
          body: {
            current_password: 'Secret@12345',
            password: 'Another-pass-987',
            password_confirmation: 'Another-pass-987',
          },
        }),
      );
      expectCutOff(r, 401);
      expect((await client.send({ path: '/api/me', token: changer })).status).toBe(200);
      client.close();
    }
  });

  it("a logout ends only its own session: the same user's other session stays served", async () => {
    const user = await createUser(app, { role: 'manager' });
    const leaving = await tokenFor(app, user.id);
    const staying = await tokenFor(app, user.id);
    const client = admin();
    const r = await raceAround(staying, '/api/me', () =>
      client.send({ method: 'POST', path: '/api/logout', token: leaving }),
    );
    client.close();
    expect(r.answers.length).toBeGreaterThan(10);
    expect(r.answers.map((a) => a.status)).toEqual(r.answers.map(() => 200));
  });

  it("two users' requests interleaved never get each other's identity", async () => {
    const people = await Promise.all([
      createUser(app, { role: 'staff', permissions: ['view_bookings'] }),
      createUser(app, { role: 'manager' }),
      createUser(app, { role: 'staff', permissions: ['view_accounts', 'view_enquiries'] }),
    ]);
    // Two sessions of the first user as well: the same user, different tokens.
    const callers = await Promise.all(
      [people[0], people[0], people[1], people[2]].map(async (u) => ({
        user: u,
        token: await tokenFor(app, u.id),
      })),
    );
    const client = keepAliveClient(s.port, 6);
    const calls = Array.from({ length: 600 }, (_, i) => callers[i % callers.length]!);
    const answers = await Promise.all(
      calls.map(async (c) => ({ c, a: await client.send({ path: '/api/me', token: c.token }) })),
    );
    client.close();
    for (const { c, a } of answers) {
      expect(a.status, a.text).toBe(200);
      const me = jsonOfAnswer(a).data;
      expect({ id: me.id, email: me.email, role: me.role }).toEqual({
        id: c.user.id,
        email: c.user.email,
        role: c.user.role,
      });
    }
  });

  it('the idle limit holds: an idle session is refused, an active one is served and its last-seen written', async () => {
    const user = await createUser(app, { role: 'manager' });
    const active = await tokenFor(app, user.id);
    const idle = await tokenFor(app, user.id);
    const seenAgo = (token: string, minutes: number) =>
      s.db
        .update(sessions)
        .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(sessions.token_hash, hashToken(token)));
    const lastSeenAgoSeconds = async (token: string) => {
      const [row] = await s.db
        .select({ ago: sql<string>`extract(epoch from now() - ${sessions.last_seen_at})` })
        .from(sessions)
        .where(eq(sessions.token_hash, hashToken(token)));
      return Number(row!.ago);
    };
    const [{ idle_minutes: limit } = { idle_minutes: 0 }] = await s.db
      .select({ idle_minutes: sessions.idle_minutes })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(active)));
    expect(limit).toBeGreaterThan(2);
    await seenAgo(active, limit - 1);
    await seenAgo(idle, limit + 1);
    // Past its end, though seen just now: refused as well.
    const expired = await tokenFor(app, user.id);
    await s.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.token_hash, hashToken(expired)));
    const client = keepAliveClient(s.port, SOCKETS);
    const tokens = [active, idle, expired];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => client.send({ path: '/api/me', token: tokens[i % 3] })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => (i % 3 ? 401 : 200)));
    // The active one was written as seen now, so it stays live for a whole limit again.
    expect(await lastSeenAgoSeconds(active)).toBeLessThan(30);
    expect(await lastSeenAgoSeconds(idle)).toBeGreaterThan((limit + 1) * 60 - 30);
    // Seen 2 minutes ago (past the once-a-minute write): served, and written again.
    await seenAgo(active, 2);
    const again = await Promise.all(
      Array.from({ length: 20 }, () => client.send({ path: '/api/me', token: active })),
    );
    expect(again.map((a) => a.status)).toEqual(again.map(() => 200));
    expect(await lastSeenAgoSeconds(active)).toBeLessThan(30);
    client.close();
  });
});
