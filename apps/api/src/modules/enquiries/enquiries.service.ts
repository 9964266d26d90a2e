import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  enquiryListQuery,
  Communication,
  CommunicationInput,
  Enquiry,
  EnquiryValues,
  PagingQuery,
} from '@app/contract';
import { agentCommission, PAGE_SIZES, todayIn, TOUR_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, enquiries, enquiryCommunications, users } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/app-error.ts';
import { formatNumber, nextNumber } from '../../lib/numbering.ts';
import { throwIfAny } from '../../lib/validation.ts';
import { enquiryRefs } from './enquiry-checks.ts';
import { countOrEstimate, likePattern, paginate } from '../../lib/pagination.ts';
import { sortOrder } from '../../lib/sorting.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { enquiryBookings } from '../trips/conversion.service.ts';
import type { Actor } from '../../lib/audit.ts';
import {
  diffFields,
  fieldsOf,
  inTransaction,
  recordEvent,
  SYSTEM_ACTOR,
  recordWrite,
} from '../../lib/audit.ts';

const enquiryEvent = (e: { id: number; enquiry_number: string }) => ({
  record_type: 'enquiry' as const,
  record_id: e.id,
  record_label: e.enquiry_number,
});

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

/** The agent (for B2B) and the assignee must exist; the commission is the server's sum. */
async function resolveDerived(db: DbOrTx, v: EnquiryValues) {
  const { errors, agentRate } = await enquiryRefs(db, v, v.enquiry_type);
  throwIfAny(errors);
  if (v.enquiry_type !== 'agent') {
    return {
      agentId: null,
      expectedSaleAmount: null,
      agentCommissionRate: null,
      agentCommissionAmount: null,
    };
  }
  const rate = v.agent_commission_rate ?? agentRate!;
  return {
    agentId: v.agent_id,
    expectedSaleAmount: v.expected_sale_amount,
    agentCommissionRate: rate,
    agentCommissionAmount:
      v.expected_sale_amount === null ? null : agentCommission(v.expected_sale_amount, rate),
  };
}

const toRow = (v: EnquiryValues) => ({
  customerName: v.customer_name,
  customerEmail: v.customer_email,
  customerMobile: v.customer_mobile,
  customerAlternateMobile: v.customer_alternate_mobile,
  destination: v.destination,
  travelStartDate: v.travel_start_date,
  travelEndDate: v.travel_end_date,
  numberOfAdults: v.number_of_adults,
  numberOfChildren: v.number_of_children,
  travelType: v.travel_type,
  specialRequirements: v.special_requirements,
  estimatedBudget: v.estimated_budget,
  budgetType: v.budget_type,
  accommodationPreference: v.accommodation_preference,
  assignedTo: v.assigned_to,
  status: v.status,
  priority: v.priority,
  source: v.source,
  enquiryDetails: v.enquiry_details,
  internalNotes: v.internal_notes,
  followUpDate: v.follow_up_date,
});

export async function createEnquiry(
  db: DbOrTx,
  user: AuthUser,
  v: EnquiryValues,
  timeZone: string,
  actor: Actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    const derived = await resolveDerived(tx, v);
    const year = Number(todayIn(timeZone).slice(0, 4));
    const number = formatNumber('ENQ', await nextNumber(tx, 'ENQ', year), 5, year);
    const [row] = await tx
      .insert(enquiries)
      .values({
        ...toRow(v),
        ...derived,
        enquiryType: v.enquiry_type,
        enquiryNumber: number,
        createdBy: user.id,
      })
      .returning({ id: enquiries.id });
    if (v.initial_message) {
      await tx.insert(enquiryCommunications).values({
        enquiryId: row!.id,
        type: 'note',
        subject: 'Initial message',
        message: v.initial_message,
        userId: user.id,
      });
    }
    const after = await getEnquiry(tx, row!.id);
    await recordWrite(tx, actor, 'create', enquiryEvent(after), null, after, fieldsOf(after));
    return after;
  });
}

export async function enquiryType(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ type: enquiries.enquiryType })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row) throw new NotFound(TOUR_SERVER.enquiryNotFound);
  return row.type as 'direct' | 'agent';
}

export async function updateEnquiry(
  db: Db,
  id: number,
  v: EnquiryValues,
  actor: Actor = SYSTEM_ACTOR,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!locked) throw new NotFound(TOUR_SERVER.enquiryNotFound);
    const before = await getEnquiry(tx, id);
    const derived = await resolveDerived(tx, v);
    await tx
      .update(enquiries)
      .set({ ...toRow(v), ...derived, updatedAt: sql`now()` })
      .where(eq(enquiries.id, id));
    const after = await getEnquiry(tx, id);
    await recordWrite(tx, actor, 'update', enquiryEvent(after), before, after, fieldsOf(after));
    return after;
  });
}

export async function deleteEnquiry(db: Db, id: number, actor: Actor = SYSTEM_ACTOR) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(enquiries)
      .where(eq(enquiries.id, id))
      .returning({ id: enquiries.id, enquiry_number: enquiries.enquiryNumber });
    if (!rows[0]) throw new NotFound(TOUR_SERVER.enquiryNotFound);
    await recordEvent(tx, actor, { action: 'delete', ...enquiryEvent(rows[0]) });
  });
}

export async function addCommunication(
  db: DbOrTx,
  user: AuthUser,
  enquiryId: number,
  v: CommunicationInput & { type: string; message: string },
  actor: Actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    // The enquiry's row lock orders concurrent notes, so each event counts its own.
    const [locked] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId))
      .for('update');
    if (!locked) throw new NotFound(TOUR_SERVER.enquiryNotFound);
    const before = await getEnquiry(tx, enquiryId, true);
    await tx.insert(enquiryCommunications).values({
      enquiryId,
      type: v.type,
      subject: v.subject ?? null,
      message: v.message,
      userId: user.id,
    });
    const after = await getEnquiry(tx, enquiryId, true);
    // One event on the enquiry: its communications as a list that grew by one.
    await recordEvent(tx, actor, {
      action: 'update',
      ...enquiryEvent(after),
      note: `${v.type}: ${v.subject ?? v.message}`.slice(0, 200),
      changes: diffFields(before, after, ['communications']),
    });
    return after;
  });
}
