// One booking: its detail read, and create, edit and delete with their audit events.
import { eq, sql } from 'drizzle-orm';
import type {
  Role,
  Booking,
  BookingField,
  BookingValues,
  BookingWithLines,
  FieldErrors,
} from '@app/contract';
import {
  BOOKING_FIELD_KEYS,
  BOOKING_SERVER,
  CANCELLED_BOOKING,
  computeBookingTotals,
  money,
  todayIn,
  toMoney,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isTransaction } from '../../db/client.ts';
import { bookingPayments, bookings } from '../../db/schema/index.ts';
import { prepared } from '../../db/prepared.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { nextYearlyNumber } from '../../lib/rows/numbering.ts';
import { mergeErrors, throwIfAny } from '../../lib/http/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { fieldsOf, SYSTEM_ACTOR, recordWrites, auditRef } from '../../lib/audit/audit.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { claimEnquiry, markConverted } from './conversion.service.ts';
import { fileFigures, postFile } from './booking-posting.ts';
import { bookingRefs } from './booking-checks.ts';
import { accommodationsJson, flightsJson, toursJson, writeLines } from './booking-lines.ts';
import { lineServices } from './line-costs.ts';
import { checkCredit } from './credit-limit.ts';
import { refuseReopen } from './reopen-rules.ts';
import { gstChoice, refuseInvoicedGstChange } from './booking-gst.ts';
import { selectBookings, toBooking } from './booking-shape.ts';
import { paymentsJson } from './payments.service.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';

export const bookingEvent = auditRef(
  'booking',
  (b: { id: number; file_number: string }) => b.file_number,
);
/** Every plain field and the lines (as lists); payments have their own events. */
export const bookingFields = (b: BookingWithLines) => fieldsOf(b, ['payments']);
export const writeBooking = recordWrites(bookingEvent, bookingFields);

/** The detail: the booking row with its lines and payments, in one query. */
const detailQuery = (db: DbOrTx) =>
  selectBookings(db, {
    accommodations: accommodationsJson(bookings.id),
    tours: toursJson(bookings.id),
    flights: flightsJson(bookings.id),
    payments: paymentsJson(bookingPayments, bookings.id),
  })
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_detail');

/** The booking with its lines and payments (`full`), or the bare booking (`full = false`). */
export async function getBooking(db: DbOrTx, id: number, full?: true): Promise<BookingWithLines>;
export async function getBooking(db: DbOrTx, id: number, full: false): Promise<Booking>;
export async function getBooking(
  db: DbOrTx,
  id: number,
  full = true,
): Promise<Booking | BookingWithLines> {
  if (!full) {
    const [row] = await selectBookings(db).where(eq(bookings.id, id));
    if (!row) throw new NotFound(BOOKING_SERVER.notFound);
    return toBooking(row);
  }
  // On the pool the statement is built once; inside a transaction (an idempotent payment) it
  // is built for that transaction's connection.
  const query = isTransaction(db) ? detailQuery(db) : prepared(db, 'booking_detail', detailQuery);
  const [row] = await query.execute({ id });
  if (!row) throw new NotFound(BOOKING_SERVER.notFound);
  const { accommodations, tours, flights, payments } = row;
  return { ...toBooking(row), accommodations, tours, flights, payments };
}

/**
 * People and agent must exist; the commission rate defaults from the agent. `more` holds the
 * caller's other independent refusals, so all of them come back in one 422.
 */
async function resolveRefs(
  tx: DbOrTx,
  v: BookingValues,
  more: FieldErrors = {},
  keptCurrency?: string,
) {
  const { errors, agentRate } = await bookingRefs(tx, v, keptCurrency);
  throwIfAny(mergeErrors(errors, more));
  if (v.agent_id === null) return { rate: null };
  return { rate: v.agent_commission_rate ?? agentRate };
}

/** The booking's own fields of what was sent (BOOKING_FIELDS in the contract). */
const typedFields = (v: Priced) =>
  Object.fromEntries(BOOKING_FIELD_KEYS.map((k) => [k, v[k]])) as Pick<Priced, BookingField>;

/** What was sent with its purchase known: typed, or the services' costs (line-costs.ts). */
type Priced = Omit<BookingValues, 'purchase_amount'> & { purchase_amount: string };
const priced = (v: BookingValues, purchase: string | null): Priced => ({
  ...v,
  // The contract has refused a blank purchase on a file none of whose services has a cost.
  purchase_amount: purchase ?? v.purchase_amount!,
});

/** The booking row's columns: what the user entered plus every figure the server derives. */
function rowValues(
  v: Priced,
  rate: string | null,
  paid: string,
  agentPaid: string,
  settled: { charge: string | null; refunded: string } = { charge: null, refunded: '0' },
) {
  const t = computeBookingTotals({
    sale: v.sale_amount,
    purchase: v.purchase_amount,
    hasAgent: v.agent_id !== null,
    commissionRate: rate,
    paid,
    agentPaid,
    // A cancelled file owes its charge less what was paid net of refunds (decision 052).
    cancelled: v.status === 'cancelled' ? settled : null,
  });
  return {
    // What was typed, as typed; the figures below (and the booking date, set by the caller)
    // take the server's values.
    ...typedFields(v),
    profit_amount: t.profit_amount,
    net_profit: t.net_profit,
    paid_amount: t.paid_amount,
    balance_due: t.balance_due,
    payment_status: t.payment_status,
    agent_commission_rate: t.agent_commission_rate,
    agent_commission_amount: t.agent_commission_amount,
    agent_payable: t.agent_payable,
    agent_paid: t.agent_paid,
    agent_balance: t.agent_balance,
    agent_payment_status: t.agent_payment_status,
  };
}

