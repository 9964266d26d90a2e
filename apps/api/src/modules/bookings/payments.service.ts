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
  tcsCollections,
  users,
} from '../../db/schema/index.ts';
import { Conflict, fieldError, Forbidden, NotFound } from '../../lib/http/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { jsonList } from './booking-lines.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR, recordWrite } from '../../lib/audit/audit.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { duplicatesJson } from './payment-references.ts';
import { assertOpen, lockBooks, refuseLocked } from '../ledger/lock-date.ts';
import { paymentPosting, postVoid } from './booking-posting.ts';
import { cancelledTerms } from './cancelled-figures.ts';
import { chooseDeposit } from '../ledger/deposit-account.ts';
import { rateOrRefuse } from '../currencies/rates.ts';
import { paymentReads } from './payment-reads.ts';
import { postEntry } from '../ledger/posting.ts';
import { keepTcs, tcsOnReceipt, voidTcs } from '../tcs/tcs-collection.ts';

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
  booking: { id: number; file_number: string; currency: string },
) => ({
  record_type: kind,
  record_id: id,
  record_label: booking.file_number,
  parent: { type: 'booking' as const, id: booking.id },
  // In the file's currency.
  currency: booking.currency,
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
      'tcs', (select t.tcs::text from ${tcsCollections} t where t.payment_kind = ${table === bookingPayments ? 'payment' : 'agent_payment'} and t.payment_id = x.id),
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
 * The booking a payment goes to (locked by paymentReads, so payments take turns on its
 * balance). A cancelled booking takes no new payments but what its payer still owes of its
 * cancellation charge (its balance due, decision 052), so that it settles; voids stay possible.
 */
function payable(b: typeof bookings.$inferSelect) {
  if (b.status === 'cancelled' && !money(b.balance_due).gt(0))
    throw fieldError('status', CANCELLED_BOOKING.noPayments);
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

type PayableBooking = ReturnType<typeof payable>;
type PaymentRow<V extends PaymentValues> = ReturnType<typeof insertValues<V>>;

/** What each kind of payment does on its own: its limit, its row, and the file's new figures. */
interface PaymentKind<V extends PaymentValues> {
  kind: 'payment' | 'agent_payment';
  table: PaymentTable;
  /** Refuses an amount beyond what the payer owes on the file. */
  check: (b: PayableBooking, amount: string) => void;
  /** Inserts the row with its id taken beforehand. */
  insert: (tx: Tx, row: PaymentRow<V> & { id: number }) => Promise<unknown>;
  /** The booking's paid figures with the payment counted. */
  ledger: (b: PayableBooking, amount: string) => ReturnType<typeof ledgerOf>;
}

/**
 * A payment of one kind, added to booking `bookingId`. The books' lock first (the lock date
 * holds still), then one statement locks the file and reads everything else (paymentReads):
 * the amount checked, the deposit account, the entry's rate and accounts, the payment's id.
 * Then the writes. The rows every payment shares are held from their write to the commit, so
 * they are written at the commit itself, by deferred triggers: the booking statistics and the
 * books' month totals (migration 0042) in slots, so commits do not queue on them, and the
 * receipt counter last (migration 0074). Each round trip to the app while such a row is held
 * is time every other payment waits (bench/RESULTS.md, "Where a payment's time goes";
 * decision 059).
 */
const paymentAdder =
  <V extends PaymentValues>(k: PaymentKind<V>) =>
  (db: DbOrTx, user: AuthUser, bookingId: number, v: V, actor = SYSTEM_ACTOR) =>
    db.transaction(async (tx) => {
      await lockBooks(tx);
      const read = await paymentReads(tx, k.table, bookingId, v);
      refuseLocked(read.lock, v.payment_date, 'payment_date');
      const b = payable(read.file);
      const deposit = chooseDeposit(read.deposit, v.deposit_account_id, b.currency);
      k.check(b, v.amount);
      const rate = rateOrRefuse(read.rate, b.currency, v.payment_date, 'payment_date');
      // In the books in the same transaction: Dr where the money went / Cr the payer's receivable.
      const posting = paymentPosting(
        k.kind,
        { amount: v.amount, payment_date: v.payment_date, deposit_account_id: deposit },
        b,
        user.id,
        { rate, accounts: read.accounts },
      );
      // An overseas package's receipt carries TCS on top, in the same entry (decision 057).
      const tcs = await tcsOnReceipt(tx, b, {
        amount: v.amount,
        date: v.payment_date,
        depositId: deposit,
        method: v.payment_method,
      });
      if (tcs) posting.lines.push(...tcs.lines);
      const { id } = read;
      await updateRow(tx, bookings, b.id, k.ledger(b, v.amount));
      if (posting.lines.length) await postEntry(tx, { ...posting, sourceId: id });
      await recordPaymentCreated(tx, actor, paymentEvent(k.kind, id, b), v);
      await k.insert(tx, { ...insertValues(bookingId, user, v), deposit_account_id: deposit, id });
      if (tcs) await keepTcs(tx, tcs, k.kind, id);
      return id;
    });

/**
 * A customer payment never exceeds the balance due, however many arrive at once: the row
 * lock serialises them and each sees the balance the previous one left. On an agent's file the
 * balance due is what the agent still owes (decision 043): a guest who pays there pays on the
 * agent's behalf, never beyond it.
 */
export const addBookingPayment = paymentAdder<BookingPaymentValues>({
  kind: 'payment',
  check: (b, amount) => {
    if (money(amount).gt(b.balance_due))
      throw fieldError('amount', BOOKING_SERVER.overpay(toMoney(b.balance_due)));
  },
  table: bookingPayments,
  // The receipt number (RCPT-YYYY-NNNNN, gapless by the year of the payment date) is taken at
  // commit by the payment's last deferred trigger (migration 0074, decision 059): the counter's
  // row is held only while the commit is made. Until then the row holds '#' and its id, which
  // no other transaction ever sees.
  insert: (tx, row) => tx.insert(bookingPayments).values({ ...row, receipt_number: `#${row.id}` }),
  ledger: (b, amount) => ledgerOf(b, money(b.paid_amount).plus(amount), b.agent_paid),
});

/**
 * An agent payment never exceeds the agent's outstanding balance on the booking: the sale less
 * commission less everything received on the file, the guest's payments included (decision 043).
 */
export const addAgentPayment = paymentAdder<AgentPaymentValues>({
  kind: 'agent_payment',
  check: (b, amount) => {
    if (b.agent_id === null || b.agent_payable === null) throw new Conflict(BOOKING_SERVER.noAgent);
    const balance = b.agent_balance ?? b.agent_payable;
    if (money(amount).gt(balance))
      throw fieldError('amount', BOOKING_SERVER.agentOverpay(toMoney(balance)));
  },
  table: agentPayments,
  insert: (tx, row) => tx.insert(agentPayments).values(row),
  ledger: (b, amount) => ledgerOf(b, b.paid_amount, money(b.agent_paid ?? 0).plus(amount)),
});

/** The file's paid figures and balance after its payments change (one payer, decision 043). */
type Amount = Parameters<typeof fileLedger>[0]['paid'];
const ledgerOf = (b: PayableBooking, paid: Amount, agentPaid: Amount | null) =>
  fileLedger({
    sale: b.sale_amount,
    payable: b.agent_payable,
    paid,
    agentPaid,
    // A cancelled file's figures follow its settlement (decision 052): a void on it too.
    cancelled: cancelledTerms(b),
  });

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
    await voidTcs(tx, kind, paymentId);
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
