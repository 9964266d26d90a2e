// Reopening a cancelled file (decision 052): the rule every path that would take a file out of
// cancelled asks (the reopen route, the edit's status).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Role } from '@app/contract';
import { CANCELLED_BOOKING } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import type { bookings } from '../../db/schema/index.ts';
import { bookingRefunds, taxDocuments } from '../../db/schema/index.ts';
import { Conflict, Forbidden } from '../../lib/http/app-error.ts';

/**
 * Whether a cancelled file may be reopened, whichever path asks (the reopen route, the edit's
 * status): never once a credit note was issued for it or a refund made on it (409: the
 * cancellation is settled in the books and the tax documents), and only by a manager (403).
 */
export async function refuseReopen(tx: Tx, f: typeof bookings.$inferSelect, role: Role) {
  const [note] = await tx
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.booking_id, f.id), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(asc(taxDocuments.id))
    .limit(1);
  if (note) throw new Conflict(CANCELLED_BOOKING.reopenCreditNote(note.number));
  const [refund] = await tx
    .select({ id: bookingRefunds.id })
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.booking_id, f.id), isNull(bookingRefunds.voided_at)))
    .limit(1);
  if (refund) throw new Conflict(CANCELLED_BOOKING.reopenRefunds);
  if (role === 'staff') throw new Forbidden(CANCELLED_BOOKING.reopenManager);
}
