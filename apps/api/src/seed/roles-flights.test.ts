import { eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@app/contract';
import { createTestDatabase } from '../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import { bookingFlights, userPermissions, users } from '../db/schema/index.ts';
import { seedDemo } from './index.ts';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  expect(await seedDemo(t.db, TEST_PASSWORD_COST, 'Asia/Kolkata')).toBe(true);
}, 120_000);
afterAll(() => t.drop());

const keysOf = async (email: string) =>
  (
    await t.db
      .select({ key: userPermissions.permission })
      .from(userPermissions)
      .innerJoin(users, eq(users.id, userPermissions.user_id))
      .where(eq(users.email, email))
  )
    .map((r) => r.key)
    .sort();

describe('demo data', () => {
  it("gives the demo manager and staff their role's defaults: the manager reads reports", async () => {
    expect(await keysOf('manager@example.com')).toEqual(
      [...ROLE_DEFAULT_PERMISSIONS.manager].sort(),
    );
    expect(await keysOf('manager@example.com')).toContain('view_reports');
    expect(await keysOf('staff@example.com')).toEqual([...ROLE_DEFAULT_PERMISSIONS.staff].sort());
  });

  it('gives every flight its departure and arrival times', async () => {
    expect((await t.db.select().from(bookingFlights)).length).toBeGreaterThan(0);
    const without = await t.db
      .select()
      .from(bookingFlights)
      .where(or(isNull(bookingFlights.departure_time), isNull(bookingFlights.arrival_time)));
    expect(without).toEqual([]);
  });
});
