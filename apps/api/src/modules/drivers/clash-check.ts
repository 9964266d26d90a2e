import { eq } from 'drizzle-orm';
import type { ClashCheckResult, clashCheckInput } from '@app/contract';
import { DRIVER_SERVER } from '@app/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { drivers } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
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
    plan_date: s.plan_date,
    service_time: s.service_time,
    driver_id: v.driver_id,
    driver_name: name,
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
    plan_date: p.plan_date,
    service_time: p.service_time!,
    clashes: stored
      .filter((s) => clashes(p, s))
      .map((s) => ({
        id: s.id,
        plan_date: s.plan_date,
        service_time: s.service_time!.slice(0, 5),
        guest_name: s.guest_name,
        service_description: s.service_description,
        file_number: s.file_number,
        driver_name: s.driver_name,
        minutes_apart: minutesApart(p, s)!,
      })),
    clashes_in_request: proposed.filter((o) => clashes(p, o)).map((o) => -1 - o.id),
  }));
}
