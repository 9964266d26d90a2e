// A cancelled file settles its money (decision 052): it keeps its cancellation charge, and what
// its payer paid beyond it is refunded from a money account. Each refund posts Dr the payer's
// receivable (at the rate the file was booked at) / Cr the account (at the refund day's rate),
// the difference an exchange gain or loss; it is voided by the reverse, never deleted. The
// file's row lock makes refunds take turns, so two at once never return more than was paid.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { refundInput, RefundsAnswer } from '@app/contract';
import {
  BOOKING_SERVER,
  CANCELLED_BOOKING,
  CORRECTION_SERVER,
  creditFigure,
  documentNumber,
  financialYear,
  money,
  todayIn,
  toMoney,
} from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bookingRefunds, bookings, booksSettings } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { Conflict, fieldError, Forbidden, NotFound } from '../../lib/http/app-error.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import { assertDepositAccount } from '../ledger/deposit-account.ts';
import { assertOpen } from '../ledger/lock-date.ts';
import type { PostingLine } from '../ledger/posting.ts';
import { postEntry, reverseEntry, systemAccount } from '../ledger/posting.ts';
import { receivableOf } from './booking-posting.ts';
import { ledgerOfFile } from './cancelled-figures.ts';

type RefundValues = z.output<typeof refundInput>;
type File = typeof bookings.$inferSelect;

/** What a cancelled file settles: its charge, what it received, refunded, and may refund. */
export async function settlementOf(db: DbOrTx, f: File) {
  const [r] = await db
    .select({ refunded: sql<string>`coalesce(sum(${bookingRefunds.amount}), 0)::text` })
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.booking_id, f.id), isNull(bookingRefunds.voided_at)));
  const charge = money(f.status === 'cancelled' ? (f.cancellation_charge ?? 0) : 0);
  const received = money(f.paid_amount).plus(f.agent_paid ?? 0);
  const refunded = money(r!.refunded);
  const left = received.minus(charge).minus(refunded);
  return {
    cancelled: f.status === 'cancelled',
    charge: toMoney(charge),
    received: toMoney(received),
    refunded: toMoney(refunded),
    refundable: toMoney(f.status === 'cancelled' && left.gt(0) ? left : 0),
    /** What the payer still owes of the charge. */
    owed: toMoney(f.status === 'cancelled' && left.lt(0) ? left.neg() : 0),
  };
}

/**
 * The file's refunded figure moved by `delta` (a refund, or minus a voided one), and its
 * balance due and payment statuses after it: a cancelled file owes its charge less what its
 * payer paid net of refunds (decision 052).
 */
async function keepRefunded(tx: Tx, f: File, delta: string) {
  const refunded = toMoney(money(f.refunded_amount).plus(delta));
  await tx
    .update(bookings)
    .set({ refunded_amount: refunded, ...ledgerOfFile({ ...f, refunded_amount: refunded }) })
    .where(eq(bookings.id, f.id));
}

/**
 * The refund voucher's number (CGST rule 51): the next of the 'refund' series in the refund
 * day's financial year, by the counter upsert the tax documents use (the row held to the
 * commit, so vouchers are consecutive with no gap).
 */
async function nextVoucherNumber(tx: Tx, day: string) {
  const { rows } = await tx.execute<{ last: number }>(sql`
    insert into document_counters (series, financial_year, last) values ('refund', ${financialYear(day)}, 1)
    on conflict (series, financial_year) do update set last = document_counters.last + 1
    returning last`);
  return documentNumber(REFUND_VOUCHER_PREFIX, day, rows[0]!.last);
}

/** The refund vouchers' series: `RV/26-27/00001`. */
export const REFUND_VOUCHER_PREFIX = 'RV/';

export async function bookingRefundsOf(db: DbOrTx, bookingId: number): Promise<RefundsAnswer> {
  const [f] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!f) throw new NotFound(BOOKING_SERVER.notFound);
  const { rows } = await db.execute<RefundsAnswer['refunds'][number]>(sql`
    select r.id, r.amount::text as amount, r.refund_date::text as refund_date,
      json_build_object('id', a.id, 'name', a.name) as account, r.reference, r.notes,
      r.voucher_number,
      (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = r.created_by) as created_by,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(r.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as voided_at,
      r.void_reason
    from booking_refunds r join accounts a on a.id = r.account_id
    where r.booking_id = ${bookingId} order by r.refund_date desc, r.id desc`);
  return { settlement: await settlementOf(db, f), refunds: rows };
}

/** Above the agency's money-out amount (the one set for supplier payments), a manager refunds. */
async function assertMayRefund(tx: Tx, user: AuthUser, rupees: string) {
  const [s] = await tx
    .select({ limit: booksSettings.supplier_payment_approval_limit })
    .from(booksSettings)
    .where(eq(booksSettings.id, 1));
  const limit = s?.limit ?? null;
  if (limit !== null && money(rupees).gt(limit) && user.role === 'staff')
    throw new Forbidden(CANCELLED_BOOKING.refundManager(creditFigure('INR', toMoney(limit))));
}

