// Agents' credit limits on a file's save (decision 046 point 9): a sold file that takes
// its agent's outstanding in the file's currency over the agent's limit is refused for staff,
// with the figures; a manager (or an admin) may save it with a reason, which its History keeps.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '@app/contract';
import { CREDIT_MESSAGES, creditFigure, money, NOT_SALE_STATUSES, toMoney } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { agentCreditLimits, agents, bookings } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';

export interface CreditCheck {
  /** The file being changed; null for a new one. */
  bookingId: number | null;
  agentId: number | null;
  status: string;
  currency: string;
  /** What the file will leave its payer owing. */
  balanceDue: string;
  /** What it left the same agent owing in the same currency before (0 for a new file). */
  before: string;
  role: Role;
  reason: string | null | undefined;
}

const sold = (status: string) => !(NOT_SALE_STATUSES as readonly string[]).includes(status);

/**
 * Refuses a save over the limit, or answers the note a manager's reason gives it (undefined when
 * within the limit). The agent's row is locked first, so two files saved at once for one agent
 * are checked one after the other: the second sees the first's balance.
 */
export async function checkCredit(tx: Tx, c: CreditCheck): Promise<string | undefined> {
  if (c.agentId === null || !sold(c.status)) return undefined;
  // Only what adds to what the agent owes is held to the limit: an edit that does not raise it
  // goes through even when a lowered limit is already passed.
  if (money(c.balanceDue).lte(c.before)) return undefined;
  const [agent] = await tx
    .select({ name: agents.name })
    .from(agents)
    .where(eq(agents.id, c.agentId))
    .for('update');
  const [limit] = await tx
    .select({ value: agentCreditLimits.credit_limit })
    .from(agentCreditLimits)
    .where(
      and(eq(agentCreditLimits.agent_id, c.agentId), eq(agentCreditLimits.currency, c.currency)),
    );
  if (!agent || !limit) return undefined;
  const [others] = await tx
    .select({ owed: sql<string>`coalesce(sum(${bookings.balance_due}), 0)::text` })
    .from(bookings)
    .where(
      and(
        eq(bookings.agent_id, c.agentId),
        eq(bookings.currency, c.currency),
        // A cancelled file's unpaid charge is owed too (decision 052).
        ne(bookings.status, 'draft'),
        c.bookingId === null ? undefined : ne(bookings.id, c.bookingId),
      ),
    );
  const owed = toMoney(money(others?.owed ?? 0).plus(c.balanceDue));
  if (money(owed).lte(limit.value)) return undefined;
  const over = CREDIT_MESSAGES.over(
    agent.name,
    creditFigure(c.currency, owed),
    creditFigure(c.currency, toMoney(limit.value)),
  );
  const manager = c.role === 'manager' || c.role === 'admin';
  if (!manager) throw fieldError('agent_id', over);
  if (!c.reason) throw fieldError('credit_override_reason', over + CREDIT_MESSAGES.overrideHint);
  return `${over} Saved over the limit: ${c.reason}`;
}
