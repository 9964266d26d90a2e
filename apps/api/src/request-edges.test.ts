import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { checkJsonShape, JSON_LIMITS } from './lib/bodies/json-body.ts';
import type { TestContext } from '../test/app.ts';
import { branchEndpoints, errorEnvelope } from '@app/contract';
import { createTestApp, request } from '../test/app.ts';
import { callEndpoint } from '../test/answers.ts';
import { signIn } from '../test/factories.ts';

// What an attacker sends that well-formed tests never did. The same attacks go over
// a real socket to the built server in src/outside/; these pin the logic with inject().

let t: TestContext;
let logs = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream: sink } });
});
afterAll(() => t.close());

const nested = (open: string, close: string, depth: number, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

describe('access follows the matched route, not the URL text', () => {
  it.each([
    '/%61pi/staff',
    '/ap%69/staff',
    '/api/%73taff',
    '//api/staff',
    '/api//staff',
    '/api/staff/',
  ])('GET %s without a token is refused or not found', async (url) => {
    const res = await request(t.app, { method: 'GET', url });
    expect([401, 404]).toContain(res.status);
    expect(errorEnvelope.parse(res.body).success).toBe(false);
  });

  it('POST /%61pi/staff without a token creates nobody', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/%61pi/staff',
      payload: { name: 'Mallory', email: 'mallory@test.example', role: 'admin' },
    });
    expect(res.status).toBe(401);
  });

  it('a route registered without an access rule stops the app at start-up', async () => {
    const app = await buildApp({ db: t.db, dataDir: '/nonexistent' });
    app.get('/api/forgotten', () => ({ success: true }));
    await expect(app.ready()).rejects.toThrow(/without an access rule: GET \/api\/forgotten/);
    await app.close().catch(() => undefined);
  });
});

describe('bodies cannot hurt the server', () => {
  it('refuses 6,000 levels of nesting with 400 in our envelope', async () => {
    for (const payload of [nested('[', ']', 6000), nested('{"a":', '}', 6000)]) {
      const res = await request(t.app, {
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'The request body is nested too deeply.',
      });
    }
  });

  it('allows the limit and refuses one level past it', () => {
    expect(checkJsonShape(nested('[', ']', JSON_LIMITS.depth))).toBeNull();
    expect(checkJsonShape(nested('[', ']', JSON_LIMITS.depth + 1))).toMatch(/nested too deeply/);
    // Brackets inside strings, and escaped quotes, are text, not nesting.
    expect(checkJsonShape(JSON.stringify({ note: '[[[[{{{{\\"'.repeat(100) }))).toBeNull();
  });

  it('refuses 100,000 keys and a megabyte of [ without parsing them', async () => {
    const keys = `{${Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}":1`).join(',')}}`;
    const res = await request(t.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: keys,
    });
    expect(res.status).toBe(400);
    expect(errorEnvelope.parse(res.body).message).toBe('The request body has too many values.');
    const brackets = await request(t.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(1024 * 1024 - 1),
    });
    expect(brackets.status).toBe(400);
    expect(errorEnvelope.parse(brackets.body).success).toBe(false);
  });

  it('still names the field holding a NUL, at any depth the guard allows', async () => {
    const { token } = await signIn(t.app, { role: 'admin' });
    const res = await callEndpoint(t.app, branchEndpoints.create, {
      token,
      payload: { name: 'A\u0000B' },
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      name: ['The name contains a character that is not allowed.'],
    });
  });
});

describe('framework errors and logs', () => {
  it('answers a malformed percent-escape in our envelope', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/staff/%zz' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'The address is not valid.' });
  });

  it('never writes a query string to the log', async () => {
    logs = '';
    await request(t.app, { method: 'GET', url: '/api/health?token=s3cret-preview-token' });
    expect(logs).toContain('/api/health');
    expect(logs).not.toContain('s3cret-preview-token');
  });
});
