import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seedBranches } from './branches.ts';
import { seedBookings } from './bookings.ts';
import { seedRates } from './rates.ts';
import { seedDayPlans } from './day-plans.ts';
import { seedBooksLock, seedFinance, seedPaymentAccounts, seedRevaluation } from './finance.ts';
import { seedTourism } from './tourism.ts';
import { seedTaxProfile } from './tax-profile.ts';
import { seedCreditLimits, seedSuppliers } from './suppliers.ts';
import { seedSupplierPayments } from './supplier-payments.ts';
import { seedCancellation } from './cancellations.ts';
import { seedTrips } from './trips.ts';
import { seedToday } from './today.ts';
import { seedOutbox } from './outbox.ts';
import { DEMO_LOGINS, seedPeople } from './people.ts';

/**
 * Demo data for a living agency. Runs only on an empty database and in
 * one transaction, so a crash mid-seed leaves nothing half-made and the next start retries.
 * Each module adds its part below.
 */
export async function seedDemo(db: Db, passwordCost: number, timeZone: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const staffIds = await seedPeople(tx, passwordCost);
    await seedBranches(tx, staffIds);
    // Rates first: the Dubai desk's dirham account opens at the rate of the books' first day.
    await seedRates(tx, timeZone);
    await seedFinance(tx, timeZone);
    await seedPaymentAccounts(tx);
    await seedTaxProfile(tx);
    const agentIds = await seedTourism(tx, timeZone);
    const supplierIds = await seedSuppliers(tx);
    await seedBookings(tx, timeZone, agentIds, supplierIds);
    await seedCreditLimits(tx, agentIds);
    await seedSupplierPayments(tx, timeZone);
    await seedCancellation(tx, timeZone);
    await seedDayPlans(tx, timeZone);
    await seedTrips(tx, timeZone);
    await seedToday(tx, timeZone, agentIds);
    await seedOutbox(tx);
    await seedRevaluation(tx, timeZone);
    await seedBooksLock(tx, timeZone);
  });
  return true;
}

export { DEMO_LOGINS };
