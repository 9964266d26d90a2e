import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { bookingEndpoints } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { createAgent, signIn } from '../../../test/factories.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { keptJson } from './kept-json.ts';

/*
 * Revalidation: a kept answer carries an ETag made of its version and key, and a client that
 * sends it back (If-None-Match) while nothing it reads has changed gets 304 and no body.
 */
let t: TestContext;
let admin: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin' })).token;
  await callEndpoint(t.app, bookingEndpoints.create, {
    token: admin,
    payload: { guest_name: 'Etag Guest', sale_amount: '100.00', purchase_amount: '60.00' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const inject = (url: string, token: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const fetchGet = (url: string, token: string, etag?: string) =>
  fetch(`${base}${url}`, {
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe('kept answers revalidate with ETag and If-None-Match', () => {
  it('answers 200 with an ETag, 304 without a body while it holds, 200 after a write (inject)', async () => {
    const first = await inject('/api/bookings', admin);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers.vary).toMatch(/authorization/i);

    const again = await inject('/api/bookings', admin, etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // Weak comparison, lists and * as RFC 9110 has them.
    expect((await inject('/api/bookings', admin, `"x", ${etag.slice(2)}`)).statusCode).toBe(304);
    expect((await inject('/api/bookings', admin, '*')).statusCode).toBe(304);
    expect((await inject('/api/bookings', admin, 'W/"other"')).statusCode).toBe(200);
    // Another URL's tag is not this one's.
    expect((await inject('/api/bookings?page=2', admin, etag)).statusCode).toBe(200);

    await t.db.execute(sql`update bookings set guest_name = 'Etag Guest Renamed'`);
    const after = await inject('/api/bookings', admin, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('Etag Guest Renamed');
  });

  it('does the same over a real socket, as a browser or TanStack Query revalidates', async () => {
    const first = await fetchGet('/api/agents', admin);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const again = await fetchGet('/api/agents', admin, etag);
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);

    await createAgent(t.app, { name: 'Socket Tours' });
    const after = await fetchGet('/api/agents', admin, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Socket Tours');
  });

  it('confirms a tag only to people whose answer it is', async () => {
    // Same role and permissions: the same answer (kept-reads.test checks it), the same tag.
    const peer = (await signIn(t.app, { role: 'admin' })).token;
    // Other permissions: the route keys the answer by permission set, so no 304 across.
    const staff = (await signIn(t.app, { role: 'staff', permissions: ['view_bookings'] })).token;
    const first = await fetchGet('/api/bookings', admin);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const asPeer = await fetchGet('/api/bookings', peer, etag);
    expect(asPeer.status).toBe(304);
    const asStaff = await fetchGet('/api/bookings', staff, etag);
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get('etag')).not.toBe(etag);
    await asStaff.arrayBuffer();
  });

  it('moves every tag at the agency’s midnight, and a list of today moves to the new day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59:30 in Asia/Kolkata (UTC+5:30), then a minute later: the next day there.
    vi.setSystemTime(new Date('2026-03-01T18:29:30Z'));
    const before = await inject('/api/day-plans', admin);
    expect(before.json().date).toBe('2026-03-01');
    const list = await inject('/api/bookings', admin);
    vi.setSystemTime(new Date('2026-03-01T18:30:30Z'));
    const after = await inject('/api/day-plans', admin, before.headers.etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().date).toBe('2026-03-02');
    // Nothing written, but the day changed: no answer of yesterday is confirmed.
    const listAfter = await inject('/api/bookings', admin, list.headers.etag);
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.headers.etag).not.toBe(list.headers.etag);
  });

  it('sends no ETag when keeping is off (KEPT_ANSWERS_MB=0)', async () => {
    const off = await createTestApp({ keptAnswersMb: 0 });
    try {
      const token = (await signIn(off.app, { role: 'admin' })).token;
      const res = await callEndpoint(off.app, bookingEndpoints.list, { token });
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('an answer that may read who asks (the default)', () => {
  it('is kept and tagged per person: no one is confirmed another’s', async () => {
    const { db, drop } = await createTestDatabase();
    const app = Fastify();
    try {
      const users = new Map<string, AuthUser>(
        ['1', '2'].map((id) => [
          id,
          {
            id: Number(id),
            name: `Person ${id}`,
            email: `p${id}@x.example`,
            role: 'staff',
            is_active: true,
            permissions: ['view_bookings'],
          },
        ]),
      );
      app.decorate('appTimezone', 'Asia/Kolkata');
      app.decorateRequest('user', null);
      app.addHook('onRequest', async (req) => {
        req.user = users.get(String(req.headers['x-user'])) ?? null;
      });
      const kept = keptJson(db, 1);
      app.get('/whoami', (req, reply) =>
        kept(req, reply, ['users'], async () => ({ name: req.user!.name })),
      );
      const ask = (user: string, etag?: string) =>
        app.inject({
          url: '/whoami',
          headers: { 'x-user': user, ...(etag ? { 'if-none-match': etag } : {}) },
        });
      const one = await ask('1');
      expect(one.json()).toEqual({ name: 'Person 1' });
      const two = await ask('2', one.headers.etag);
      expect(two.statusCode).toBe(200);
      expect(two.json()).toEqual({ name: 'Person 2' });
      expect((await ask('1', one.headers.etag as string)).statusCode).toBe(304);
      expect((await ask('1')).json()).toEqual({ name: 'Person 1' });
    } finally {
      await app.close();
      await drop();
    }
  });
});
