import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@app/contract';
import { createTestDatabase } from '../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import { todayLists } from '../modules/today/today.service.ts';
import { seedDemo } from './index.ts';

/** The demo shows something in every Today list, and receipts, one of them VOID. */
const TZ = 'Asia/Kolkata';
let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  expect(await seedDemo(t.db, TEST_PASSWORD_COST, TZ)).toBe(true);
}, 120_000);
afterAll(() => t.drop());

describe('demo data for the Today panel and receipts', () => {
  it('fills each of the Today panel’s lists for an admin', async () => {
    const admin = {
      id: 0,
      name: 'Admin',
      email: 'admin@example.com',
      role: 'admin' as const,
      is_active: true,
      permissions: [],
    };
    const panel = await todayLists(t.db, admin, TZ);
    for (const key of [
      'follow_ups',
      'travelling_with_balance',
      'arrivals_tomorrow',
      'services_without_driver',
      'driver_clashes',
      'pending_approvals',
    ] as const) {
      expect(panel[key]?.total, key).toBeGreaterThan(0);
    }
    expect(panel.date).toBe(todayIn(TZ));
  });

  it('numbers every customer payment with a receipt, and has a voided one', async () => {
    const { rows } = await t.db.execute<{ n: number; bad: number; voided: number }>(
      sql`select count(*)::int n,
        count(*) filter (where receipt_number !~ '^RCPT-[0-9]{4}-[0-9]{5}$')::int bad,
        count(*) filter (where voided_at is not null)::int voided
      from booking_payments`,
    );
    expect(rows[0]!.n).toBeGreaterThan(5);
    expect(rows[0]!.bad).toBe(0);
    expect(rows[0]!.voided).toBeGreaterThan(0);
  });
});