export async function createBooking(
  db: DbOrTx,
  user: AuthUser,
  v: BookingValues & { enquiry_id?: number | null; add_another?: boolean },
  {
    timeZone,
    actor = SYSTEM_ACTOR,
    enteredOn,
  }: {
    timeZone: string;
    actor?: Actor;
    /** The day the file was entered, for the demo's files entered over past weeks: today else. */
    enteredOn?: string;
  },
) {
  return inTransaction(db, async (tx) => {
    // Converting an enquiry: locked first, so concurrent converts make one file.
    const enquiry = v.enquiry_id ? await claimEnquiry(tx, v.enquiry_id, !!v.add_another) : null;
    const today = enteredOn ?? todayIn(timeZone);
    const lines = await lineServices(tx, v, null, v.booking_date ?? today);
    const gst = await gstChoice(tx, v, null);
    const { rate } = await resolveRefs(tx, v, mergeErrors(lines.errors, gst.errors));
    const values = rowValues(priced(v, lines.purchase), rate, '0', '0');
    const creditNote = await checkCredit(tx, {
      bookingId: null,
      agentId: v.agent_id,
      status: v.status,
      currency: v.currency,
      balanceDue: values.balance_due,
      before: '0',
      role: user.role,
      reason: v.credit_override_reason,
    });
    const fileNumber = await nextYearlyNumber(tx, 'TF', today);
    const [row] = await tx
      .insert(bookings)
      .values({
        ...values,
        travel_abroad: gst.travel_abroad,
        file_number: fileNumber,
        booking_date: v.booking_date ?? today,
        created_by: user.id,
        enquiry_id: enquiry?.id ?? null,
      })
      .returning({ id: bookings.id });
    await writeLines(tx, row!.id, v, lines.services);
    // A file entered as confirmed is in the books from today.
    await postFile(tx, await fileFigures(tx, row!.id), today, user.id);
    const after = await getBooking(tx, row!.id);
    await writeBooking(tx, actor, 'create', null, after, creditNote);
    if (enquiry) await markConverted(tx, actor, enquiry, after);
    return after;
  });
}

export async function updateBooking(
  db: Db,
  id: number,
  v: BookingValues,
  timeZone: string,
  actor = SYSTEM_ACTOR,
  role: Role = 'staff',
) {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, bookings, id, BOOKING_SERVER.notFound);
    const before = await getBooking(tx, id);
    // Money already received stays valid: a new sale amount may not fall below it.
    const refused: FieldErrors = money(v.sale_amount).lt(current.paid_amount)
      ? { sale_amount: [BOOKING_SERVER.saleBelowPaid(toMoney(current.paid_amount))] }
      : {};
    // Its entries and payments are in its currency: once there are any, it stays.
    const moneyIn =
      current.rate !== null ||
      money(current.paid_amount).gt(0) ||
      money(current.agent_paid ?? 0).gt(0);
    if (v.currency !== current.currency && moneyIn)
      refused.currency = [BOOKING_SERVER.currencyFixed];
    const lines = await lineServices(tx, v, id, v.booking_date ?? current.booking_date);
    const gst = await gstChoice(tx, v, current);
    const errors = mergeErrors(refused, lines.errors, gst.errors);
    const { rate } = await resolveRefs(tx, v, errors, current.currency);
    await refuseInvoicedGstChange(tx, current, v);
    const agentPaid = current.agent_paid ?? '0';
    const values = rowValues(priced(v, lines.purchase), rate, current.paid_amount, agentPaid, {
      charge: current.cancellation_charge,
      refunded: current.refunded_amount,
    });
    // A cancellation has a reason: it goes through cancelBooking (booking-cancel.ts).
    if (v.status === 'cancelled' && current.status !== 'cancelled')
      throw fieldError('status', BOOKING_SERVER.cancelWithReason);
    // So has reopening, by a manager, until a credit note or a refund settles it for good.
    if (current.status === 'cancelled' && v.status !== 'cancelled') {
      await refuseReopen(tx, current, role);
      throw fieldError('status', CANCELLED_BOOKING.reopenWithReason);
    }
    // Money paid to one agent stays that agent's: the payables would move it to the new one.
    if (money(agentPaid).gt(0) && v.agent_id !== current.agent_id)
      throw fieldError('agent_id', BOOKING_SERVER.agentPaid(toMoney(agentPaid)));
    // What the agent owes (sale less commission) may not fall below what the file has received
    // from the agent and from the guest on the agent's behalf (decision 043).
    const received = money(current.paid_amount).plus(agentPaid);
    if (values.agent_payable !== null && money(values.agent_payable).lt(received)) {
      throw fieldError('agent_commission_rate', BOOKING_SERVER.payableBelowPaid(toMoney(received)));
    }
    // What the file left the same agent owing in the same currency, if it was sold.
    const wasOwed =
      current.agent_id === v.agent_id &&
      current.currency === v.currency &&
      !['draft', 'cancelled'].includes(current.status)
        ? current.balance_due
        : '0';
    const creditNote = await checkCredit(tx, {
      bookingId: id,
      agentId: v.agent_id,
      status: v.status,
      currency: v.currency,
      balanceDue: values.balance_due,
      before: wasOwed,
      role,
      reason: v.credit_override_reason,
    });
    await updateRow(tx, bookings, id, {
      ...values,
      travel_abroad: gst.travel_abroad,
      booking_date: v.booking_date ?? current.booking_date,
    });
    await writeLines(tx, id, v, lines.services);
    // Confirmed, changed in money or payer, or back to draft: the difference, dated today.
    await postFile(tx, await fileFigures(tx, id), todayIn(timeZone), actor.userId);
    const after = await getBooking(tx, id);
    return writeBooking(tx, actor, 'update', before, after, creditNote);
  });
}
