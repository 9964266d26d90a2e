import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@app/contract';
import {
  bookingEndpoints,
  DOCUMENT_ACCESS,
  MANAGER_ONLY_KEYS,
  PERMISSION_KEYS,
  TOURISM_KEYS,
} from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp, request } from '../test/app.ts';
import { callEndpoint } from '../test/answers.ts';
import { createAgent, createUser, tokenFor } from '../test/factories.ts';
import { ACCESS } from '../test/route-access.ts';

type Who =
  | 'anonymous'
  | 'staff without permission'
  | 'staff with every permission but tourism'
  | 'staff with permission'
  | 'staff with only the send keys'
  | 'staff with every permission but the voucher’s and duty sheet’s read keys'
  | 'manager'
  | 'manager with permission'
  | 'admin';
const WHO: Who[] = [
  'anonymous',
  'staff without permission',
  'staff with every permission but tourism',
  'staff with permission',
  'staff with only the send keys',
  'staff with every permission but the voucher’s and duty sheet’s read keys',
  'manager',
  'manager with permission',
  'admin',
];
const NOT_TOURISM = PERMISSION_KEYS.filter((k) => !TOURISM_KEYS.includes(k));
const DOCUMENTS = Object.values(DOCUMENT_ACCESS);
/** The keys that send a voucher, a receipt or a duty sheet, without those that read them. */
const SEND_KEYS = [...new Set(DOCUMENTS.flatMap((d) => d.send.all))].filter(
  (k) => !DOCUMENTS.some((d) => d.read === k),
);
// view_bookings (a receipt's read key) stays: the trip flow's routes check it inside, by a
// rule this table does not state, and the send-keys-only caller covers receipts.
const NOT_READ = PERMISSION_KEYS.filter(
  (k) => k !== DOCUMENT_ACCESS.voucher.read && k !== DOCUMENT_ACCESS.duty_sheet.read,
);

/** The keys each kind of caller holds (admins pass every rule; anonymous callers none). */
const HELD: Record<Exclude<Who, 'anonymous' | 'admin'>, readonly string[]> = {
  'staff without permission': [],
  'staff with every permission but tourism': NOT_TOURISM,
  'staff with permission': PERMISSION_KEYS,
  'staff with only the send keys': SEND_KEYS,
  'staff with every permission but the voucher’s and duty sheet’s read keys': NOT_READ,
  manager: [],
  'manager with permission': PERMISSION_KEYS,
};

/** Whether `who` holds what `rule` asks, worked out here rather than by can(). */
function holds(who: Exclude<Who, 'anonymous' | 'admin'>, rule: Access): boolean {
  if (rule === 'signed-in') return true;
  if (rule === 'admin') return false;
  if (typeof rule !== 'string')
    return 'all' in rule ? rule.all.every((k) => holds(who, k)) : rule.some((r) => holds(who, r));
  // Approving and voiding need a manager, whatever keys a staff member holds.
  if (MANAGER_ONLY_KEYS.includes(rule) && !who.startsWith('manager')) return false;
  return HELD[who].includes(rule);
}

/** Whether `who` may pass the access rule: false means 401 (anonymous) or 403. */
function allowed(who: Who, access: Access | 'public' | 'signed-link') {
  if (access === 'public') return true;
  if (access === 'signed-link') return false;
  if (who === 'anonymous') return false;
  if (who === 'admin') return true;
  return holds(who, access);
}

let t: TestContext;
const users: Partial<Record<Who, number>> = {};

