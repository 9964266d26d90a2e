import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { agentPaymentInput, BookingPayment, bookingPaymentInput } from '@app/contract';
import {
  BOOKING_SERVER,
  CANCELLED_BOOKING,
  CORRECTION_SERVER,
  mayVoidPayments,
  money,
  fileLedger,
  todayIn,
  toMoney,
} from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  accounts,
  agentPayments,
  bookingPayments,
  bookings,
  users,
} from '../../db/schema/index.ts';
import { Conflict, fieldError, Forbidden, NotFound } from '../../lib/http/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { jsonList } from './booking-lines.ts';
import { nextReceiptNumber } from '../receipts/receipt-number.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR, recordWrite } from '../../lib/audit/audit.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { duplicatesJson } from './payment-references.ts';
import { assertOpen } from '../ledger/lock-date.ts';
import { postPayment, postVoid } from './booking-posting.ts';
import { depositAccount } from '../ledger/deposit-account.ts';

const PAYMENT_FIELDS = [
  'amount',
  'payment_date',
  'payment_method',
  'transaction_reference',
  'payment_notes',
] as const;

/** A payment's event: shown in its own history and in its booking's. */
const paymentEvent = (
  kind: 'payment' | 'agent_payment',
  id: number,
  booking: { id: number; file_number: string },
) => ({
  record_type: kind,
  record_id: id,
  record_label: booking.file_number,
  parent: { type: 'booking' as const, id: booking.id },
});

type PaymentTable = typeof bookingPayments | typeof agentPayments;

