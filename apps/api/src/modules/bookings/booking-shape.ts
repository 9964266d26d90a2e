import { aliasedTable, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Booking } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { columnFields, jsonAggByIds, jsonByIds, jsonObject } from '../../lib/kept/row-json.ts';
import { idNameOf, sentColumns } from '../../lib/bodies/record-out.ts';
import { agents, bookings, users } from '../../db/schema/index.ts';

const ops = aliasedTable(users, 'ops');
const sales = aliasedTable(users, 'sales');

const bookingColumns = {
  b: bookings,
  agent: { id: agents.id, name: agents.name, code: agents.code },
  opsName: ops.name,
  salesName: sales.name,
};

/**
 * Bookings with the names a list or detail shows (agent, ops and sales people), and any
 * `extra` columns a caller wants in the same query.
 */
export const selectBookings = <E extends SelectedFields>(db: DbOrTx, extra: E = {} as E) =>
  db
    .select({ ...bookingColumns, ...extra })
    .from(bookings)
    .leftJoin(agents, eq(agents.id, bookings.agent_id))
    .leftJoin(ops, eq(ops.id, bookings.ops_person_id))
    .leftJoin(sales, eq(sales.id, bookings.sales_person_id));

/**
 * The same rows as one computed text: a `line` each (the CSV export, exports/sql-csv.ts), or
 * one aggregate over them (bookingsJson below).
 */
export const selectBookingLines = (db: DbOrTx, line: SQL<string>) =>
  db
    .select({ line })
    .from(bookings)
    .leftJoin(agents, eq(agents.id, bookings.agent_id))
    .leftJoin(ops, eq(ops.id, bookings.ops_person_id))
    .leftJoin(sales, eq(sales.id, bookings.sales_person_id));

/**
 * Booking columns no answer shows (toBooking leaves them out too): `owing` is for the owing
 * files' indexes, and the answer has the balance due it comes from.
 */
const UNSHOWN = ['search_text', 'created_by', 'updated_at', 'owing'];

/** One booking as toBooking gives it, built by PostgreSQL (json_build_object: 100 arguments). */
const bookingJson = jsonObject([
  ...columnFields(bookings, UNSHOWN),
  [
    'agent',
    sql`case when ${agents.id} is not null then json_build_object('id', ${agents.id}, 'name', ${agents.name}, 'code', ${agents.code}) end`,
  ],
  [
    'ops_person',
    sql`case when ${bookings.ops_person_id} is not null and ${ops.name} <> '' then json_build_object('id', ${bookings.ops_person_id}, 'name', ${ops.name}) end`,
  ],
  [
    'sales_person',
    sql`case when ${bookings.sales_person_id} is not null and ${sales.name} <> '' then json_build_object('id', ${bookings.sales_person_id}, 'name', ${sales.name}) end`,
  ],
]);

const byIds = jsonAggByIds(bookingJson, bookings.id);
/** The statement behind bookingsJson: its plan does not depend on the ids. */
const prepareJsonByIds = (db: Db) =>
  selectBookingLines(db, byIds.line).where(byIds.where).prepare('bookings_json_by_ids');

/** Bookings by id as one JSON array in the ids' order (the list's pages, decision 029). */
export const bookingsJson = (db: Db, ids: number[]) =>
  jsonByIds(db, 'bookings_json_by_ids', prepareJsonByIds, ids);

/**
 * Where each field of a `Booking` (toBooking below) comes from in SQL, for the CSV export that
 * PostgreSQL writes (exports/sql-csv.ts): the booking's own columns by name, and these.
 */
export const bookingFieldSql = {
  'agent.code': sql`${agents.code}`,
  'agent.name': sql`${agents.name}`,
  'ops_person.name': sql`${ops.name}`,
  'sales_person.name': sql`${sales.name}`,
};

type Row = Awaited<ReturnType<typeof selectBookings<Record<never, never>>>>[number];

/** A booking row as it goes out: its columns as they are, with the names a list shows. */
export function toBooking({ b, agent, opsName, salesName }: Row): Booking {
  const { owing, ...columns } = b;
  return {
    ...sentColumns(columns),
    agent: agent?.id ? agent : null,
    ops_person: idNameOf(b.ops_person_id, opsName),
    sales_person: idNameOf(b.sales_person_id, salesName),
  };
}
