// Reading enquiries: the row with its agent and assignee, the list, one with its notes and files.
import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { enquiryListQuery, Communication, Enquiry, PagingQuery } from '@app/contract';
import { PAGE_SIZES, TOUR_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, enquiries, enquiryCommunications, users } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/app-error.ts';
import { countOrEstimate, likePattern, paginate } from '../../lib/pagination.ts';
import { sortOrder } from '../../lib/sorting.ts';
import { enquiryBookings } from '../trips/conversion.service.ts';

const assignee = aliasedTable(users, 'assignee');

const selectEnquiries = (db: DbOrTx) =>
  db
    .select({
      e: enquiries,
      agent: {
        id: agents.id,
        name: agents.name,
        code: agents.code,
        primary_email: agents.primaryEmail,
      },
      assigneeName: assignee.name,
    })
    .from(enquiries)
    .leftJoin(agents, eq(agents.id, enquiries.agentId))
    .leftJoin(assignee, eq(assignee.id, enquiries.assignedTo));

type Row = Awaited<ReturnType<typeof selectEnquiries>>[number];

export function toEnquiry({ e, agent, assigneeName }: Row): Enquiry {
  return {
    id: e.id,
    enquiry_number: e.enquiryNumber,
    enquiry_type: e.enquiryType as Enquiry['enquiry_type'],
    customer_name: e.customerName,
    customer_email: e.customerEmail,
    customer_mobile: e.customerMobile,
    customer_alternate_mobile: e.customerAlternateMobile,
    destination: e.destination,
    travel_start_date: e.travelStartDate,
    travel_end_date: e.travelEndDate,
    number_of_adults: e.numberOfAdults,
    number_of_children: e.numberOfChildren,
    travel_type: e.travelType as Enquiry['travel_type'],
    special_requirements: e.specialRequirements,
    estimated_budget: e.estimatedBudget,
    budget_type: e.budgetType as Enquiry['budget_type'],
    accommodation_preference: e.accommodationPreference as Enquiry['accommodation_preference'],
    agent_id: e.agentId,
    assigned_to: e.assignedTo,
    status: e.status as Enquiry['status'],
    priority: e.priority as Enquiry['priority'],
    source: e.source as Enquiry['source'],
    enquiry_details: e.enquiryDetails,
    internal_notes: e.internalNotes,
    follow_up_date: e.followUpDate,
    expected_sale_amount: e.expectedSaleAmount,
    agent_commission_rate: e.agentCommissionRate,
    agent_commission_amount: e.agentCommissionAmount,
    created_at: e.createdAt.toISOString(),
    agent: agent?.id ? agent : null,
    assigned_user: e.assignedTo && assigneeName ? { id: e.assignedTo, name: assigneeName } : null,
  };
}

export type EnquiryFilters = Omit<z.output<typeof enquiryListQuery>, keyof PagingQuery>;

function enquiryWhere(q: EnquiryFilters) {
  const c: (SQL | undefined)[] = [];
  // One trigram-indexed column holds every searched field (schema: search_text).
  if (q.search) c.push(sql`${enquiries.searchText} like ${likePattern(q.search.toLowerCase())}`);
  if (q.status) c.push(eq(enquiries.status, q.status));
  if (q.priority) c.push(eq(enquiries.priority, q.priority));
  if (q.source) c.push(eq(enquiries.source, q.source));
  return and(...c);
}

const enquirySorts = {
  enquiry_number: enquiries.enquiryNumber,
  customer_name: enquiries.customerName,
  travel_start_date: enquiries.travelStartDate,
  follow_up_date: enquiries.followUpDate,
  expected_sale_amount: enquiries.expectedSaleAmount,
  created_at: enquiries.createdAt,
};

/** The list's rows in its order, unpaged: the page and the export (issue 19) both read it. */
export const enquiryRows = (db: Db, q: EnquiryFilters) =>
  selectEnquiries(db)
    .where(enquiryWhere(q))
    .orderBy(
      ...sortOrder(q.sort, enquirySorts, enquiries.id, [
        desc(enquiries.createdAt),
        desc(enquiries.id),
      ]),
    );

export async function listEnquiries(db: Db, q: PagingQuery & EnquiryFilters) {
  return paginate(
    q,
    PAGE_SIZES.enquiries,
    async (limit, offset) => (await enquiryRows(db, q).limit(limit).offset(offset)).map(toEnquiry),
    () => countOrEstimate(db, sql`${enquiries}`, enquiryWhere(q)),
  );
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
    .leftJoin(users, eq(users.id, enquiryCommunications.userId))
    .where(eq(enquiryCommunications.enquiryId, id))
    .orderBy(desc(enquiryCommunications.communicationDate), desc(enquiryCommunications.id));
  return {
    ...enquiry,
    // Issue 18: the files converted from it, each a link.
    bookings: await enquiryBookings(db, id),
    communications: comms.map(({ c, userName }): Communication => ({
      id: c.id,
      type: c.type as Communication['type'],
      subject: c.subject,
      message: c.message,
      communication_date: c.communicationDate.toISOString(),
      user: c.userId && userName ? { id: c.userId, name: userName } : null,
    })),
  };
}

export async function enquiryType(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ type: enquiries.enquiryType })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row) throw new NotFound(TOUR_SERVER.enquiryNotFound);
  return row.type as 'direct' | 'agent';
}
