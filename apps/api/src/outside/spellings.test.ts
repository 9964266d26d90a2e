import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@app/contract';
import { can } from '@app/contract';
import { ACCESS, ROUTE_KEYS } from '../../test/route-access.ts';
import type { BuiltServer, Caller } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import type { RawResponse } from '../../test/outside/raw-http.ts';
import { isEnvelopeError, mapLimit, rawRequest } from '../../test/outside/raw-http.ts';
import { pathFor, validBody } from '../../test/outside/route-bodies.ts';
import { SPELLINGS } from '../../test/outside/spellings.ts';

/**
 * Outside attack suite: the built server, a real socket, every route of the route
 * table under hostile spellings of its path. The inject tests send canonical paths only; an
 * attacker sent `/%61pi/staff` and `http://host/api/staff` and was never asked who he was.
 */

const CALLERS: Caller[] = ['anonymous', 'staff-none', 'staff-some', 'manager'];
const CONCURRENCY = 16;

let s: BuiltServer;
const tally = { requests: 0, routes: new Set<string>(), spellings: 0, nonJsonRefusals: 0 };

beforeAll(async () => {
  s = await startBuiltServer();
}, 120_000);

afterAll(async () => {
  console.log(
    `outside spellings: ${tally.spellings} spellings x ${tally.routes.size} routes x ` +
      `${CALLERS.length} callers (skipping routes a caller may use; GET routes also as HEAD) = ` +
      `${tally.requests} requests; ` +
      `${tally.nonJsonRefusals} refusals without a JSON body (the HTTP parser's own 400)`,
  );
  await s?.stop();
}, 30_000);

/** The rule the server must enforce. The docs need a session whatever the table says. */
function ruleOf(route: string): Access | 'public' | 'signed-link' {
  return route === 'GET /api/docs' ? 'signed-in' : ACCESS[route]!;
}

function mayPass(caller: Caller, rule: Access | 'public' | 'signed-link') {
  if (rule === 'public') return true;
  if (rule === 'signed-link' || caller === 'anonymous') return false;
  return can({ ...s.identities[caller], is_active: true }, rule);
}

