// Cancelling a booking: the file stays, with its money, and its History says why.
import { BOOKING_SERVER, CANCELLED_BOOKING, money, todayIn, toMoney } from '@app/contract';
import { fileFigures, postFile } from './booking-posting.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { Conflict, fieldError } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { bookingEvent, getBooking } from './bookings.service.ts';

/**
 * What happens to any file that may not be deleted: its status becomes cancelled (it then takes
 * no payments and sends no voucher, decision 011), and the event records the change with the
 * reason as its note. A cancelled file is not cancelled twice (409).
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
    await updateRow(tx, bookings, id, { status: 'cancelled', cancellation_charge: charge });
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
