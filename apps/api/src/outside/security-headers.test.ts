import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import type { RawRequest, RawResponse } from '../../test/outside/raw-http.ts';
import { rawRequest } from '../../test/outside/raw-http.ts';
import { agentValues } from '../../test/factories.ts';

/**
 * Decision 029: the security headers are worked out once from helmet and set in one hook.
 * From outside, over a real socket to the built server: they are on every kind of answer
 * (success, revalidation, every refusal, HEAD, the web app and its assets), the voucher
 * preview keeps its own stricter policy, and HSTS is sent only for HTTPS as a trusted proxy
 * reports it.
 */

/** helmet 8's defaults with our CSP and referrer policy (app.ts), as the browser gets them. */
const EXPECTED: Record<string, string> = {
  // app.ts's directives as helmet writes them (with its own script-src-attr and upgrade).
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    'upgrade-insecure-requests',
    "connect-src 'self'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

let s: BuiltServer;
/** The same build not behind a trusted proxy: x-forwarded-proto must not turn HSTS on. */
let untrusted: BuiltServer;

beforeAll(async () => {
  [s, untrusted] = await Promise.all([
    startBuiltServer({ TRUST_PROXY: 'true' }),
    startBuiltServer({ TRUST_PROXY: 'false' }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([s?.stop(), untrusted?.stop()]);
}, 30_000);

const send = (req: RawRequest, server = s) => rawRequest(server.port, req);
const auth = (who: keyof BuiltServer['tokens']) => ({ authorization: `Bearer ${s.tokens[who]}` });
const json = { 'content-type': 'application/json' };

function expectSecurityHeaders(what: string, res: RawResponse, csp?: string) {
  for (const [name, want] of Object.entries(EXPECTED)) {
    const got = res.headers[name];
    const expected = name === 'content-security-policy' && csp ? csp : want;
    expect(got, `${what}: ${name}`).toBe(expected);
  }
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on every kind of answer (built server, real socket)', () => {
  it('success, revalidation and every refusal carry them, and none carries HSTS over plain HTTP', async () => {
    const cases: [string, number, RawRequest][] = [
      ['200', 200, { method: 'GET', target: '/api/me', headers: auth('admin') }],
      ['HEAD', 200, { method: 'HEAD', target: '/api/me', headers: auth('admin') }],
      [
        '201',
        201,
        {
          method: 'POST',
          target: '/api/agents',
          headers: { ...auth('admin'), ...json },
          body: JSON.stringify(agentValues()),
        },
      ],
      [
        '400 malformed JSON',
        400,
        {
          method: 'POST',
          target: '/api/agents',
          headers: { ...auth('admin'), ...json },
          body: '{"name":',
        },
      ],
      [
        '400 bad escape in the address',
        400,
        { method: 'GET', target: '/api/bookings/%zz', headers: auth('admin') },
      ],
      ['401', 401, { method: 'GET', target: '/api/me' }],
      ['403', 403, { method: 'GET', target: '/api/staff', headers: auth('staff-none') }],
      [
        '404 no route',
        404,
        { method: 'GET', target: '/api/no-such-thing', headers: auth('admin') },
      ],
      [
        '404 no record',
        404,
        { method: 'GET', target: '/api/bookings/99999', headers: auth('admin') },
      ],
      [
        '413',
        413,
        {
          method: 'POST',
          target: '/api/agents',
          // Declared over the limit and not sent: refused on the length, before the body
          // (writing it would race the server's close, EPIPE, without an answer to read).
          headers: { ...auth('admin'), ...json, 'content-length': '1100000' },
          body: '',
        },
      ],
      // Answered on the bare socket by app.ts's clientErrorHandler: no Fastify hook runs.
      [
        '431 headers too large',
        431,
        {
          method: 'GET',
          target: '/api/me',
          headers: { ...auth('admin'), 'x-padding': 'a'.repeat(20_000) },
        },
      ],
      ['400 unreadable request line', 400, { method: 'G(T', target: '/api/me' }],
      [
        '415',
        415,
        {
          method: 'POST',
          target: '/api/agents',
          headers: { ...auth('admin'), 'content-type': 'application/xml' },
          body: '<a/>',
        },
      ],
      [
        '422',
        422,
        {
          method: 'POST',
          target: '/api/agents',
          headers: { ...auth('admin'), ...json },
          body: '{}',
        },
      ],
    ];
    for (const [what, status, req] of cases) {
      const res = await send(req);
      expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
      expectSecurityHeaders(what, res);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('a 304 revalidation and an OPTIONS carry them', async () => {
    const first = await send({ method: 'GET', target: '/api/bookings', headers: auth('admin') });
    expect(first.status).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await send({
      method: 'GET',
      target: '/api/bookings',
      headers: { ...auth('admin'), 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expectSecurityHeaders('304', again);
    const options = await send({
      method: 'OPTIONS',
      target: '/api/bookings',
      headers: auth('admin'),
    });
    // No CORS here: OPTIONS is not a route (404), or refused as a method (405).
    expect([404, 405]).toContain(options.status);
    expectSecurityHeaders(`OPTIONS ${options.status}`, options);
  });

  it('a 429 from the login limiter carries them', async () => {
    const attempt = () =>
      send({
        method: 'POST',
        target: '/api/login',
        headers: json,
        body: JSON.stringify({ email: 'nobody-429@test.example', password: 'Wrong-pass-123' }),
      });
    let res = await attempt();
    for (let i = 0; i < 15 && res.status !== 429; i++) {
      expect(res.status).toBe(401);
      expectSecurityHeaders(`login refusal ${i}`, res);
      res = await attempt();
    }
    expect(res.status).toBe(429);
    expectSecurityHeaders('429', res);
  });

  it('the web app and a static asset carry them', async (ctx) => {
    if (s.spaIndex === null) ctx.skip('the web app is not built in this checkout (apps/web/dist)');
    const index = await send({ method: 'GET', target: '/' });
    expect(index.status).toBe(200);
    expectSecurityHeaders('index.html', index);
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(index.body)?.[1];
    expect(asset, 'an asset named by index.html').toBeTruthy();
    const res = await send({ method: 'GET', target: asset!, headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expectSecurityHeaders(asset!, res);
  });

  it('the voucher preview keeps its own stricter CSP, with the other headers', async () => {
    const link = await send({
      method: 'POST',
      target: `/api/vouchers/${s.ids.booking}/preview-token`,
      headers: auth('admin'),
    });
    expect(link.status, link.body).toBe(200);
    const page = await send({ method: 'GET', target: link.json.data.url });
    expect(page.status, page.body.slice(0, 200)).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders('voucher preview', page, PREVIEW_CSP);
  });

  it('HSTS only for HTTPS as a trusted proxy reports it', async () => {
    const https = { ...auth('admin'), 'x-forwarded-proto': 'https' };
    for (const target of ['/api/me', '/api/no-such-thing']) {
      const trusted = await send({ method: 'GET', target, headers: https });
      expect(trusted.headers['strict-transport-security'], target).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expectSecurityHeaders(`https ${target}`, trusted);
      const plain = await send({ method: 'GET', target, headers: auth('admin') });
      expect(plain.headers['strict-transport-security'], target).toBeUndefined();
    }
    const other = await send(
      {
        method: 'GET',
        target: '/api/me',
        headers: {
          authorization: `Bearer ${untrusted.tokens.admin}`,
          'x-forwarded-proto': 'https',
        },
      },
      untrusted,
    );
    expect(other.status).toBe(200);
    expect(other.headers['strict-transport-security']).toBeUndefined();
    expectSecurityHeaders('untrusted proxy', other);
  });
});
