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
    .leftJoin(agents, eq(agents.id, bookings.agentId))
    .leftJoin(ops, eq(ops.id, bookings.opsPersonId))
    .leftJoin(sales, eq(sales.id, bookings.salesPersonId));

/** The same rows as one computed `line` each (the CSV export, exports/sql-csv.ts). */
export const selectBookingLines = (db: DbOrTx, line: SQL<string>) =>
  db
    .select({ line })
    .from(bookings)
    .leftJoin(agents, eq(agents.id, bookings.agentId))
    .leftJoin(ops, eq(ops.id, bookings.opsPersonId))
    .leftJoin(sales, eq(sales.id, bookings.salesPersonId));

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
    file_number: b.fileNumber,
    guest_name: b.guestName,
    guest_email: b.guestEmail,
    guest_mobile: b.guestMobile,
    guest_address: b.guestAddress,
    total_adults: b.totalAdults,
    total_children: b.totalChildren,
    total_infants: b.totalInfants,
    children_ages: b.childrenAges,
    total_rooms: b.totalRooms,
    booking_date: b.bookingDate,
    travel_start_date: b.travelStartDate,
    travel_end_date: b.travelEndDate,
    check_in_date: b.checkInDate,
    check_out_date: b.checkOutDate,
    package_name: b.packageName,
    package_type: b.packageType as Booking['package_type'],
    destination: b.destination,
    sale_amount: b.saleAmount,
    purchase_amount: b.purchaseAmount,
    profit_amount: b.profitAmount,
    net_profit: b.netProfit,
    paid_amount: b.paidAmount,
    balance_due: b.balanceDue,
    currency: 'AED',
    ops_person_id: b.opsPersonId,
    sales_person_id: b.salesPersonId,
    agent_id: b.agentId,
    enquiry_id: b.enquiryId,
    status: b.status as Booking['status'],
    payment_status: b.paymentStatus as Booking['payment_status'],
    special_notes: b.specialNotes,
    internal_notes: b.internalNotes,
    agent_commission_rate: b.agentCommissionRate,
    agent_commission_amount: b.agentCommissionAmount,
    agent_payable: b.agentPayable,
    agent_paid: b.agentPaid,
    agent_balance: b.agentBalance,
    agent_payment_status: b.agentPaymentStatus as Booking['agent_payment_status'],
    created_at: b.createdAt.toISOString(),
    agent: agent?.id ? agent : null,
    ops_person: b.opsPersonId && opsName ? { id: b.opsPersonId, name: opsName } : null,
    sales_person: b.salesPersonId && salesName ? { id: b.salesPersonId, name: salesName } : null,
  };
}
