// Reading enquiries: the row with its agent and assignee, the list, one with its notes and files.
import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { enquiryListQuery, Communication, Enquiry, PagingQuery } from '@app/contract';
import { LIST_SORTS, PAGE_SIZES, TOUR_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, enquiries, enquiryCommunications, users } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { equalFilters } from '../../lib/rows/pagination.ts';
import { listSearch } from '../search/search-terms.ts';
import { tablePage } from '../../lib/kept/json-text.ts';
import { enquiriesJson } from './enquiry-json.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { idNameOf, sentColumns } from '../../lib/bodies/record-out.ts';
import { enquiryBookings } from '../bookings/conversion.service.ts';

const assignee = aliasedTable(users, 'assignee');

const selectEnquiries = (db: DbOrTx) =>
  db
    .select({
      e: enquiries,
      agent: {
        id: agents.id,
        name: agents.name,
        code: agents.code,
        primary_email: agents.primary_email,
      },
      assigneeName: assignee.name,
    })
    .from(enquiries)
    .leftJoin(agents, eq(agents.id, enquiries.agent_id))
    .leftJoin(assignee, eq(assignee.id, enquiries.assigned_to));

type Row = Awaited<ReturnType<typeof selectEnquiries>>[number];

export function toEnquiry({ e, agent, assigneeName }: Row): Enquiry {
  return {
    ...sentColumns(e),
    agent: agent?.id ? agent : null,
    assigned_user: idNameOf(e.assigned_to, assigneeName),
  };
}

export type EnquiryFilters = Omit<z.output<typeof enquiryListQuery>, keyof PagingQuery>;

/** The list's order: the chosen column's, else newest first. */
const enquiryOrder = listOrder(enquiries, LIST_SORTS.enquiries, [
  desc(enquiries.created_at),
  desc(enquiries.id),
]);

function enquiryWhere(q: EnquiryFilters) {
  // One trigram-indexed column holds every searched field (schema: search_text); digits also
  // match the mobile whatever its spaces (search-terms.ts).
  const search = q.search
    ? listSearch(q.search, sql`${enquiries.search_text}`, [sql`${enquiries.customer_mobile}`])
    : undefined;
  return and(search, ...equalFilters(enquiries, q, ['status', 'priority', 'source']));
}

/** The list's rows in its order, unpaged: the page and the export both read it. */
export const enquiryRows = (db: Db, q: EnquiryFilters) =>
  selectEnquiries(db)
    .where(enquiryWhere(q))
    .orderBy(...enquiryOrder(q.sort));

/**
 * A page of the list: its ids in the list's order, then their JSON as PostgreSQL writes it
 * (enquiry-json.ts), beside the count. The same rows and fields as enquiryRows and toEnquiry
 * give (enquiry-json.test.ts).
 */
export async function listEnquiries(db: Db, q: PagingQuery & EnquiryFilters) {
  return tablePage<Enquiry>(db, q, PAGE_SIZES.enquiries, {
    table: enquiries,
    where: enquiryWhere(q),
    order: enquiryOrder(q.sort),
    json: enquiriesJson,
  });
}

export async function getEnquiry(
  db: DbOrTx,
  id: number,
  withCommunications = false,
): Promise<Enquiry> {
  const [row] = await selectEnquiries(db).where(eq(enquiries.id, id));
  if (!row) throw new NotFound(TOUR_SERVER.enquiryNotFound);
  const enquiry = toEnquiry(row);
  if (!withCommunications) return enquiry;
  const comms = await db
    .select({ c: enquiryCommunications, userName: users.name })
    .from(enquiryCommunications)
    .leftJoin(users, eq(users.id, enquiryCommunications.user_id))
    .where(eq(enquiryCommunications.enquiry_id, id))
    .orderBy(desc(enquiryCommunications.communication_date), desc(enquiryCommunications.id));
  return {
    ...enquiry,
    // The files converted from it, each a link.
    bookings: await enquiryBookings(db, id),
    communications: comms.map(({ c: { enquiry_id, user_id, ...c }, userName }): Communication => ({
      ...c,
      communication_date: c.communication_date.toISOString(),
      user: idNameOf(user_id, userName),
    })),
  };
}

/** An enquiry's kind, set at creation, and its currency so far (which it may keep). */
export async function enquiryKind(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ type: enquiries.enquiry_type, currency: enquiries.currency })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row) throw new NotFound(TOUR_SERVER.enquiryNotFound);
  return row;
}
