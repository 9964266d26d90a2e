import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, branchEndpoints, systemEndpoints } from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp, request } from '../test/app.ts';
import { signIn } from '../test/factories.ts';
import { callEndpoint } from '../test/answers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app-wide behaviour', () => {
  it('reports health with a database check', async () => {
    const res = await callEndpoint(t.app, systemEndpoints.health);
    expect(res.status).toBe(200);
    expect(res.ok).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/no-such-thing' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });

  it('serves an OpenAPI document that lists the routes, to signed-in users only', async () => {
    const anonymous = await callEndpoint(t.app, systemEndpoints.docs);
    expect(anonymous.status).toBe(401);
    expect(anonymous.failure.success).toBe(false);
    const { token } = await signIn(t.app, { role: 'staff' });
    const res = await callEndpoint(t.app, systemEndpoints.docs, { token });
    expect(res.status).toBe(200);
    const doc = res.ok as typeof res.ok & { paths: Record<string, Record<string, object>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/branches',
        '/api/branches/{id}',
        '/api/managers/list',
      ]),
    );
    expect(doc.paths['/api/branches']!.post).toHaveProperty('requestBody');
  });

  it.each([
    ['text/xml', '<branch/>'],
    // JSON sent as text: the type is wrong, not the fields (it was a 422 "received string").
    ['text/plain', '{"name":"Plain","code":"PLN"}'],
    ['text/plain; charset=utf-8', '{}'],
  ])('answers an unsupported content type (%s) with 415', async (type, payload) => {
    const { token } = await signIn(t.app, { role: 'admin' });
    const res = await callEndpoint(t.app, branchEndpoints.create, {
      token,
      headers: { 'content-type': type },
      payload,
    });
    expect(res.status).toBe(415);
    expect(res.failure).toEqual({ success: false, message: 'Unsupported content type.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await callEndpoint(t.app, authEndpoints.login, {
      payload: { email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const ctx = await createTestApp();
    try {
      const { token } = await signIn(ctx.app, { role: 'admin' });
      // Break the database under the app: the error must not leak to the client.
      await ctx.db.execute(sql`alter table branches rename to branches_gone`);
      const res = await callEndpoint(ctx.app, branchEndpoints.list, { token });
      expect(res.status).toBe(500);
      expect(res.failure.success).toBe(false);
      expect(res.failure.message).toMatch(
        /^Something went wrong on our side\. Please try again\. \(reference [0-9a-f-]{36}\)$/,
      );
      expect(res.text).not.toMatch(/branches|relation|stack/i);
    } finally {
      await ctx.close();
    }
  });

  it('sends security headers', async () => {
    const res = await callEndpoint(t.app, systemEndpoints.health);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
