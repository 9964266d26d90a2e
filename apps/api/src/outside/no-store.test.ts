import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import { rawRequest } from '../../test/outside/raw-http.ts';

/**
 * From outside, over a real socket to the built server: sensitive answers (a sign-in's token,
 * record reads, staff with salary, the outbox, receipts, search) tell every cache, the
 * browser's included, to keep nothing; kept lists keep their own policy (private, revalidated
 * by ETag every time), and the web's hashed files stay cacheable for a year.
 */
let s: BuiltServer;
beforeAll(async () => {
  s = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await s?.stop();
}, 30_000);

const get = (target: string, who: keyof BuiltServer['tokens'] | null = 'admin') =>
  rawRequest(s.port, {
    method: 'GET',
    target,
    headers: who ? { authorization: `Bearer ${s.tokens[who]}` } : {},
  });

describe('cache policy (built server, real socket)', () => {
  it('sends no-store on sign-in, records, staff, outbox, receipts, search and refusals', async () => {
    const login = await rawRequest(s.port, {
      method: 'POST',
      target: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@test.example', password: 'Wrong-pass-123' }),
    });
    expect(login.status).toBe(401);
    expect(login.headers['cache-control']).toBe('no-store');
    const pages: [string, number][] = [
      ['/api/me', 200],
      [`/api/staff/${s.ids.staff}`, 200],
      ['/api/staff', 200],
      [`/api/bookings/${s.ids.booking}`, 200],
      [`/api/agents/${s.ids.agent}`, 200],
      [`/api/transactions/${s.ids.transaction}`, 200],
      ['/api/outbox', 200],
      ['/api/search?q=outside', 200],
      ['/api/receipts/999999', 404],
    ];
    for (const [target, status] of pages) {
      const res = await get(target);
      expect(res.status, `${target}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
    const refused = await get('/api/staff', 'staff-none');
    expect(refused.status).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps a kept list private and revalidated by its ETag (304), and the web files cacheable', async () => {
    const list = await get('/api/bookings');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const again = await rawRequest(s.port, {
      method: 'GET',
      target: '/api/bookings',
      headers: {
        authorization: `Bearer ${s.tokens.admin}`,
        'if-none-match': list.headers.etag!,
      },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    if (s.spaIndex !== null) {
      const page = await get('/bookings', null);
      expect(page.headers['cache-control']).toBe('no-cache');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(s.spaIndex)?.[1];
      expect(script).toBeTruthy();
      const asset = await get(script!, null);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
