import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuditEvent,
  AuditRecordType,
  auditListQuery,
  HistoryEvent,
  Identity,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { auditEvents, bookings, users } from '../../db/schema/index.ts';
import { countOrEstimate, equalFilters, paginate } from '../../lib/rows/pagination.ts';
import { sortOrder } from '../../lib/rows/sorting.ts';
import { readableBy } from './history-readers.ts';

/** The Audit log's page size; the History panel shows a record's newest events up to a cap. */
export const AUDIT_PAGE_SIZE = 25;
export const HISTORY_LIMIT = 200;

const selectEvents = (db: Db) =>
  db
    .select({ e: auditEvents, userName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.user_id));

type Row = Awaited<ReturnType<typeof selectEvents>>[number];

export function toEvent({ e, userName }: Row): AuditEvent {
  const { user_id, parent_type, parent_id, ...columns } = e;
  return {
    ...columns,
    at: e.at.toISOString(),
    // A deleted user's events keep their name in actor_label.
    user: user_id !== null && userName !== null ? { id: user_id, name: userName } : null,
  };
}

/** Local midnight of a calendar day in the agency's time zone, as an instant. */
const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The Audit log's filters, parsed: person, record, action and days, all in the URL. */
type ParsedQuery = z.output<typeof auditListQuery>;

export type AuditFilters = Omit<ParsedQuery, 'page' | 'per_page' | 'perPage'>;

/** The log's rows in its order, unpaged: the page and the export both read it. */
export const auditRows = (db: Db, q: AuditFilters, timeZone: string) =>
  selectEvents(db)
    .where(auditWhere(q, timeZone))
    .orderBy(
      ...sortOrder(q.sort, { at: auditEvents.at }, auditEvents.id, [
        desc(auditEvents.at),
        desc(auditEvents.id),
      ]),
    );

function auditWhere(q: AuditFilters, timeZone: string) {
  const c: (SQL | undefined)[] = [];
  c.push(...equalFilters(auditEvents, q, ['user_id', 'record_type', 'record_id', 'action']));
  if (q.from) c.push(gte(auditEvents.at, dayStart(q.from, timeZone)));
  if (q.to) c.push(lt(auditEvents.at, sql`${dayStart(q.to, timeZone)} + interval '1 day'`));
  return and(...c);
}

export async function listAuditEvents(db: Db, q: ParsedQuery, timeZone: string) {
  const where = auditWhere(q, timeZone);
  return paginate(
    q,
    AUDIT_PAGE_SIZE,
    async (limit, offset) =>
      (await auditRows(db, q, timeZone).limit(limit).offset(offset)).map(toEvent),
    // The table only grows: count exactly while small, then as the other big lists do.
    () => countOrEstimate(db, sql`${auditEvents}`, where),
  );
}

/** The records whose History panel also shows their children's events. */
export type HistoryType = Extract<
  AuditRecordType,
  | 'booking'
  | 'transaction'
  | 'account'
  | 'agent'
  | 'supplier'
  | 'enquiry'
  | 'staff'
  | 'day_plan'
  | 'driver'
>;

const own = (type: AuditRecordType, id: number) =>
  and(eq(auditEvents.record_type, type), eq(auditEvents.record_id, id));
const children = (type: AuditRecordType, id: number) =>
  and(eq(auditEvents.parent_type, type), eq(auditEvents.parent_id, id));

/**
 * A record's history, newest first: its own events, a booking's payments, an account's
 * transactions, and an agent's payments on its bookings; of those, only what `viewer` may
 * read (history-readers.ts), and without the actor's address, which only the Audit log shows.
 */
export async function recordHistory(
  db: Db,
  type: HistoryType,
  id: number,
  viewer: Identity,
): Promise<HistoryEvent[]> {
  let where: SQL | undefined = own(type, id);
  if (type === 'booking' || type === 'account') where = or(where, children(type, id));
  if (type === 'agent') {
    where = or(
      where,
      and(
        eq(auditEvents.record_type, 'agent_payment'),
        eq(auditEvents.parent_type, 'booking'),
        sql`${auditEvents.parent_id} in (select ${bookings.id} from ${bookings} where ${bookings.agent_id} = ${id})`,
      ),
    );
  }
  const rows = await selectEvents(db)
    .where(and(where, readableBy(viewer)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => {
    const { ip: _ip, ...event } = toEvent(r);
    return event;
  });
}
