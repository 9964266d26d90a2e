import { asc, eq, sql } from 'drizzle-orm';
import type { AlreadyConverted, BookingPrefillAnswer, FileLink } from '@app/contract';
import { TOUR_SERVER, TRIP_SERVER } from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bookings, enquiries } from '../../db/schema/index.ts';
import { ConflictWith, fieldError, NotFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import { recordEvent } from '../../lib/audit.ts';

/** The files made from an enquiry, oldest first. */
export async function enquiryBookings(db: DbOrTx, enquiryId: number): Promise<FileLink[]> {
  return db
    .select({ id: bookings.id, file_number: bookings.fileNumber })
    .from(bookings)
    .where(eq(bookings.enquiryId, enquiryId))
    .orderBy(asc(bookings.id));
}

/** The enquiry a booking was made from, as its number and id. */
export async function enquiryLink(db: DbOrTx, enquiryId: number | null) {
  if (enquiryId === null) return null;
  const [e] = await db
    .select({ id: enquiries.id, enquiry_number: enquiries.enquiryNumber })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId));
  return e ?? null;
}

/** What the booking form starts from when an enquiry of either kind is converted. */
export async function bookingPrefill(db: DbOrTx, id: number): Promise<BookingPrefillAnswer> {
  const [e] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  if (!e) throw new NotFound(TOUR_SERVER.enquiryNotFound);
  return {
    prefill: {
      enquiry_id: e.id,
      guest_name: e.customerName,
      guest_email: e.customerEmail,
      guest_mobile: e.customerMobile,
      agent_id: e.agentId,
      agent_commission_rate: e.agentId === null ? null : e.agentCommissionRate,
      destination: e.destination,
      travel_start_date: e.travelStartDate,
      travel_end_date: e.travelEndDate,
      total_adults: e.numberOfAdults,
      total_children: e.numberOfChildren,
      sale_amount: e.expectedSaleAmount,
    },
    enquiry: {
      id: e.id,
      enquiry_number: e.enquiryNumber,
      enquiry_type: e.enquiryType as 'direct' | 'agent',
    },
    bookings: await enquiryBookings(db, e.id),
  };
}

/**
 * Before a booking is made from an enquiry: lock the enquiry, so two conversions at once are
 * decided one after the other, and refuse a second file unless one is asked for. The lock is
 * held until the booking's transaction ends, so the second sees the first's file.
 */
export async function claimEnquiry(tx: Tx, enquiryId: number, addAnother: boolean) {
  const [e] = await tx
    .select({ id: enquiries.id, status: enquiries.status, number: enquiries.enquiryNumber })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId))
    .for('update');
  if (!e) throw fieldError('enquiry_id', TRIP_SERVER.enquiryInvalid);
  const existing = await enquiryBookings(tx, enquiryId);
  if (existing.length && !addAnother) {
    const data: AlreadyConverted = { booking: existing[0]!, bookings: existing };
    throw new ConflictWith(TRIP_SERVER.alreadyConverted(existing[0]!.file_number), data);
  }
  return e;
}

/** After the booking is written: the enquiry becomes Converted, and its history says to what. */
export async function markConverted(
  tx: Tx,
  actor: Actor,
  enquiry: { id: number; status: string; number: string },
  file: FileLink,
) {
  await tx
    .update(enquiries)
    .set({ status: 'converted', updatedAt: sql`now()` })
    .where(eq(enquiries.id, enquiry.id));
  await recordEvent(tx, actor, {
    action: 'update',
    record_type: 'enquiry',
    record_id: enquiry.id,
    record_label: enquiry.number,
    note: `Converted to booking ${file.file_number}`,
    changes:
      enquiry.status === 'converted'
        ? []
        : [
            {
              field: 'status',
              label: 'Status',
              kind: 'text',
              before: enquiry.status,
              after: 'converted',
            },
          ],
  });
}
