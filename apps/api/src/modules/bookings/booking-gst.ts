// A file's GST choice (decision 055): its treatment's conditions, whether its tour is abroad, and
// the refusal to change the rule under an issued invoice.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingValues, FieldErrors } from '@app/contract';
import { GST_TREATMENT_MESSAGES, money } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { bookings } from '../../db/schema/index.ts';
import { suppliers, taxDocuments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/http/app-error.ts';

type Lines = Pick<BookingValues, 'accommodations' | 'tours' | 'flights'>;

/**
 * Whether a file's services are abroad when nobody said: any line's supplier is outside India
 * (a supplier's country, India when none is given). Flights' cities are free text, so a flight
 * counts by its airline's supplier like any line; the form's tick decides otherwise.
 */
export async function abroadFromLines(db: DbOrTx, v: Lines) {
  const ids = [...v.accommodations, ...v.tours, ...v.flights]
    .map((l) => l.supplier_id)
    .filter((id): id is number => typeof id === 'number');
  if (!ids.length) return false;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(
      sql`${inArray(suppliers.id, ids)} and lower(trim(coalesce(${suppliers.country}, 'India'))) <> 'india'`,
    );
  return row!.n > 0;
}

/**
 * The file's GST fields as they will be stored, with the refusals of its treatment: exempt only
 * for a foreign tourist's own tour wholly outside India (Notification 9/2017-Integrated Tax
 * (Rate), entry 54: the service is to the foreign tourist, so never an agent's file); a package at
 * 5% only when it holds accommodation and transport (Notification 11/2017-Central Tax (Rate),
 * Sl. 23(ii)). `travel_abroad` left blank keeps the file's, or a new file's is from its lines.
 */
export async function gstChoice(
  db: DbOrTx,
  v: BookingValues,
  current: { travel_abroad: boolean } | null,
) {
  const errors: FieldErrors = {};
  const travelAbroad = v.travel_abroad ?? current?.travel_abroad ?? (await abroadFromLines(db, v));
  const refuse = (message: string) => (errors.gst_treatment ??= []).push(message);
  if (v.gst_treatment === 'exempt') {
    if (v.agent_id !== null) refuse(GST_TREATMENT_MESSAGES.exemptNoAgent);
    if (!v.guest_foreign) refuse(GST_TREATMENT_MESSAGES.exemptNeedsForeign);
    if (!travelAbroad) refuse(GST_TREATMENT_MESSAGES.exemptNeedsAbroad);
  }
  if (
    v.gst_treatment === 'package' &&
    !(v.accommodations.length > 0 && v.tours.length + v.flights.length > 0)
  )
    refuse(GST_TREATMENT_MESSAGES.packageNeedsBoth);
  return { errors, travel_abroad: travelAbroad };
}

/**
 * An issued invoice keeps its rule and place of supply: a change of the file's treatment (or of
 * a guest's state) while its invoice is live (its documents add up to more than nothing) is a
 * 409 naming the invoice. Sending the file back to draft credits it in full; confirmed again, it
 * is invoiced anew at the new rule (syncTaxDocuments).
 */
export async function refuseInvoicedGstChange(
  db: DbOrTx,
  current: typeof bookings.$inferSelect,
  v: BookingValues,
) {
  const changed =
    v.gst_treatment !== current.gst_treatment ||
    (current.agent_id === null && v.agent_id === null && v.guest_state !== current.guest_state);
  if (!changed) return;
  const docs = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.booking_id, current.id))
    .orderBy(desc(taxDocuments.id));
  const net = docs.reduce(
    (s, d) => s.plus(money(d.file_amount).times(d.kind === 'credit_note' ? -1 : 1)),
    money(0),
  );
  const invoice = docs.find((d) => d.kind === 'invoice');
  if (!invoice || net.lte(0)) return;
  const message = GST_TREATMENT_MESSAGES.invoiced(
    invoice.number,
    money(invoice.gst_rate).toString(),
  );
  const field = v.gst_treatment !== current.gst_treatment ? 'gst_treatment' : 'guest_state';
  throw new AppError(409, message, { [field]: [message] });
}
