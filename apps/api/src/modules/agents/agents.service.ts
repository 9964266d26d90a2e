import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Agent,
  AgentOption,
  agentListQuery,
  AgentValues,
  CreditAlert,
  PagingQuery,
} from '@app/contract';
import { LIST_SORTS, PAGE_SIZES, TOUR_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, enquiries } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { formatNumber, nextNumber } from '../../lib/rows/numbering.ts';
import { throwIfAny } from '../../lib/http/validation.ts';
import { agentErrors } from './agent-checks.ts';
import { listSearch } from '../search/search-terms.ts';
import { jsonPage } from '../../lib/kept/json-text.ts';
import { agentsJson } from './agent-json.ts';
import { creditAlertsJson, creditNearRows } from './credit-near.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import { SYSTEM_ACTOR, recordWrites, auditRef } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { syncAgentSupplier } from '../suppliers/suppliers.service.ts';

const agentEvent = auditRef('agent', (a: { id: number; name: string }) => a.name);
const writeAgent = recordWrites(agentEvent);

type Row = typeof agents.$inferSelect;

/** An agent's row as the answers have it; a list's row keeps its credit flag (agentRows). */
export function toAgent({
  search_text,
  updated_at,
  ...a
}: Row & { credit_alerts?: CreditAlert[] }): Agent {
  return { ...a, created_at: a.created_at.toISOString() };
}

export type AgentFilters = Omit<z.output<typeof agentListQuery>, keyof PagingQuery>;

function agentWhere(q: AgentFilters) {
  const c: (SQL | undefined)[] = [];
  // One trigram-indexed column holds every searched field (schema: search_text); digits also
  // match either mobile whatever its spaces (search-terms.ts).
  const phones = [sql`${agents.primary_mobile}`, sql`${agents.secondary_mobile}`];
  if (q.search) c.push(listSearch(q.search, sql`${agents.search_text}`, phones));
  if (q.status) c.push(eq(agents.status, q.status));
  if (q.city) c.push(eq(sql`lower(${agents.city})`, q.city.toLowerCase()));
  if (q.credit === 'near') c.push(sql`exists (${creditNearRows(sql`${agents.id}`)})`);
  return and(...c);
}

/**
 * The list's rows in its order, unpaged, each with the credit limits it is near or over (as
 * the page's JSON, agent-json.ts): the export reads them.
 */
export const agentRows = (db: Db, q: AgentFilters) =>
  db
    .select({
      ...getTableColumns(agents),
      credit_alerts: sql<CreditAlert[]>`${creditAlertsJson(sql`${agents.id}`)}`,
    })
    .from(agents)
    .where(agentWhere(q))
    .orderBy(...agentOrder(q.sort));

/** One row of agentRows: the agent's columns and its credit flag. */
export type AgentListRow = Awaited<ReturnType<typeof agentRows>>[number];

const agentOrder = listOrder(agents, LIST_SORTS.agents, [asc(agents.name), asc(agents.id)]);

export async function listAgents(db: Db, q: PagingQuery & AgentFilters) {
  const where = agentWhere(q);
  return jsonPage<Agent>(q, PAGE_SIZES.agents, {
    db,
    // 5,000 agents at the most in a year's data: counted exactly, in the page's own scan.
    idsWithTotal: db
      .select({ id: agents.id, total: sql<number>`count(*) over ()` })
      .from(agents)
      .where(where)
      .orderBy(...agentOrder(q.sort)),
    json: (ids) => agentsJson(db, ids),
    count: async () => ({ total: await db.$count(agents, where), estimated: false }),
  });
}

export async function getAgent(db: DbOrTx, id: number, withEnquiries = false): Promise<Agent> {
  const [row] = await db.select().from(agents).where(eq(agents.id, id));
  if (!row) throw new NotFound(TOUR_SERVER.agentNotFound);
  const agent = toAgent(row);
  if (!withEnquiries) return agent;
  const recent = await db
    .select({
      id: enquiries.id,
      enquiry_number: enquiries.enquiry_number,
      customer_name: enquiries.customer_name,
      destination: enquiries.destination,
      status: enquiries.status,
      created_at: enquiries.created_at,
    })
    .from(enquiries)
    .where(eq(enquiries.agent_id, id))
    .orderBy(desc(enquiries.created_at), desc(enquiries.id))
    .limit(5);
  return {
    ...agent,
    enquiries: recent.map((e) => ({
      ...e,
      created_at: e.created_at.toISOString(),
    })),
  };
}

/** A blank code becomes the next AG-NNNN. */
export async function createAgent(db: DbOrTx, v: AgentValues, actor = SYSTEM_ACTOR) {
  // The record read for the event is the answer: read once, inside the transaction.
  throwIfAny(await agentErrors(db, v));
  return uniqueAsField({ agents_code_unique: ['code', TOUR_SERVER.agentCodeTaken] }, () =>
    inTransaction(db, async (tx) => {
      const code = v.code ?? formatNumber('AG', await nextNumber(tx, 'AG'), 4);
      const [row] = await tx
        .insert(agents)
        .values({ ...v, code })
        .returning({ id: agents.id });
      const after = await getAgent(tx, row!.id);
      await writeAgent(tx, actor, 'create', null, after);
      await syncAgentSupplier(tx, after, actor);
      return after;
    }),
  );
}

export async function updateAgent(db: Db, id: number, v: AgentValues, actor = SYSTEM_ACTOR) {
  throwIfAny(await agentErrors(db, v, id));
  return uniqueAsField({ agents_code_unique: ['code', TOUR_SERVER.agentCodeTaken] }, () =>
    db.transaction(async (tx) => {
      await lockRow(tx, agents, id, TOUR_SERVER.agentNotFound);
      const before = await getAgent(tx, id);
      await updateRow(tx, agents, id, { ...v, code: v.code || undefined });
      const after = await getAgent(tx, id);
      await writeAgent(tx, actor, 'update', before, after);
      await syncAgentSupplier(tx, after, actor);
      return after;
    }),
  );
}

/** Agents with enquiries or bookings are kept: set them inactive. */
export const deleteAgent = deleteUnused({
  table: agents,
  notFound: TOUR_SERVER.agentNotFound,
  // Enquiries and bookings reference agents with ON DELETE RESTRICT.
  inUse: { by: [], restricted: true, message: TOUR_SERVER.agentInUse },
  event: agentEvent,
});

export async function agentOptions(db: Db): Promise<AgentOption[]> {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      code: agents.code,
      commission_rate: agents.commission_rate,
      contact_number: agents.primary_mobile,
    })
    .from(agents)
    .where(eq(agents.status, 'active'))
    .orderBy(asc(agents.name));
}
