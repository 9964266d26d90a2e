import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '@app/contract';
import { TOUR_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { agentRateOf } from '../agents/agent-checks.ts';

const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * The records an enquiry names must exist: an active assignee and, for an agent enquiry, the
 * agent. Both refusals come in one answer; `v` may hold only the fields that
 * parsed. Also answers the agent's commission rate, the default for the enquiry's.
 */
export async function enquiryRefs(
  db: DbOrTx,
  v: Record<string, unknown>,
  kind: 'direct' | 'agent',
) {
  const errors: FieldErrors = {};
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
