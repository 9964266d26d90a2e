import { sql } from 'drizzle-orm';
import {
  accountEndpoints,
  agentEndpoints,
  supplierEndpoints,
  auditEndpoints,
  bookingEndpoints,
  branchEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  LIST_SORTS,
  paymentEndpoints,
  SORT_INVALID,
  sortValues,
  staffEndpoints,
  todayIn,
  transactionEndpoints,
} from '@app/contract';
import type { ApiFailure, SortableList } from '@app/contract';
import { createAccount } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * Every list sorts on the server from its allow-list (the contract's LIST_SORTS);
 * anything else is refused with the field's message, never rewritten; equal values keep one
 * order across pages (the id breaks ties in the sort's direction).
 */
/** Each sortable list read with a sort: only its status and its refusal are compared here. */
type Sorted = (sort: string) => Promise<{ status: number; failure: ApiFailure }>;

/** The file's files (made once, before its first test), read as its admin. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  /** A list read: its answer parsed by the list's own schema (a refusal by the error envelope). */
  const { call: get } = await callers.admin();
  const accountId = (await createAccount(t.app)).id;
  // Ties on purpose: three sale amounts over nine files, some without a travel date.
  for (let i = 0; i < 9; i++) {
    const r = await get(bookingEndpoints.create, {
      payload: {
        guest_name: `Guest ${i}`,
        sale_amount: ['500.00', '1500.00', '900.00'][i % 3],
        purchase_amount: '100.00',
        travel_start_date: i % 4 === 0 ? null : `2026-12-0${1 + (i % 2)}`,
      },
    });
    expect(r.status).toBe(201);
  }
  const ROUTES: Record<SortableList, Sorted> = {
    bookings: (sort) => get(bookingEndpoints.list, { query: { sort } }),
    enquiries: (sort) => get(enquiryEndpoints.list, { query: { sort } }),
    agents: (sort) => get(agentEndpoints.list, { query: { sort } }),
    suppliers: (sort) => get(supplierEndpoints.list, { query: { sort } }),
    transactions: (sort) => get(transactionEndpoints.list, { query: { sort } }),
    pendingApprovals: (sort) => get(transactionEndpoints.pending, { query: { sort } }),
    accounts: (sort) => get(accountEndpoints.list, { query: { sort } }),
    statement: (sort) =>
      get(accountEndpoints.statement, { params: { id: accountId }, query: { sort } }),
    staff: (sort) => get(staffEndpoints.list, { query: { sort } }),
    branches: (sort) => get(branchEndpoints.list, { query: { sort } }),
    dayPlans: (sort) =>
      get(dayPlanEndpoints.list, { query: { date: todayIn(t.app.appTimezone), sort } }),
    payments: (sort) => get(paymentEndpoints.list, { query: { sort } }),
    auditEvents: (sort) => get(auditEndpoints.list, { query: { sort } }),
  };
  return { get, ROUTES };
});
/** The sortable lists, one test each. */
const LISTS = Object.keys(LIST_SORTS) as SortableList[];

describe('sortable lists', () => {
  it.for(LISTS)('%s: every allowed sort answers', async (list, { desk: { ROUTES } }) => {
    for (const sort of sortValues(LIST_SORTS[list])) {
      const res = await ROUTES[list](sort);
      expect(res.status, `${list} ${sort}`).toBe(200);
    }
  });

  it.for(LISTS)(
    '%s: anything else is refused on the field, never rewritten',
    async (list, { desk: { ROUTES } }) => {
      for (const sort of ['password', 'id;drop table x', '--sale_amount', 'Name']) {
        const res = await ROUTES[list](sort);
        expect(res.status, `${list} ${sort}`).toBe(422);
        expect(res.failure.errors).toEqual({ sort: [SORT_INVALID] });
      }
    },
  );

  it('pages through ties without a gap or a repeat, in the order the database gives', async ({
    app: t,
    desk: { get },
  }) => {
    for (const [sort, order] of [
      ['-sale_amount', sql`sale_amount desc, id desc`],
      ['sale_amount', sql`sale_amount asc, id asc`],
      ['travel_start_date', sql`travel_start_date asc, id asc`],
      ['-travel_start_date', sql`travel_start_date desc, id desc`],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await get(bookingEndpoints.list, { query: { sort, per_page: 2, page } });
        seen.push(...res.ok.data.map((b) => b.id));
      }
      const { rows } = await t.db.execute<{ id: number }>(
        sql`select id from bookings order by ${order}`,
      );
      expect(seen, sort).toEqual(rows.map((r) => r.id));
    }
  });
});
