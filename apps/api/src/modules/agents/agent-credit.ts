// An agent's credit limits (decision 046 point 9): what it may owe in each currency,
// beside what its files owe now (a cancelled file its unpaid charge, decision 052). Set by an admin, all at once; each change in the History.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AgentCredit, agentCreditInput } from '@app/contract';
import { creditFigure, TOUR_SERVER, toMoney } from '@app/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { agentCreditLimits, agents } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { currencyRefusal } from '../currencies/rates.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';

/** Each currency with a limit or money owed: the limit (null: none) and what is owed. */
export async function agentCredit(db: DbOrTx, agentId: number): Promise<AgentCredit> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new NotFound(TOUR_SERVER.agentNotFound);
  const { rows } = await db.execute<{
    currency: string;
    credit_limit: string | null;
    outstanding: string;
  }>(sql`
    with l as (
      select currency, credit_limit from agent_credit_limits where agent_id = ${agentId}
    ),
    owed as (
      select currency, sum(balance_due) as outstanding from bookings
      where agent_id = ${agentId} and status <> 'draft' group by currency
    )
    select coalesce(l.currency, o.currency) as currency, l.credit_limit::text as credit_limit,
      coalesce(o.outstanding, 0)::numeric(18, 2)::text as outstanding
    from l full join owed o on o.currency = l.currency
    order by 1`);
  return rows;
}

type Limits = z.output<typeof agentCreditInput>;

/** Replaces the agent's limits with these; a currency left out has none afterwards. */
export async function setAgentCredit(
  db: DbOrTx,
  agentId: number,
  v: Limits,
  actor: Actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    const agent = await lockRow(tx, agents, agentId, TOUR_SERVER.agentNotFound);
    for (const [i, l] of v.limits.entries()) {
      const refused = await currencyRefusal(tx, l.currency);
      if (refused) throw fieldError(`limits.${i}.currency`, refused);
    }
    const keep = v.limits.map((l) => l.currency);
    await tx
      .delete(agentCreditLimits)
      .where(
        and(
          eq(agentCreditLimits.agent_id, agentId),
          keep.length ? notInArray(agentCreditLimits.currency, keep) : undefined,
        ),
      );
    for (const l of v.limits) {
      await tx
        .insert(agentCreditLimits)
        .values({ agent_id: agentId, currency: l.currency, credit_limit: l.credit_limit })
        .onConflictDoUpdate({
          target: [agentCreditLimits.agent_id, agentCreditLimits.currency],
          set: { credit_limit: l.credit_limit, updated_at: new Date() },
        });
    }
    const text = v.limits.length
      ? v.limits.map((l) => creditFigure(l.currency, toMoney(l.credit_limit))).join('; ')
      : 'none';
    await recordEvent(tx, actor, {
      action: 'update',
      record_type: 'agent',
      record_id: agentId,
      record_label: agent.name,
      note: `Credit limits: ${text}`,
      changes: [],
    });
    return agentCredit(tx, agentId);
  });
}
