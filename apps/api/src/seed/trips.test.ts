import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import { getBooking } from '../modules/bookings/bookings.service.ts';
import { listDayPlans } from '../modules/day-plans/day-plans.service.ts';
import { bookingTrip } from '../modules/bookings/booking-trip.ts';
import { bookings, drivers, enquiries } from '../db/schema/index.ts';
import { seedDemo } from './index.ts';

/** The demo walks one trip through the whole flow. */
const TZ = 'Asia/Kolkata';
let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  expect(await seedDemo(t.db, TEST_PASSWORD_COST, TZ)).toBe(true);
}, 120_000);
afterAll(() => t.drop());

describe('demo data: one trip', () => {
  it('has drivers, a converted enquiry with its file, a clash and a service that differs', async () => {
    const list = await t.db.select().from(drivers);
    expect(list.map((d) => [d.name, d.active])).toContainEqual(['Rashid Khan', false]);
    expect(list.filter((d) => d.active)).toHaveLength(3);
    const [file] = await t.db.select().from(bookings).where(isNotNull(bookings.enquiry_id));
    const [enquiry] = await t.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, file!.enquiry_id!));
    expect(enquiry!.status).toBe('converted');
    const trip = await bookingTrip(t.db, await getBooking(t.db, file!.id), true);
    expect(trip.enquiry?.enquiry_number).toBe(enquiry!.enquiry_number);
    expect(trip.services).toHaveLength(3);
    expect(trip.services_differing).toBe(1);
    const differing = trip.services!.find((s) => s.differences.length)!;
    expect(differing.differences.map((d) => d.field)).toEqual(['flight_date']);
    const day = trip.services![0]!.plan_date;
    const { plans } = await listDayPlans(t.db, { date: day }, TZ);
    const mine = plans.filter((p) => p.booking_id === file!.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((p) => p.clashes_with.length === 1)).toBe(true);
  });

  it("sells each converted file in its enquiry's currency, at the agent's expected sale", async () => {
    const linked = await t.db
      .select({
        currency: bookings.currency,
        sale: bookings.sale_amount,
        enquiryCurrency: enquiries.currency,
        expected: enquiries.expected_sale_amount,
      })
      .from(bookings)
      .innerJoin(enquiries, eq(enquiries.id, bookings.enquiry_id));
    expect(linked.length).toBeGreaterThan(0);
    for (const l of linked) {
      expect(l.currency).toBe(l.enquiryCurrency);
      if (l.expected !== null) expect(l.sale).toBe(l.expected);
    }
    // The demo's Dubai trip: a dirham enquiry, a dirham file.
    expect(linked.some((l) => l.currency === 'AED')).toBe(true);
  });
});
