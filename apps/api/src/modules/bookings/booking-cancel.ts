// Cancelling a booking: the file stays, with its money, and its History says why. Reopening a
// cancelled file (a manager, with a reason) until its cancellation is settled for good.
import type { Role } from '@app/contract';
import { BOOKING_SERVER, CANCELLED_BOOKING, money, todayIn, toMoney } from '@app/contract';
import { fileFigures, postFile } from './booking-posting.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { Conflict, fieldError } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { bookingEvent, getBooking } from './bookings.service.ts';
import { ledgerOfFile } from './cancelled-figures.ts';
import { checkCredit } from './credit-limit.ts';
import { refuseReopen } from './reopen-rules.ts';

/**
 * What happens to any file that may not be deleted: its status becomes cancelled (it then takes
 * no payments and sends no voucher, decision 011), and the event records the change with the
 * reason as its note. A cancelled file is not cancelled twice (409). Its balance due then
 * follows its settlement: the charge less what its payer paid (decision 052).
 */
export async function cancelBooking(
  db: DbOrTx,
  id: number,
  reason: string,
  timeZone: string,
  actor: Actor = SYSTEM_ACTOR,
  charge: string | null = null,
) {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, bookings, id, BOOKING_SERVER.notFound);
    if (row.status === 'cancelled') throw new Conflict(BOOKING_SERVER.alreadyCancelled);
    // The charge is part of what the file sold: never more than it.
    if (charge !== null && money(charge).gt(row.sale_amount))
      throw fieldError(
        'cancellation_charge',
        CANCELLED_BOOKING.chargeAboveSale(`${row.currency} ${toMoney(row.sale_amount)}`),
      );
    const cancelled = { ...row, status: 'cancelled' as const, cancellation_charge: charge };
    await updateRow(tx, bookings, id, {
      status: 'cancelled',
      cancellation_charge: charge,
      ...ledgerOfFile(cancelled),
    });
    // What the file held in the books is reversed today but for the charge it keeps; its
    // payments stay, what they exceed the charge by owed back (a refund).
    await postFile(tx, await fileFigures(tx, id), todayIn(timeZone), actor.userId);
    const after = await getBooking(tx, id);
    await recordEvent(tx, actor, {
      action: 'status',
      ...bookingEvent(after),
      note:
        charge === null
          ? reason
          : `${reason} (cancellation charge ${row.currency} ${toMoney(charge)})`,
      changes: diffFields({ status: row.status }, { status: after.status }, ['status']),
    });
    return after;
  });
}

/**
 * A manager reopens a cancelled file to `status`, with a reason its History keeps: its charge
 * is cleared, its figures read from its sale again, and it is back in the books as it stands.
 */
export async function reopenBooking(
  db: DbOrTx,
  id: number,
  v: { reason: string; status: 'draft' | 'confirmed' | 'completed' },
  timeZone: string,
  role: Role,
  actor: Actor = SYSTEM_ACTOR,
) {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, bookings, id, BOOKING_SERVER.notFound);
    if (row.status !== 'cancelled') throw new Conflict(CANCELLED_BOOKING.notCancelled);
    await refuseReopen(tx, row, role);
    const figures = ledgerOfFile({ ...row, status: v.status, cancellation_charge: null });
    // Back among the agent's sold files: held to its credit limit, the reason its override.
    const creditNote = await checkCredit(tx, {
      bookingId: id,
      agentId: row.agent_id,
      status: v.status,
      currency: row.currency,
      balanceDue: figures.balance_due,
      before: '0',
      role,
      reason: v.reason,
    });
    await updateRow(tx, bookings, id, { status: v.status, cancellation_charge: null, ...figures });
    await postFile(tx, await fileFigures(tx, id), todayIn(timeZone), actor.userId);
    const after = await getBooking(tx, id);
    await recordEvent(tx, actor, {
      action: 'status',
      ...bookingEvent(after),
      note: creditNote ? `${v.reason}. ${creditNote}` : v.reason,
      changes: diffFields(
        { status: row.status, cancellation_charge: row.cancellation_charge },
        { status: after.status, cancellation_charge: after.cancellation_charge },
        ['status', 'cancellation_charge'],
      ),
    });
    return after;
  });
}
