import { eq } from 'drizzle-orm';
import type { ClashCheckResult, clashCheckInput } from '@app/contract';
import { DRIVER_SERVER } from '@app/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { drivers } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { ClashFacts } from './clashes.ts';
import { clashes, minutesApart, servicesOn } from './clashes.ts';

/**
 * Proposed services of one driver against the stored ones (and each other), before saving:
 * the form's warning. A picked driver is matched by id and by name, a typed one by name.
 */
export async function checkClashes(
  db: DbOrTx,
  v: z.output<typeof clashCheckInput>,
): Promise<ClashCheckResult[]> {
  let name = v.driver_name;
  if (v.driver_id !== null) {
    const [d] = await db
      .select({ name: drivers.name })
      .from(drivers)
      .where(eq(drivers.id, v.driver_id));
    if (!d) throw fieldError('driver_id', DRIVER_SERVER.invalid);
    name = d.name;
  }
  // Proposals get ids no stored service has (negative), so they never equal one.
  const proposed: ClashFacts[] = v.services.map((s, i) => ({
    id: -1 - i,
    planDate: s.plan_date,
    serviceTime: s.service_time,
    driverId: v.driver_id,
    driverName: name,
    status: 'pending',
  }));
  const stored = (
    await servicesOn(
      db,
      v.services.map((s) => s.plan_date),
    )
  ).filter((p) => p.id !== v.exclude_id);
  return proposed.map((p, index) => ({
    index,
    plan_date: p.planDate,
    service_time: p.serviceTime!,
    clashes: stored
      .filter((s) => clashes(p, s))
      .map((s) => ({
        id: s.id,
        plan_date: s.planDate,
        service_time: s.serviceTime!.slice(0, 5),
        guest_name: s.guestName,
        service_description: s.serviceDescription,
        file_number: s.fileNumber,
        driver_name: s.driverName,
        minutes_apart: minutesApart(p, s)!,
      })),
    clashes_in_request: proposed.filter((o) => clashes(p, o)).map((o) => -1 - o.id),
  }));
}
