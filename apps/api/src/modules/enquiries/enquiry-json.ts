// Enquiries as JSON written by PostgreSQL: the list's pages (decision 029, as bookings).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, enquiries, users } from '../../db/schema/index.ts';
import {
  columnFields,
  jsonAggByIds,
  jsonByIds,
  jsonObject,
  userJson,
} from '../../lib/kept/row-json.ts';

/** Enquiry columns no answer shows (toEnquiry leaves them out too). */
const UNSHOWN = ['search_text', 'created_by', 'updated_at'];

/** One enquiry as toEnquiry gives it (enquiries.service.ts), built by PostgreSQL. */
const enquiryJson = jsonObject([
  ...columnFields(enquiries, UNSHOWN),
  [
    'agent',
    sql`case when ${agents.id} is not null then json_build_object('id', ${agents.id}, 'name', ${agents.name}, 'code', ${agents.code}, 'primary_email', ${agents.primary_email}) end`,
  ],
  ['assigned_user', userJson(users, enquiries.assigned_to)],
]);

const byIds = jsonAggByIds(enquiryJson, enquiries.id);
/** The statement behind enquiriesJson: its plan does not depend on the ids. */
const prepareJsonByIds = (db: Db) =>
  db
    .select({ line: byIds.line })
    .from(enquiries)
    .leftJoin(agents, eq(agents.id, enquiries.agent_id))
    .where(byIds.where)
    .prepare('enquiries_json_by_ids');

/** Enquiries by id as one JSON array in the ids' order (the list's pages). */
export const enquiriesJson = (db: Db, ids: number[]) =>
  jsonByIds(db, 'enquiries_json_by_ids', prepareJsonByIds, ids);
