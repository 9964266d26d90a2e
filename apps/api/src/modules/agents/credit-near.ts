// When an agent is near its credit limit (decision 046 point 9): one rule for Today's list, the
// agents list's flag and its `credit=near` filter.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { CREDIT_WARN_SHARE, NOT_OWED_STATUSES } from '@app/contract';

/** The share as a numeric literal: exact in PostgreSQL, and no parameter in a prepared plan. */
const SHARE = sql.raw(`${Number(CREDIT_WARN_SHARE)}::numeric`);
/**
 * What is owed is the balance of the agent's files but drafts: its sold files' and its
 * cancelled files' unpaid charges (decision 052).
 */
const NOT_OWED = sql.raw(NOT_OWED_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The credit limits whose currency the agent's files owe CREDIT_WARN_SHARE or more of:
 * rows (agent_id, currency, credit_limit, outstanding, over). A limit of 0 (cash only) is met
 * once anything is owed; `over` is past the limit itself. `agentId` narrows it to one agent (a
 * column of the enclosing query); left out, every agent's.
 */
export const creditNearRows = (agentId?: SQL) => sql`
  select l.agent_id, l.currency, l.credit_limit, o.outstanding,
    o.outstanding > l.credit_limit as over
  from agent_credit_limits l
    cross join lateral (
      select sum(b.balance_due) as outstanding from bookings b
      where b.agent_id = l.agent_id and b.currency = l.currency
        and b.status not in (${NOT_OWED})
    ) o
  where o.outstanding > 0 and o.outstanding >= l.credit_limit * ${SHARE}
    ${agentId ? sql`and l.agent_id = ${agentId}` : sql``}`;

/**
 * The agent's limits it is near or over, as the list's `credit_alerts` (JSON, by currency):
 * `agentId` is the agents column of the enclosing query.
 */
export const creditAlertsJson = (agentId: SQL) => sql`(
  select coalesce(json_agg(json_build_object(
      'currency', n.currency, 'credit_limit', n.credit_limit::text,
      'outstanding', n.outstanding::numeric(18, 2)::text, 'over', n.over
    ) order by n.currency), '[]')
  from (${creditNearRows(agentId)}) n)`;
