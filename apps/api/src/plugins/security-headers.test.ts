import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/factories.ts';

/** The security headers, worked out once (security-headers.ts), on every kind of answer. */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t.app, { role: 'admin' }));
});
afterAll(() => t.close());

const expectHeaders = (h: Record<string, unknown>) => {
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['strict-transport-security']).toBeUndefined();
};

describe('security headers', () => {
  it('go out on a success, a refusal, a not-found and a 304', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ url: '/api/bookings', headers: auth });
    expect(list.statusCode).toBe(200);
    expectHeaders(list.headers);
    const refused = await t.app.inject({ url: '/api/bookings' });
    expect(refused.statusCode).toBe(401);
    expectHeaders(refused.headers);
    const missing = await t.app.inject({ url: '/api/no-such-thing', headers: auth });
    expect(missing.statusCode).toBe(404);
    expectHeaders(missing.headers);
    const again = await t.app.inject({
      url: '/api/bookings',
      headers: { ...auth, 'if-none-match': String(list.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expectHeaders(again.headers);
  });

  it('add HSTS over HTTPS only (a route that sets its own policy: vouchers.test.ts)', async () => {
    const https = await createTestApp({ trustProxy: true });
    try {
      const res = await https.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});

describe('cache policy', () => {
  const auth = () => ({ authorization: `Bearer ${token}` });
  it('keeps sensitive answers out of every cache (no-store), refusals and not-founds too', async () => {
    const user = await signIn(t.app, { role: 'staff' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.user.email, password: user.user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const answers = await Promise.all(
      [
        '/api/me',
        '/api/staff',
        '/api/outbox',
        '/api/search?q=abc',
        '/api/bookings/999999',
        '/api/receipts/999999',
        '/api/no-such-thing',
      ].map((url) => t.app.inject({ url, headers: auth() })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 404, 404, 404]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/staff' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('lets kept lists keep their own: private, revalidated by ETag every time', async () => {
    const list = await t.app.inject({ url: '/api/bookings', headers: auth() });
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/bookings',
      headers: { ...auth(), 'if-none-match': String(list.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });
});
