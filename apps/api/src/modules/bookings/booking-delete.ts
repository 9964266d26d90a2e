// Deleting a booking: only a draft nothing was done with; the event keeps what it held.
import { eq } from 'drizzle-orm';
import type { AuditChange, BookingWithLines } from '@app/contract';
import { BOOKING_SERVER, labelOf } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  agentPayments,
  bookingPayments,
  bookings,
  dayPlans,
  outboxMessages,
} from '../../db/schema/index.ts';
import { Conflict } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, fieldLabel, recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { isForeignKeyViolation } from '../../lib/rows/pg-errors.ts';
import { bookingEvent, bookingFields, getBooking } from './bookings.service.ts';

/**
 * What keeps a booking from being deleted, in the order the user would fix it: money taken or
 * paid out (voided payments too: they are money facts), services scheduled from it, documents
 * sent about it (vouchers and receipts in the outbox).
 */
const IN_USE = [
  { column: bookingPayments.booking_id, message: BOOKING_SERVER.hasPayments },
  { column: agentPayments.booking_id, message: BOOKING_SERVER.hasPayments },
  { column: dayPlans.booking_id, message: BOOKING_SERVER.hasServices },
  { column: outboxMessages.booking_id, message: BOOKING_SERVER.hasDocuments },
];

const LINE_NAMES = { accommodations: 'Hotel', tours: 'Tour', flights: 'Flight' } as const;

/** One line's values as text, "Hotel name: Atlantis; Check in date: 2026-12-01; …". */
function lineText(line: Record<string, unknown>) {
  return Object.entries(line)
    .filter(([k, v]) => k !== 'id' && v !== null && v !== '')
    .map(([k, v]) => `${fieldLabel(k)}: ${String(v)}`)
    .join('; ');
}

/**
 * The deleted booking's values, as a delete's changes read them (before, and nothing after):
 * its fields, then each line with its own values, since "2 lines" would lose them.
 */
export function deletedValues(b: BookingWithLines): AuditChange[] {
  const lines = Object.entries(LINE_NAMES).flatMap(([kind, name]) =>
    b[kind as keyof typeof LINE_NAMES].map((line, i): AuditChange => ({
      field: `${kind}.${i + 1}`,
      label: `${name} ${i + 1}`,
      kind: 'text',
      before: lineText(line),
      after: null,
    })),
  );
  const fields = bookingFields(b).filter((f) => !(typeof f === 'string' && f in LINE_NAMES));
  return [...diffFields(b, null, fields), ...lines];
}

/**
 * Nothing financial is lost by a delete: only a draft with no payments
 * (live or voided), no scheduled services and no documents sent goes (409 naming what keeps
 * any other, and saying to cancel it instead), and its event keeps its values and its lines.
 * The booking's row lock comes first: payments and scheduling take it too, so none can start
 * between the checks and the delete.
 */
export async function deleteBooking(db: Db, id: number, actor: Actor = SYSTEM_ACTOR) {
  try {
    await db.transaction(async (tx) => {
      const row = await lockRow(tx, bookings, id, BOOKING_SERVER.notFound);
      if (row.status !== 'draft')
        throw new Conflict(
          BOOKING_SERVER.notDraft(labelOf('bookingStatus', row.status).toLowerCase()),
        );
      for (const { column, message } of IN_USE) {
        if ((await tx.$count(column.table, eq(column, id))) > 0) throw new Conflict(message);
      }
      const before = await getBooking(tx, id);
      await tx.delete(bookings).where(eq(bookings.id, id));
      await recordEvent(tx, actor, {
        action: 'delete',
        ...bookingEvent(before),
        changes: deletedValues(before),
      });
    });
  } catch (e) {
    // A payment's RESTRICT key: one that raced in past the checks.
    if (isForeignKeyViolation(e)) throw new Conflict(BOOKING_SERVER.hasPayments);
    throw e;
  }
}