export async function addRefund(
  db: DbOrTx,
  user: AuthUser,
  bookingId: number,
  v: RefundValues,
  actor: Actor = SYSTEM_ACTOR,
) {
  return db.transaction(async (tx) => {
    await assertOpen(tx, v.refund_date, 'refund_date');
    const f = await lockRow(tx, bookings, bookingId, BOOKING_SERVER.notFound);
    if (f.status !== 'cancelled') throw fieldError('amount', CANCELLED_BOOKING.refundNotCancelled);
    const { refundable } = await settlementOf(tx, f);
    if (money(v.amount).gt(refundable))
      throw fieldError(
        'amount',
        CANCELLED_BOOKING.refundAbove(creditFigure(f.currency, refundable)),
      );
    await assertDepositAccount(tx, v.account_id, 'account_id', f.currency);
    const rate = await rateOn(tx, f.currency, v.refund_date, 'refund_date');
    const booked = f.rate ?? rate;
    const out = toBase(v.amount, rate);
    await assertMayRefund(tx, user, out);
    const settled = toBase(v.amount, booked);
    const document = { currency: f.currency, amount: toMoney(v.amount) };
    const lines: PostingLine[] = [
      {
        account_id: await systemAccount(tx, receivableOf(f)),
        debit: settled,
        document: { ...document, rate: booked },
      },
      { account_id: v.account_id, credit: out, document: { ...document, rate } },
    ].filter((l) => !money(l.debit ?? l.credit ?? 0).isZero());
    const loss = money(out).minus(settled);
    if (!loss.isZero()) {
      const fx = await systemAccount(tx, 'exchange_difference');
      lines.push(
        loss.gt(0)
          ? { account_id: fx, debit: toMoney(loss) }
          : { account_id: fx, credit: toMoney(loss.neg()) },
      );
    }
    const [row] = await tx
      .insert(bookingRefunds)
      .values({
        booking_id: f.id,
        amount: toMoney(v.amount),
        refund_date: v.refund_date,
        account_id: v.account_id,
        reference: v.reference,
        notes: v.notes,
        voucher_number: await nextVoucherNumber(tx, v.refund_date),
        created_by: user.id,
      })
      .returning({ id: bookingRefunds.id });
    const entry =
      lines.length >= 2
        ? await postEntry(tx, {
            date: v.refund_date,
            source: 'refund',
            sourceId: row!.id,
            memo: `Refund on ${f.file_number}`,
            userId: user.id,
            lines,
          })
        : null;
    await tx.update(bookingRefunds).set({ entry_id: entry }).where(eq(bookingRefunds.id, row!.id));
    await keepRefunded(tx, f, v.amount);
    await recordEvent(tx, actor, {
      action: 'create',
      record_type: 'refund',
      record_id: row!.id,
      record_label: f.file_number,
      parent: { type: 'booking', id: f.id },
      currency: f.currency,
      changes: diffFields(null, { amount: toMoney(v.amount), refund_date: v.refund_date }, [
        'amount',
        'refund_date',
      ]),
    });
    return row!.id;
  });
}

/** Void a refund: its entry reversed today, the row kept with who, when and why. */
export async function voidRefund(
  db: DbOrTx,
  user: AuthUser,
  refundId: number,
  reason: string,
  timeZone: string,
  actor: Actor = SYSTEM_ACTOR,
) {
  if (user.role === 'staff') throw new Forbidden(CORRECTION_SERVER.voidForbidden);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking_id: bookingRefunds.booking_id })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.id, refundId));
    if (!found) throw new NotFound(CANCELLED_BOOKING.refundNotFound);
    const f = await lockRow(tx, bookings, found.booking_id, BOOKING_SERVER.notFound);
    const r = await lockRow(tx, bookingRefunds, refundId, CANCELLED_BOOKING.refundNotFound);
    if (r.voided_at) throw new Conflict(CANCELLED_BOOKING.refundAlreadyVoided);
    const today = todayIn(timeZone);
    await assertOpen(tx, today, 'refund_date');
    if (r.entry_id !== null)
      await reverseEntry(tx, r.entry_id, {
        date: today,
        source: 'void',
        sourceId: refundId,
        memo: `Void of a refund on ${f.file_number}`,
        userId: user.id,
      });
    await tx
      .update(bookingRefunds)
      .set({ voided_at: new Date(), voided_by: user.id, void_reason: reason })
      .where(eq(bookingRefunds.id, refundId));
    await keepRefunded(tx, f, toMoney(money(r.amount).neg()));
    await recordEvent(tx, actor, {
      action: 'void',
      record_type: 'refund',
      record_id: refundId,
      record_label: f.file_number,
      parent: { type: 'booking', id: f.id },
      currency: f.currency,
      note: reason,
      changes: diffFields(null, { amount: r.amount }, ['amount']),
    });
    return f.id;
  });
}
