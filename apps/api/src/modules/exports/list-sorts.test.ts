import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_SORTS, SORT_INVALID, sortValues, todayIn } from '@app/contract';
import type { SortableList } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
import { createAccount, signIn } from '../../../test/factories.ts';

/**
 * Issue 19: every list sorts on the server from its allow-list (the contract's LIST_SORTS);
 * anything else is refused with the field's message, never rewritten; equal values keep one
 * order across pages (the id breaks ties in the sort's direction).
 */
let t: TestContext;
let token: string;
let accountId: number;
const get = (url: string) => request(t.app, { method: 'GET', url, token });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, { role: 'admin' })).token;
  accountId = (await createAccount(t.app)).id;
  // Ties on purpose: three sale amounts over nine files, some without a travel date.
  for (let i = 0; i < 9; i++) {
    const r = await request(t.app, {
      method: 'POST',
      url: '/api/bookings',
      token,
      payload: {
        guest_name: `Guest ${i}`,
        sale_amount: ['500.00', '1500.00', '900.00'][i % 3],
        purchase_amount: '100.00',
        travel_start_date: i % 4 === 0 ? null : `2026-12-0${1 + (i % 2)}`,
      },
    });
    expect(r.status).toBe(201);
  }
});
afterAll(() => t.close());

const ROUTES: Record<SortableList, () => string> = {
  bookings: () => '/api/bookings',
  enquiries: () => '/api/enquiries',
  agents: () => '/api/agents',
  transactions: () => '/api/transactions',
  pendingApprovals: () => '/api/transactions/pending-approvals',
  accounts: () => '/api/accounts',
  statement: () => `/api/accounts/${accountId}/statement`,
  staff: () => '/api/staff',
  branches: () => '/api/branches',
  dayPlans: () => `/api/day-plans?date=${todayIn(t.app.appTimezone)}`,
  payments: () => '/api/payments',
  auditEvents: () => '/api/audit-events',
};
const withSort = (url: string, sort: string) =>
  `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`;

describe('sortable lists', () => {
  it.each(Object.keys(ROUTES) as SortableList[])('%s: every allowed sort answers', async (list) => {
    for (const sort of sortValues(LIST_SORTS[list])) {
      const res = await get(withSort(ROUTES[list](), sort));
      expect(res.status, `${list} ${sort}`).toBe(200);
    }
  });

  it.each(Object.keys(ROUTES) as SortableList[])(
    '%s: anything else is refused on the field, never rewritten',
    async (list) => {
      for (const sort of ['password', 'id;drop table x', '--sale_amount', 'Name']) {
        const res = await get(withSort(ROUTES[list](), sort));
        expect(res.status, `${list} ${sort}`).toBe(422);
        expect(res.body.errors).toEqual({ sort: [SORT_INVALID] });
      }
    },
  );

  it('pages through ties without a gap or a repeat, in the order the database gives', async () => {
    for (const [sort, order] of [
      ['-sale_amount', sql`sale_amount desc, id desc`],
      ['sale_amount', sql`sale_amount asc, id asc`],
      ['travel_start_date', sql`travel_start_date asc, id asc`],
      ['-travel_start_date', sql`travel_start_date desc, id desc`],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await get(`/api/bookings?sort=${sort}&per_page=2&page=${page}`);
        seen.push(...res.body.data.map((b: { id: number }) => b.id));
      }
      const { rows } = await t.db.execute<{ id: number }>(
        sql`select id from bookings order by ${order}`,
      );
      expect(seen, sort).toEqual(rows.map((r) => r.id));
    }
  });
});
