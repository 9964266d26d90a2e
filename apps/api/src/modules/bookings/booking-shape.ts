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

export function toBooking({ b, agent, opsName, salesName }: Row): Booking {
  return {
    id: b.id,
    file_number: b.file_number,
    guest_name: b.guest_name,
    guest_email: b.guest_email,
    guest_mobile: b.guest_mobile,
    guest_address: b.guest_address,
    total_adults: b.total_adults,
    total_children: b.total_children,
    total_infants: b.total_infants,
    children_ages: b.children_ages,
    total_rooms: b.total_rooms,
    booking_date: b.booking_date,
    travel_start_date: b.travel_start_date,
    travel_end_date: b.travel_end_date,
    check_in_date: b.check_in_date,
    check_out_date: b.check_out_date,
    package_name: b.package_name,
    package_type: b.package_type as Booking['package_type'],
    destination: b.destination,
    sale_amount: b.sale_amount,
    purchase_amount: b.purchase_amount,
    profit_amount: b.profit_amount,
    net_profit: b.net_profit,
    paid_amount: b.paid_amount,
    balance_due: b.balance_due,
    currency: 'AED',
    ops_person_id: b.ops_person_id,
    sales_person_id: b.sales_person_id,
    agent_id: b.agent_id,
    enquiry_id: b.enquiry_id,
    status: b.status as Booking['status'],
    payment_status: b.payment_status as Booking['payment_status'],
    special_notes: b.special_notes,
    internal_notes: b.internal_notes,
    agent_commission_rate: b.agent_commission_rate,
    agent_commission_amount: b.agent_commission_amount,
    agent_payable: b.agent_payable,
    agent_paid: b.agent_paid,
    agent_balance: b.agent_balance,
    agent_payment_status: b.agent_payment_status as Booking['agent_payment_status'],
    created_at: b.created_at.toISOString(),
    agent: agent?.id ? agent : null,
    ops_person: b.ops_person_id && opsName ? { id: b.ops_person_id, name: opsName } : null,
    sales_person:
      b.sales_person_id && salesName ? { id: b.sales_person_id, name: salesName } : null,
  };
}