beforeAll(async () => {
  t = await createTestApp();
  users['staff without permission'] = (await createUser(t.app, { role: 'staff' })).id;
  users['staff with permission'] = (
    await createUser(t.app, { role: 'staff', permissions: PERMISSION_KEYS })
  ).id;
  users['staff with every permission but tourism'] = (
    await createUser(t.app, { role: 'staff', permissions: NOT_TOURISM })
  ).id;
  users['staff with only the send keys'] = (
    await createUser(t.app, { role: 'staff', permissions: SEND_KEYS })
  ).id;
  users['staff with every permission but the voucher’s and duty sheet’s read keys'] = (
    await createUser(t.app, { role: 'staff', permissions: NOT_READ })
  ).id;
  users.manager = (await createUser(t.app, { role: 'manager' })).id;
  users['manager with permission'] = (
    await createUser(t.app, { role: 'manager', permissions: PERMISSION_KEYS })
  ).id;
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

  /*
   * What particular callers may and may not do, written by hand: the sweep below follows the
   * catalogue's rules, so a rule loosened there by mistake would be followed too. These are
   * the agency's own expectations, checked against the catalogue.
   */
  const EXPECT: Partial<Record<Who, { may: string[]; mayNot: string[] }>> = {
    anonymous: {
      may: ['GET /api/health', 'POST /api/login'],
      mayNot: ['GET /api/me', 'GET /api/bookings', 'GET /api/docs', 'GET /api/vouchers/:id/pdf'],
    },
    'staff without permission': {
      may: [
        'GET /api/me',
        'GET /api/today',
        'GET /api/search',
        'PUT /api/me/password',
        // Every form with an amount picks a currency and shows its rate.
        'GET /api/currencies',
        'GET /api/exchange-rates',
      ],
      mayNot: [
        'POST /api/exchange-rates',
        'PUT /api/currencies/:code',
        'GET /api/bookings',
        'GET /api/transactions',
        'GET /api/branches',
        'GET /api/staff',
        'GET /api/outbox',
        'GET /api/audit-events',
        'GET /api/ledger/trial-balance',
        'GET /api/ledger/entries',
      ],
    },
    'staff with permission': {
      may: ['GET /api/bookings', 'POST /api/bookings/:id/payment', 'POST /api/transactions'],
      // Approvals and voids are a manager's, whatever keys a staff member holds; staff and
      // branches, reversals and the outbox are an admin's.
      mayNot: [
        'POST /api/transactions/:id/approve',
        'POST /api/bookings/:id/payments/:paymentId/void',
        'POST /api/transactions/:id/reverse',
        'GET /api/staff',
        'PUT /api/staff/:id/permissions',
        'GET /api/outbox',
      ],
    },
    'manager with permission': {
      may: [
        'POST /api/transactions/:id/approve',
        'POST /api/bookings/:id/payments/:paymentId/void',
        'GET /api/ledger/trial-balance',
        'GET /api/ledger/entries',
        'POST /api/exchange-rates',
      ],
      mayNot: [
        'POST /api/transactions/:id/reverse',
        'GET /api/branches',
        'GET /api/staff',
        'PUT /api/currencies/:code',
      ],
    },
    // The books are read with view_books, which no role holds until it is given.
    manager: {
      may: [],
      mayNot: [
        'GET /api/ledger/trial-balance',
        'GET /api/ledger/entries',
        'POST /api/exchange-rates',
      ],
    },
    admin: {
      may: [
        'GET /api/staff',
        'POST /api/transactions/:id/reverse',
        'GET /api/outbox',
        'GET /api/ledger/trial-balance',
        'GET /api/ledger/entries',
        'PUT /api/currencies/:code',
        'POST /api/exchange-rates',
      ],
      // A preview page takes only its signed token, never a login.
      mayNot: ['GET /api/vouchers/:id/preview', 'GET /api/receipts/:id/preview'],
    },
  };
  it.each(Object.entries(EXPECT))('the catalogue gives %s what the agency expects', (who, e) => {
    for (const route of [...e.may, ...e.mayNot]) expect(ACCESS, route).toHaveProperty([route]);
    expect(e.may.filter((r) => !allowed(who as Who, ACCESS[r]!))).toEqual([]);
    expect(e.mayNot.filter((r) => allowed(who as Who, ACCESS[r]!))).toEqual([]);
  });

  const cases = Object.entries(ACCESS).flatMap(([route, access]) =>
    WHO.map((who) => [route, who, access] as const),
  );
  it.each(cases)('%s as %s', async (route, who, access) => {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:\w+/g, '999999').replace('*', 'transactions/missing.pdf');
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

describe('tourism money', () => {
  it('refuses voiding an agent payment to staff with only transaction permissions, and keeps it', async () => {
    const manager = await createUser(t.app, { role: 'manager', permissions: TOURISM_KEYS });
    const managerToken = await tokenFor(t.app, manager.id);
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const booking = await callEndpoint(t.app, bookingEndpoints.create, {
      token: managerToken,
      payload: {
        guest_name: 'Rahul Kapoor',
        sale_amount: '20000.00',
        purchase_amount: '15000.00',
        agent_id: agent.id,
      },
    });
    expect(booking.status).toBe(201);
    const paid = await callEndpoint(t.app, bookingEndpoints.addAgentPayment, {
      params: { id: booking.ok.data.id },
      token: managerToken,
      payload: { payment_date: '2026-11-20', amount: '10000' },
    });
    expect(paid.status).toBe(201);
    const paymentId = paid.ok.data[0]!.id;

    const clerk = await createUser(t.app, {
      role: 'staff',
      permissions: ['view_transactions', 'create_transactions', 'delete_transactions'],
    });
    const del = await callEndpoint(t.app, bookingEndpoints.deleteAgentPayment, {
      params: { id: paymentId },
      token: await tokenFor(t.app, clerk.id),
    });
    expect(del.status).toBe(403);
    // Holding the void key does not make a staff member a manager.
    const staffWithKey = await createUser(t.app, { role: 'staff', permissions: TOURISM_KEYS });
    const del2 = await callEndpoint(t.app, bookingEndpoints.deleteAgentPayment, {
      params: { id: paymentId },
      token: await tokenFor(t.app, staffWithKey.id),
    });
    expect(del2.status).toBe(403);

    const list = await callEndpoint(t.app, bookingEndpoints.agentPayments, {
      params: { id: booking.ok.data.id },
      token: managerToken,
    });
    expect(list.ok.data.map((p) => p.id)).toContain(paymentId);
    expect(list.ok.booking).toMatchObject({ agent_paid: '10000.00' });
  });
});
