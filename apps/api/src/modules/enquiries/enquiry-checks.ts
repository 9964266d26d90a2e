import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '@app/contract';
import { TOUR_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { agentRateOf } from '../agents/agent-checks.ts';
import { currencyRefusal } from '../currencies/rates.ts';

const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * The records an enquiry names must exist: an active assignee and, for an agent enquiry, the
 * agent; its currency must be an active one (`kept`: the enquiry's so far, which it may keep
 * after an admin switched it off). Every refusal comes in one answer; `v` may hold only the
 * fields that parsed. Also answers the agent's commission rate, the default for the enquiry's.
 */
export async function enquiryRefs(
  db: DbOrTx,
  v: Record<string, unknown>,
  kind: 'direct' | 'agent',
  kept?: string,
) {
  const errors: FieldErrors = {};
  const refused = typeof v.currency === 'string' && (await currencyRefusal(db, v.currency, kept));
  if (refused) errors.currency = [refused];
  const assignee = idOf(v.assigned_to);
  if (assignee !== null) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assignee), eq(users.is_active, true)));
    if (!u) errors.assigned_to = [TOUR_SERVER.assigneeInvalid];
  }
  const agentRate = await agentRateOf(db, kind === 'agent' ? idOf(v.agent_id) : null);
  if (agentRate === undefined) errors.agent_id = [TOUR_SERVER.agentInvalid];
  return { errors, agentRate: agentRate ?? null };
}
