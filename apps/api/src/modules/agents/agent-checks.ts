import { and, eq, ne } from 'drizzle-orm';
import type { FieldErrors } from '@app/contract';
import { TOUR_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { agents } from '../../db/schema/index.ts';

/**
 * What an agent form's schema cannot judge: a code another agent has. Asked before the write
 * so it comes with the schema's errors in one answer; the unique index still
 * decides a race (agents.service.ts, `uniqueAsField`). `agentId` is the agent being edited.
 */
export async function agentErrors(
  db: DbOrTx,
  v: Record<string, unknown>,
  agentId?: number,
): Promise<FieldErrors> {
  const code = typeof v.code === 'string' && v.code !== '' ? v.code : null;
  if (!code) return {};
  const same = eq(agents.code, code);
  const [other] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(agentId === undefined ? same : and(same, ne(agents.id, agentId)))
    .limit(1);
  return other ? { code: [TOUR_SERVER.agentCodeTaken] } : {};
}

/**
 * The commission rate of the agent a booking or enquiry names (the default for its own), or
 * undefined when there is no such agent; `agentId` null (none named) answers null.
 */
export async function agentRateOf(db: DbOrTx, agentId: number | null) {
  if (agentId === null) return null;
  const [a] = await db
    .select({ rate: agents.commission_rate })
    .from(agents)
    .where(eq(agents.id, agentId));
  return a?.rate;
}
