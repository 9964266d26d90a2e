// A receipt for money received before its file's tax invoice is a receipt voucher (CGST Rules,
// rule 50; decision 058): it states the GST rate, the tax inside the advance and the place of
// supply the invoice would take on the receipt's day. Read only: the GST itself is accounted by
// the invoice (decision 051), which the agency issues on confirmation.
import { and, asc, eq, lte } from 'drizzle-orm';
import { inclusiveGst, sameState } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, taxDocuments, taxProfile } from '../../db/schema/index.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import type { AdvanceTerms } from '../documents/receipt-model.ts';
import { invoiceTerms } from './tax-documents.service.ts';

/**
 * The advance's GST when payment `p` came before any invoice of its file (by when each was
 * written), else null; null too before the agency's tax profile is set. The rupees are the
 * payment at the file's rate (its booked rate, else the day's, as the books take it).
 */
export async function advanceTerms(
  db: DbOrTx,
  p: { booking_id: number; amount: string; payment_date: string; created_at: Date },
): Promise<AdvanceTerms | null> {
  const [profile] = await db.select().from(taxProfile).limit(1);
  if (!profile) return null;
  const [before] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.booking_id, p.booking_id),
        eq(taxDocuments.kind, 'invoice'),
        lte(taxDocuments.created_at, p.created_at),
      ),
    )
    .orderBy(asc(taxDocuments.id))
    .limit(1);
  if (before) return null;
  const [f] = await db.select().from(bookings).where(eq(bookings.id, p.booking_id));
  if (!f) return null;
  // The rule the invoice would take on the day (read only). No rule in force: the receipt is
  // still a receipt, without the tax lines (the invoice will be refused until an admin adds one).
  const worked = await db
    .transaction(async (tx) => {
      const rupees = toBase(
        p.amount,
        f.rate ?? (await rateOn(tx, f.currency, p.payment_date, 'payment_date')),
      );
      return { rupees, terms: await invoiceTerms(tx, f, profile.state, rupees, p.payment_date) };
    })
    .catch((e: unknown) => {
      if (e instanceof AppError) return null;
      throw e;
    });
  if (!worked) return null;
  const { rupees, terms } = worked;
  const intra = sameState(terms.place_of_supply, profile.state);
  const gst = inclusiveGst(rupees, terms.gst_rate, intra);
  return {
    sac: terms.sac,
    gst_rate: terms.gst_rate,
    place_of_supply: terms.place_of_supply,
    place_of_supply_code: terms.place_of_supply_code,
    intra,
    taxable: gst.taxable,
    cgst: gst.cgst,
    sgst: gst.sgst,
    igst: gst.igst,
  };
}