function send(method: string, target: string, caller: Caller, body?: unknown) {
  const headers: Record<string, string> = {};
  if (caller !== 'anonymous') headers.authorization = `Bearer ${s.tokens[caller]}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return rawRequest(
    s.port,
    { method, target, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    15_000,
  );
}

const isSpaPage = (method: string, res: RawResponse) =>
  s.spaIndex !== null &&
  method === 'GET' &&
  res.status === 200 &&
  /text\/html/.test(res.headers['content-type'] ?? '') &&
  res.body === s.spaIndex;

/** What is wrong with a refused caller's answer, or null. */
function problemWith(
  method: string,
  res: RawResponse,
  rule: Access | 'public' | 'signed-link',
): string | null {
  if (res.status >= 500) return `${res.status}: ${res.body.slice(0, 160)}`;
  if (res.status >= 200 && res.status < 300) {
    if (rule === 'public' || isSpaPage(method, res)) return null;
    return `${res.status} ${res.headers['content-type'] ?? ''}: ${res.body.slice(0, 160)}`;
  }
  if (res.json !== undefined && !isEnvelopeError(res)) {
    return `${res.status} not our envelope: ${res.body.slice(0, 160)}`;
  }
  if (res.json === undefined && res.body.length > 0 && !isSpaPage(method, res)) {
    return `${res.status} ${res.headers['content-type'] ?? ''} not JSON: ${res.body.slice(0, 120)}`;
  }
  return null;
}

describe('the built server over a real socket', () => {
  it('serves the canonical requests the attack is measured against (the harness works)', async () => {
    const staffPath = pathFor('GET /api/staff/:id', s.ids);
    expect((await send('GET', staffPath, 'admin')).status).toBe(200);
    expect((await send('GET', staffPath, 'anonymous')).status).toBe(401);
    expect((await send('GET', staffPath, 'staff-none')).status).toBe(403);
    // Tourism needs its key.
    expect((await send('GET', '/api/agents', 'staff-none')).status).toBe(403);
    expect((await send('GET', '/api/accounts', 'staff-some')).status).toBe(200);
    // The dangerous write's body is a valid one: as admin it creates an admin.
    const created = await send('POST', '/api/staff', 'admin', validBody('POST /api/staff', s.ids));
    expect(created.status, created.body).toBe(201);
  });

  it('reads ids as decimal digits only: 0x1, 1e0, 01, +1, " 1", 1.0 name no record (404)', async () => {
    for (const route of ['GET /api/staff/:id', 'GET /api/branches/:id', 'GET /api/accounts/:id']) {
      const canonical = pathFor(route, s.ids);
      const id = Number(canonical.split('/').at(-1));
      const base = canonical.slice(0, canonical.lastIndexOf('/') + 1);
      expect((await send('GET', canonical, 'admin')).status, canonical).toBe(200);
      const spelled = [
        `0x${id.toString(16)}`,
        `${id}e0`,
        `0${id}`,
        `+${id}`,
        `%2B${id}`,
        `%20${id}`,
        `${id}%20`,
        `${id}.0`,
        `0b${id.toString(2)}`,
        `${id}n`,
      ];
      for (const sp of spelled) {
        const res = await send('GET', base + sp, 'admin');
        expect(res.status, `${base}${sp}: ${res.body.slice(0, 160)}`).toBe(404);
        expect(isEnvelopeError(res), `${base}${sp}: ${res.body.slice(0, 160)}`).toBe(true);
      }
    }
  });

  it('answers a malformed percent-escape with a 4xx in our envelope', async () => {
    const targets = [
      '/api/staff/%zz',
      '/%',
      '/api/%',
      '/%zzapi/staff',
      '/api/staff/%E0%A4%A',
      '/api/staff/%C0%AF',
      '/api/staff/%FF',
      '/api/staff?page=%zz',
    ];
    for (const caller of ['anonymous', 'admin'] as const) {
      for (const target of targets) {
        const res = await send('GET', target, caller);
        const what = `${target} as ${caller}: ${res.status} ${res.body.slice(0, 160)}`;
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(isEnvelopeError(res), what).toBe(true);
      }
    }
  });

  it('needs a session for /api/docs (API_DOCS_PUBLIC is not set)', async () => {
    for (const target of ['/api/docs', '/%61pi/docs', `http://127.0.0.1:${s.port}/api/docs`]) {
      const res = await send('GET', target, 'anonymous');
      expect(res.status, `${target}: ${res.body.slice(0, 160)}`).toBe(401);
      expect(isEnvelopeError(res)).toBe(true);
    }
    const signedIn = await send('GET', '/api/docs', 'staff-none');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json?.openapi).toBeTypeOf('string');
  });

  // Last: with a hole open, its writes and deletes change the records the checks above read.
  describe('every route of the route table under hostile spellings', () => {
    it.each(SPELLINGS)(
      '$name: anonymous and wrong-role callers get no 2xx and no 5xx',
      async ({ spell }) => {
        const cases = ROUTE_KEYS.flatMap((route) =>
          CALLERS.filter((caller) => !mayPass(caller, ruleOf(route))).flatMap((caller) => {
            const target = spell(pathFor(route, s.ids), s.port);
            const method = route.split(' ')[0]!;
            // Fastify answers HEAD for every GET route by itself: the same rule must hold.
            const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
            return target === null
              ? []
              : methods.map((m) => ({ route, caller, target, method: m }));
          }),
        );
        tally.spellings++;
        const problems = await mapLimit(cases, CONCURRENCY, async (c) => {
          const { route, caller, target, method } = c;
          tally.requests++;
          tally.routes.add(route);
          const body = ['GET', 'HEAD', 'DELETE'].includes(method)
            ? undefined
            : validBody(route, s.ids);
          try {
            const res = await send(method, target, caller, body);
            if (method !== 'HEAD' && res.json === undefined && res.status >= 300) {
              tally.nonJsonRefusals++;
            }
            const problem = problemWith(method, res, ruleOf(route));
            return problem && `${route} as ${caller} -> ${method} ${target}: ${problem}`;
          } catch (err) {
            return `${route} as ${caller} -> ${method} ${target}: ${(err as Error).message}`;
          }
        });
        const found = problems.filter((p) => p !== null);
        expect(s.alive(), 'the server process is still running').toBe(true);
        expect(found, `${found.length} of ${cases.length} answers wrong`).toEqual([]);
      },
      90_000,
    );
  });
});
