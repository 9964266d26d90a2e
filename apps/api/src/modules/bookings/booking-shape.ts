import { aliasedTable, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Booking } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
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

/** The same rows as one computed `line` each (the CSV export, exports/sql-csv.ts). */
export const selectBookingLines = (db: DbOrTx, line: SQL<string>) =>
  db
    .select({ line })
    .from(bookings)
    .leftJoin(agents, eq(agents.id, bookings.agent_id))
    .leftJoin(ops, eq(ops.id, bookings.ops_person_id))
    .leftJoin(sales, eq(sales.id, bookings.sales_person_id));

/**
 * Where each field of a `Booking` (toBooking below) comes from in SQL, for the CSV export that
 * PostgreSQL writes (exports/sql-csv.ts): the booking's own columns by name, and these.
 */
export const bookingFieldSql = {
  currency: sql`'AED'`,
  'agent.code': sql`${agents.code}`,
  'agent.name': sql`${agents.name}`,
  'ops_person.name': sql`${ops.name}`,
  'sales_person.name': sql`${sales.name}`,
};

type Row = Awaited<ReturnType<typeof selectBookings<Record<never, never>>>>[number];

/** A booking row as it goes out: its columns as they are, with the names a list shows. */
export function toBooking({ b, agent, opsName, salesName }: Row): Booking {
  const { search_text, created_by, updated_at, ...columns } = b;
  return {
    ...columns,
    created_at: b.created_at.toISOString(),
    agent: agent?.id ? agent : null,
    ops_person: b.ops_person_id && opsName ? { id: b.ops_person_id, name: opsName } : null,
    sales_person:
      b.sales_person_id && salesName ? { id: b.sales_person_id, name: salesName } : null,
  };
}
