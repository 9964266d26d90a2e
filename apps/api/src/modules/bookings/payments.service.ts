import { eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { BookingPayment } from '@app/contract';
import { BOOKING_SERVER, money, statusFromPaid, toMoney } from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { agentPayments, bookingPayments, bookings, users } from '../../db/schema/index.ts';
import { Conflict, fieldError, NotFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { jsonList } from './booking-lines.ts';

type PaymentTable = typeof bookingPayments | typeof agentPayments;

/** A booking's payments in the contract's shape (BookingPayment), newest first, as JSON. */
export const paymentsJson = (table: PaymentTable, bookingId: SQL | AnyColumn | number) =>
  sql<BookingPayment[]>`${jsonList(
    sql`json_build_object('id', x.id, 'amount', x.amount::text, 'payment_date', x.payment_date,
      'payment_method', x.payment_method, 'transaction_reference', x.transaction_reference,
      'payment_notes', x.payment_notes,
      'received_by', (select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = x.received_by),
      'created_at', to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    sql`${table}`,
    bookingId,
    sql`x.payment_date desc, x.id desc`,
  )}`;

export async function listPayments(
  db: DbOrTx,
  table: PaymentTable,
  bookingId: number,
): Promise<BookingPayment[]> {
  const { rows } = await db.execute<{ payments: BookingPayment[] }>(
    sql`select ${paymentsJson(table, bookingId)} as payments`,
  );
  return rows[0]!.payments;
}

export interface PaymentValues {
  payment_date: string;
  amount: string;
  payment_method: string;
  transaction_reference: string | null;
  payment_notes: string | null;
}

/** The booking row, locked: payments on one booking are taken one at a time. */
async function lockBooking(tx: Tx, id: number) {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!b) throw new NotFound(BOOKING_SERVER.notFound);
  return b;
}

const insertValues = (bookingId: number, user: AuthUser, v: PaymentValues) => ({
  bookingId,
  amount: v.amount,
  paymentDate: v.payment_date,
  paymentMethod: v.payment_method,
  transactionReference: v.transaction_reference,
  paymentNotes: v.payment_notes,
  receivedBy: user.id,
});

/**
 * A customer payment never exceeds the balance due, however many arrive at once: the row
 * lock serialises them and each sees the balance the previous one left.
 */
export async function addBookingPayment(
  db: DbOrTx,
  user: AuthUser,
  bookingId: number,
  v: PaymentValues,
) {
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, bookingId);
    if (money(v.amount).gt(b.balanceDue))
      throw fieldError('amount', BOOKING_SERVER.overpay(toMoney(b.balanceDue)));
    const [p] = await tx
      .insert(bookingPayments)
      .values(insertValues(bookingId, user, v))
      .returning({ id: bookingPayments.id });
    const paid = money(b.paidAmount).plus(v.amount);
    await tx
      .update(bookings)
      .set({
        paidAmount: toMoney(paid),
        balanceDue: toMoney(money(b.saleAmount).minus(paid)),
        paymentStatus: statusFromPaid(paid, b.saleAmount),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, bookingId));
    return p!.id;
  });
}

function agentLedger(payable: string, paid: Parameters<typeof money>[0]) {
  const p = money(paid);
  return {
    agentPaid: toMoney(p),
    agentBalance: toMoney(money(payable).minus(p)),
    agentPaymentStatus: p.lte(0) ? 'pending' : p.gte(payable) ? 'paid' : 'partial',
  };
}

/** An agent payment never exceeds the agent's outstanding balance on the booking. */
export async function addAgentPayment(
  db: DbOrTx,
  user: AuthUser,
  bookingId: number,
  v: PaymentValues,
) {
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, bookingId);
    if (b.agentId === null || b.agentPayable === null) throw new Conflict(BOOKING_SERVER.noAgent);
    const balance = b.agentBalance ?? b.agentPayable;
    if (money(v.amount).gt(balance))
      throw fieldError('amount', BOOKING_SERVER.agentOverpay(toMoney(balance)));
    const [p] = await tx
      .insert(agentPayments)
      .values(insertValues(bookingId, user, v))
      .returning({ id: agentPayments.id });
    await tx
      .update(bookings)
      .set({
        ...agentLedger(b.agentPayable, money(b.agentPaid ?? 0).plus(v.amount)),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, bookingId));
    return p!.id;
  });
}

/** Deleting an agent payment gives its amount back to the agent's balance. */
export async function deleteAgentPayment(db: DbOrTx, paymentId: number) {
  await db.transaction(async (tx) => {
    const [p] = await tx.select().from(agentPayments).where(eq(agentPayments.id, paymentId));
    if (!p) throw new NotFound(BOOKING_SERVER.paymentNotFound);
    const b = await lockBooking(tx, p.bookingId);
    const deleted = await tx
      .delete(agentPayments)
      .where(eq(agentPayments.id, paymentId))
      .returning({ amount: agentPayments.amount });
    if (!deleted.length) throw new NotFound(BOOKING_SERVER.paymentNotFound); // deleted by a racing request
    await tx
      .update(bookings)
      .set({
        ...agentLedger(b.agentPayable ?? '0', money(b.agentPaid ?? 0).minus(deleted[0]!.amount)),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, p.bookingId));
  });
}
