import { asc, eq } from 'drizzle-orm';
import type { AlreadyConverted, BookingPrefillAnswer, FileLink } from '@app/contract';
import { TOUR_SERVER, TRIP_SERVER } from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bookings, enquiries } from '../../db/schema/index.ts';
import { ConflictWith, fieldError, NotFound } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordEvent } from '../../lib/audit/audit.ts';
import { updateRow } from '../../lib/rows/row-lock.ts';

/** The files made from an enquiry, oldest first. */
export async function enquiryBookings(db: DbOrTx, enquiryId: number): Promise<FileLink[]> {
  return db
    .select({ id: bookings.id, file_number: bookings.file_number })
    .from(bookings)
    .where(eq(bookings.enquiry_id, enquiryId))
    .orderBy(asc(bookings.id));
}

/** The enquiry a booking was made from, as its number and id. */
export async function enquiryLink(db: DbOrTx, enquiryId: number | null) {
  if (enquiryId === null) return null;
  const [e] = await db
    .select({ id: enquiries.id, enquiry_number: enquiries.enquiry_number })
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
      guest_name: e.customer_name,
      guest_email: e.customer_email,
      guest_mobile: e.customer_mobile,
      agent_id: e.agent_id,
      agent_commission_rate: e.agent_id === null ? null : e.agent_commission_rate,
      destination: e.destination,
      travel_start_date: e.travel_start_date,
      travel_end_date: e.travel_end_date,
      total_adults: e.number_of_adults,
      total_children: e.number_of_children,
      // The file is sold in the enquiry's currency, so the agent's expected sale is its sale.
      currency: e.currency,
      sale_amount: e.expected_sale_amount,
    },
    enquiry: {
      id: e.id,
      enquiry_number: e.enquiry_number,
      enquiry_type: e.enquiry_type,
      estimated_budget: e.estimated_budget,
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
    .select({ id: enquiries.id, status: enquiries.status, number: enquiries.enquiry_number })
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
  await updateRow(tx, enquiries, enquiry.id, { status: 'converted' });
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
