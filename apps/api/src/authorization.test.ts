import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@app/contract';
import { PERMISSION_KEYS } from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp, request } from '../test/app.ts';
import { createUser, tokenFor } from '../test/factories.ts';

/**
 * Who may call each route (decisions section 4). Every route the app registers must be
 * listed: a new route without a row here fails this test.
 */
/** 'signed-link': public to the access layer, but the route demands its own signed token. */
const ACCESS: Record<string, Access | 'public' | 'signed-link'> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'signed-in',
  'GET /api/me': 'signed-in',
  'PUT /api/me/password': 'signed-in',
  'GET /api/dashboard/today': 'signed-in',
  'GET /api/branches': 'admin',
  'GET /api/branches/list': 'admin',
  'GET /api/branches/:id': 'admin',
  'POST /api/branches': 'admin',
  'PUT /api/branches/:id': 'admin',
  'DELETE /api/branches/:id': 'admin',
  'GET /api/managers/list': 'admin',
  'GET /api/staff': 'admin',
  'GET /api/staff/:id': 'admin',
  'POST /api/staff': 'admin',
  'PUT /api/staff/:id': 'admin',
  'DELETE /api/staff/:id': 'admin',
  'POST /api/staff/:id/update-status': 'admin',
  'PUT /api/staff/:id/permissions': 'admin',
  'GET /api/accounts': 'view_accounts',
  'GET /api/accounts/list/dropdown': ['view_accounts', 'view_transactions', 'create_transactions'],
  'GET /api/accounts/:id': 'view_accounts',
  'GET /api/accounts/:id/statement': 'view_accounts',
  'POST /api/accounts': 'create_accounts',
  'PUT /api/accounts/:id': 'edit_accounts',
  'DELETE /api/accounts/:id': 'delete_accounts',
  'GET /api/transaction-categories': 'view_accounts',
  'GET /api/transaction-categories/list/dropdown': [
    'view_accounts',
    'view_transactions',
    'create_transactions',
  ],
  'GET /api/transaction-categories/:id': 'view_accounts',
  'POST /api/transaction-categories': 'create_accounts',
  'PUT /api/transaction-categories/:id': 'edit_accounts',
  'POST /api/transaction-categories/:id/toggle-status': 'edit_accounts',
  'DELETE /api/transaction-categories/:id': 'delete_accounts',
  'GET /api/transactions': 'view_transactions',
  'GET /api/transactions/pending-approvals': 'approve_transactions',
  'GET /api/transactions/:id': 'view_transactions',
  'POST /api/transactions': 'create_transactions',
  'POST /api/transactions/:id': 'create_transactions',
  'PUT /api/transactions/:id': 'create_transactions',
  'DELETE /api/transactions/:id': 'delete_transactions',
  'POST /api/transactions/:id/approve': 'approve_transactions',
  'POST /api/transactions/:id/reject': 'approve_transactions',
  'GET /api/storage/*': 'view_transactions',
  'GET /api/agents': 'signed-in',
  'GET /api/agents/list': 'signed-in',
  'GET /api/agents/:id': 'signed-in',
  'POST /api/agents': 'signed-in',
  'PUT /api/agents/:id': 'signed-in',
  'DELETE /api/agents/:id': 'signed-in',
  'GET /api/enquiries': 'signed-in',
  'GET /api/enquiries/:id': 'signed-in',
  'POST /api/enquiries': 'signed-in',
  'PUT /api/enquiries/:id': 'signed-in',
  'DELETE /api/enquiries/:id': 'signed-in',
  'POST /api/enquiries/:id/communication': 'signed-in',
  'GET /api/users/list': 'signed-in',
  'GET /api/bookings': 'signed-in',
  'GET /api/bookings/statistics': 'signed-in',
  'GET /api/bookings/:id': 'signed-in',
  'POST /api/bookings': 'signed-in',
  'PUT /api/bookings/:id': 'signed-in',
  'DELETE /api/bookings/:id': 'signed-in',
  'POST /api/bookings/:id/payment': 'signed-in',
  'GET /api/bookings/:id/agent-payments': 'signed-in',
  'POST /api/bookings/:id/agent-payments': 'signed-in',
  'DELETE /api/agent-payments/:id': 'signed-in',
  'POST /api/vouchers/:id/preview-token': 'signed-in',
  'GET /api/vouchers/:id/preview': 'signed-link',
  'GET /api/vouchers/:id/pdf': 'signed-in',
  'POST /api/vouchers/:id/email': 'signed-in',
  'GET /api/day-plans': 'signed-in',
  'GET /api/day-plans/:id': 'signed-in',
  'POST /api/day-plans': 'signed-in',
  'PUT /api/day-plans/:id': 'signed-in',
  'DELETE /api/day-plans/:id': 'signed-in',
};

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
