// Agents as JSON written by PostgreSQL: the list's pages (decision 029, as bookings and enquiries).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema/index.ts';
import { columnFields, jsonAggByIds, jsonByIds, jsonObject } from '../../lib/kept/row-json.ts';
import { creditAlertsJson } from './credit-near.ts';

/**
 * One agent as toAgent gives it (agents.service.ts): every column but these two; and on the
 * list, the credit limits it is near or over (credit-near.ts).
 */
const agentJson = jsonObject([
  ...columnFields(agents, ['search_text', 'updated_at']),
  ['credit_alerts', creditAlertsJson(sql`${agents.id}`)],
]);

const byIds = jsonAggByIds(agentJson, agents.id);
/** The statement behind agentsJson: its plan does not depend on the ids. */
const prepareJsonByIds = (db: Db) =>
  db.select({ line: byIds.line }).from(agents).where(byIds.where).prepare('agents_json_by_ids');

/** Agents by id as one JSON array in the ids' order (the list's pages). */
export const agentsJson = (db: Db, ids: number[]) =>
  jsonByIds(db, 'agents_json_by_ids', prepareJsonByIds, ids);