/** A booking's payments in the contract's shape (BookingPayment), newest first, as JSON. */
export const paymentsJson = (table: PaymentTable, bookingId: SQL | AnyColumn | number) =>
  sql<BookingPayment[]>`${jsonList(
    sql`json_build_object('id', x.id, ${table === bookingPayments ? sql`'receipt_number', x.receipt_number,` : sql`'receipt_number', null,`} 'amount', x.amount::text, 'payment_date', x.payment_date,
      'payment_method', x.payment_method, 'transaction_reference', x.transaction_reference,
      'payment_notes', x.payment_notes,
      'received_by', (select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = x.received_by),
      'created_at', to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'voided_at', to_char(x.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'voided_by_user', (select json_build_object('id', v.id, 'name', v.name) from ${users} v where v.id = x.voided_by),
      'void_reason', x.void_reason,
      'deposit_account', (select json_build_object('id', a.id, 'name', a.name) from ${accounts} a where a.id = x.deposit_account_id),
      'duplicate_reference_of', ${duplicatesJson(table, 'x')})`,
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

type BookingPaymentValues = z.output<typeof bookingPaymentInput>;
type AgentPaymentValues = z.output<typeof agentPaymentInput>;
export type PaymentValues = BookingPaymentValues | AgentPaymentValues;

/**
 * The booking a payment goes to, locked so payments take turns on its balance. A cancelled
 * booking takes no new payments; voids stay possible.
 */
async function lockPayableBooking(tx: Tx, bookingId: number) {
  const b = await lockRow(tx, bookings, bookingId, BOOKING_SERVER.notFound);
  if (b.status === 'cancelled') throw fieldError('status', CANCELLED_BOOKING.noPayments);
  return b;
}

/** The form's fields are the table's columns: they go in as they are (the confirmation aside). */
const insertValues = <V extends PaymentValues>(bookingId: number, user: AuthUser, v: V) => {
  const { confirm_duplicate_reference: _confirmed, ...row } = v;
  return { ...row, booking_id: bookingId, received_by: user.id };
};

/** A new payment's History event: its values as stored (two decimals), one spelling of the amount. */
const recordPaymentCreated = (
  tx: Tx,
  actor: Actor,
  event: ReturnType<typeof paymentEvent>,
  v: PaymentValues,
) =>
  recordWrite(
    tx,
    actor,
    'create',
    event,
    null,
    { ...v, amount: toMoney(v.amount) },
    PAYMENT_FIELDS,
  );

type PayableBooking = Awaited<ReturnType<typeof lockPayableBooking>>;
type PaymentRow<V extends PaymentValues> = ReturnType<typeof insertValues<V>>;

/**
 * A payment of one kind, added to booking `bookingId`: the booking locked (payments take turns
 * on its balance), then `write` checks the amount against what is owed, moves the booking's
 * ledger and inserts the row (`row`: the form's values and who received them), answering its id;
 * then the History event.
 */
const paymentAdder =
  <V extends PaymentValues>(
    kind: 'payment' | 'agent_payment',
    write: (tx: Tx, b: PayableBooking, row: PaymentRow<V>) => Promise<number>,
  ) =>
  (db: DbOrTx, user: AuthUser, bookingId: number, v: V, actor = SYSTEM_ACTOR) =>
    db.transaction(async (tx) => {
      await assertOpen(tx, v.payment_date, 'payment_date');
      const b = await lockPayableBooking(tx, bookingId);
      const deposit = await depositAccount(tx, v.deposit_account_id, v.payment_method);
      const id = await write(tx, b, {
        ...insertValues(bookingId, user, v),
        deposit_account_id: deposit,
      });
      // In the books in the same transaction: Dr where the money went / Cr the payer's receivable.
      await postPayment(
        tx,
        kind,
        { id, amount: v.amount, payment_date: v.payment_date, deposit_account_id: deposit },
        b,
        user.id,
      );
      await recordPaymentCreated(tx, actor, paymentEvent(kind, id, b), v);
      return id;
    });

/**
 * A customer payment never exceeds the balance due, however many arrive at once: the row
 * lock serialises them and each sees the balance the previous one left.
 */
export const addBookingPayment = paymentAdder<BookingPaymentValues>(
  'payment',
  async (tx, b, row) => {
    // On an agent's file the balance due is what the agent still owes (decision 043): a guest
    // who pays there pays on the agent's behalf, never beyond it.
    if (money(row.amount).gt(b.balance_due))
      throw fieldError('amount', BOOKING_SERVER.overpay(toMoney(b.balance_due)));
    await updateRow(
      tx,
      bookings,
      b.id,
      ledgerOf(b, money(b.paid_amount).plus(row.amount), b.agent_paid),
    );
    // The receipt number last: the counter's row stays locked until commit, so every other
    // payment waits on it only for the insert and the event below.
    const receiptNumber = await nextReceiptNumber(tx, row.payment_date);
    const [p] = await tx
      .insert(bookingPayments)
      .values({ ...row, receipt_number: receiptNumber })
      .returning({ id: bookingPayments.id });
    return p!.id;
  },
);

/**
 * An agent payment never exceeds the agent's outstanding balance on the booking: the sale less
 * commission less everything received on the file, the guest's payments included (decision 043).
 */
export const addAgentPayment = paymentAdder<AgentPaymentValues>(
  'agent_payment',
  async (tx, b, row) => {
    if (b.agent_id === null || b.agent_payable === null) throw new Conflict(BOOKING_SERVER.noAgent);
    const balance = b.agent_balance ?? b.agent_payable;
    if (money(row.amount).gt(balance))
      throw fieldError('amount', BOOKING_SERVER.agentOverpay(toMoney(balance)));
    const [p] = await tx.insert(agentPayments).values(row).returning({ id: agentPayments.id });
    await updateRow(
      tx,
      bookings,
      b.id,
      ledgerOf(b, b.paid_amount, money(b.agent_paid ?? 0).plus(row.amount)),
    );
    return p!.id;
  },
);

/** The file's paid figures and balance after its payments change (one payer, decision 043). */
type Amount = Parameters<typeof fileLedger>[0]['paid'];
const ledgerOf = (b: PayableBooking, paid: Amount, agentPaid: Amount | null) =>
  fileLedger({ sale: b.sale_amount, payable: b.agent_payable, paid, agentPaid });

/** The sum of a booking's payments that still count (voided ones do not). */
async function livePaid(tx: Tx, table: PaymentTable, bookingId: number) {
  const [r] = await tx
    .select({ paid: sql<string>`coalesce(sum(${table.amount}), 0)::text` })
    .from(table)
    .where(and(eq(table.booking_id, bookingId), isNull(table.voided_at)));
  return r!.paid;
}

/**
 * Void a customer or agent payment: the row stays, marked with who, when and why,
 * and the booking's figures are recomputed from the payments that still count. The booking
 * lock (taken first, as every payment write does) serialises voids with new payments and with
 * each other, so a second void of one payment finds it voided (409) and paid never drifts.
 * `bookingId` pins the payment to the booking in the URL (customer payments); agent payments
 * are addressed by their own id.
 */
export async function voidPayment(
  db: DbOrTx,
  user: AuthUser,
  kind: 'payment' | 'agent_payment',
  paymentId: number,
  reason: string,
  timeZone: string,
  bookingId?: number,
  actor = SYSTEM_ACTOR,
) {
  if (!mayVoidPayments(user)) throw new Forbidden(CORRECTION_SERVER.voidForbidden);
  const table = kind === 'payment' ? bookingPayments : agentPayments;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking_id: table.booking_id })
      .from(table)
      .where(eq(table.id, paymentId));
    if (!found || (bookingId !== undefined && found.booking_id !== bookingId))
      throw new NotFound(BOOKING_SERVER.paymentNotFound);
    const b = await lockRow(tx, bookings, found.booking_id, BOOKING_SERVER.notFound);
    const p = await lockRow(tx, table, paymentId, BOOKING_SERVER.paymentNotFound);
    if (p.voided_at) throw new Conflict(CORRECTION_SERVER.alreadyVoided);
    await assertOpen(tx, p.payment_date, 'payment_date');
    await tx
      .update(table)
      .set({ voided_at: sql`now()`, voided_by: user.id, void_reason: reason })
      .where(eq(table.id, paymentId));
    await postVoid(tx, kind, paymentId, b.file_number, todayIn(timeZone), user.id);
    const paid = await livePaid(tx, bookingPayments, b.id);
    const agentPaid = await livePaid(tx, agentPayments, b.id);
    await updateRow(tx, bookings, b.id, ledgerOf(b, paid, agentPaid));
    await recordEvent(tx, actor, {
      action: 'void',
      ...paymentEvent(kind, paymentId, b),
      // The reason is the event's note, once; the change says what no longer counts.
      note: reason,
      changes: diffFields(null, { amount: p.amount }, ['amount']),
    });
    return { bookingId: b.id, amount: p.amount };
  });
}
