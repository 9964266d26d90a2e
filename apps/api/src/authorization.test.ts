import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@app/contract';
import { PERMISSION_KEYS } from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp, request } from '../test/app.ts';
import { createUser, tokenFor } from '../test/factories.ts';
import { ACCESS } from '../test/route-access.ts';

type Who = 'anonymous' | 'staff without permission' | 'staff with permission' | 'manager' | 'admin';
const WHO: Who[] = [
  'anonymous',
  'staff without permission',
  'staff with permission',
  'manager',
  'admin',
];

/** Whether `who` may pass the access rule: false means 401 (anonymous) or 403. */
function allowed(who: Who, access: Access | 'public' | 'signed-link') {
  if (access === 'public') return true;
  if (access === 'signed-link') return false;
  if (who === 'anonymous') return false;
  if (access === 'signed-in' || who === 'admin') return true;
  if (access === 'admin') return false;
  const keys = typeof access === 'string' ? [access] : access;
  if (who === 'staff with permission') return keys.some((k) => k !== 'approve_transactions');
  if (who === 'manager') return false; // the manager identity holds no permission keys
  return false;
}

let t: TestContext;
const users: Partial<Record<Who, number>> = {};

beforeAll(async () => {
  t = await createTestApp();
  users['staff without permission'] = (await createUser(t.app, { role: 'staff' })).id;
  users['staff with permission'] = (
    await createUser(t.app, { role: 'staff', permissions: PERMISSION_KEYS })
  ).id;
  users.manager = (await createUser(t.app, { role: 'manager' })).id;
  users.admin = (await createUser(t.app, { role: 'admin' })).id;
});
afterAll(() => t.close());

describe('access control on every route', () => {
  it('has a rule in this table for every registered route, and none declared without one', () => {
    const registered = t.app.routeList
      .filter((r) => r.url.startsWith('/api'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(Object.keys(ACCESS).sort());
    for (const r of t.app.routeList.filter((x) => x.url.startsWith('/api'))) {
      const expected = ACCESS[`${r.method} ${r.url}`];
      expect(r.access, `${r.method} ${r.url}`).toEqual(
        expected === 'signed-link' ? 'public' : expected,
      );
    }
  });

  const cases = Object.entries(ACCESS).flatMap(([route, access]) =>
    WHO.map((who) => [route, who, access] as const),
  );
  it.each(cases)('%s as %s', async (route, who, access) => {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(':id', '999999').replace('*', 'transactions/missing.pdf');
    // A fresh token per call: some allowed calls (logout) end the session they use.
    const token = who === 'anonymous' ? undefined : await tokenFor(t.app, users[who]!);
    const res = await request(t.app, {
      method: method,
      url,
      token,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    if (allowed(who, access)) {
      expect([401, 403], `${route} as ${who}: ${res.status}`).not.toContain(res.status);
    } else {
      expect(res.status).toBe(who === 'anonymous' || access === 'signed-link' ? 401 : 403);
    }
    expect(res.status).toBeLessThan(500);
  });
});
