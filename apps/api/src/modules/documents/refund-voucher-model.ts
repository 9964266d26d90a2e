// The refund voucher (CGST Rules 2017, rule 51; decision 054): issued when an advance is returned
// (a cancelled file's refund), on the tax document template (tax-document-model.ts).
import { sql } from 'drizzle-orm';
import type { TaxProfile } from '@app/contract';
import { CANCELLED_BOOKING, inclusiveGst, rupeesInWords, sameState, toMoney } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/http/app-error.ts';
import { readTaxProfile } from '../tax-profile/tax-profile.service.ts';
import { toBase } from '../currencies/rates.ts';
import type { TaxDocumentDoc } from './tax-document-model.ts';
import { halfOf, percent, rupees, supplierOf } from './tax-document-model.ts';
import { date } from './voucher-model.ts';

type RefundFacts = {
  voucher_number: string;
  refund_date: string;
  amount: string;
  voided_at: string | null;
  currency: string;
  file_number: string;
  /** The rate the file was booked at (INR for one unit of its currency). */
  rate: string | null;
  guest_name: string;
  guest_address: string | null;
  /** The file's tax invoice (its buyer, place of supply and rule), when one was issued. */
  invoice: {
    number: string;
    issue_date: string;
    rate: string;
    buyer_name: string;
    buyer_address: string | null;
    buyer_gstin: string | null;
    registered: boolean;
    place_of_supply: string;
    place_of_supply_code: string | null;
    sac: string | null;
    gst_rate: string;
  } | null;
  /** The customer's live receipts on the file (rule 50's receipt vouchers), oldest first. */
  receipts: { number: string; date: string }[];
};

/** One refund as its voucher needs it, and the agency's tax profile. */
export async function refundVoucherFacts(db: DbOrTx, refundId: number) {
  const { rows } = await db.execute<RefundFacts>(sql`
    select r.voucher_number, r.refund_date::text as refund_date, r.amount::text as amount,
      r.voided_at::text as voided_at, b.currency, b.file_number, b.rate::text as rate,
      b.guest_name, b.guest_address,
      (select json_build_object('number', d.number, 'issue_date', d.issue_date, 'rate', d.rate::text,
          'buyer_name', d.buyer_name, 'buyer_address', d.buyer_address, 'buyer_gstin', d.buyer_gstin,
          'registered', d.registered, 'place_of_supply', d.place_of_supply,
          'place_of_supply_code', d.place_of_supply_code, 'sac', d.sac, 'gst_rate', d.gst_rate::text)
        from tax_documents d where d.booking_id = b.id and d.kind = 'invoice' order by d.id limit 1) as invoice,
      coalesce((select json_agg(json_build_object('number', p.receipt_number, 'date', p.payment_date) order by p.payment_date, p.id)
        from booking_payments p where p.booking_id = b.id and p.voided_at is null), '[]') as receipts
    from booking_refunds r join bookings b on b.id = r.booking_id where r.id = ${refundId}`);
  const refund = rows[0];
  if (!refund) throw new NotFound(CANCELLED_BOOKING.refundNotFound);
  if (refund.voided_at) throw new Conflict(CANCELLED_BOOKING.voucherVoided);
  const profile = await readTaxProfile(db);
  if (!profile) throw new Conflict(CANCELLED_BOOKING.voucherNoProfile);
  return { refund, profile };
}

/**
 * The voucher's lines, rule 51's particulars in its order: (a) the supplier's name, address and
 * GSTIN; (b) the serial; (c) the date; (d) the recipient; (e) the receipt vouchers (and the
 * invoice) it refers to; (f) the description; (g) the amount refunded; (h) the rate and (i) the
 * tax in it, CGST and SGST or IGST as the invoice was; (j) reverse charge; (k) a signature line.
 * The tax is what the refunded amount holds at the invoice's rate (as its credit note), in
 * rupees at the rate the file was booked at; without an invoice no tax was charged on it.
 */
export function buildRefundVoucherDoc(r: RefundFacts, p: TaxProfile): TaxDocumentDoc {
  const inv = r.invoice;
  const total = toBase(r.amount, inv?.rate ?? r.rate ?? '1');
  const intra = inv ? sameState(inv.place_of_supply, p.state) : true;
  const gst = inv ? inclusiveGst(total, inv.gst_rate, intra) : null;
  const place = inv
    ? `${inv.place_of_supply}${inv.place_of_supply_code ? ` (${inv.place_of_supply_code})` : ''}`
    : `${p.state} (${p.state_code})`;
  const foreign = r.currency !== 'INR' ? ` (${r.currency} ${toMoney(r.amount)})` : '';
  const taxColumns = !gst
    ? ['GST']
    : intra
      ? [`CGST ${halfOf(inv!.gst_rate)}%`, `SGST ${halfOf(inv!.gst_rate)}%`]
      : [`IGST ${percent(inv!.gst_rate)}%`];
  const taxCells = !gst ? ['—'] : intra ? [rupees(gst.cgst), rupees(gst.sgst)] : [rupees(gst.igst)];
  const taxTotals: [string, string][] = !gst
    ? [['GST', 'Nil (no tax invoice issued)']]
    : intra
      ? [
          [`CGST @ ${halfOf(inv!.gst_rate)}%`, rupees(gst.cgst)],
          [`SGST @ ${halfOf(inv!.gst_rate)}%`, rupees(gst.sgst)],
        ]
      : [[`IGST @ ${percent(inv!.gst_rate)}%`, rupees(gst.igst)]];
  const receipts = r.receipts.map((x) => `${x.number} of ${date(x.date)}`).join(', ');
  return {
    title: 'Refund Voucher',
    number: r.voucher_number,
    supplier: supplierOf(p),
    facts: [
      ['Refund Voucher No.', r.voucher_number],
      ['Date', date(r.refund_date)],
      ['Against Receipt Vouchers', receipts || '—'],
      ['Against Invoice', inv ? `${inv.number} of ${date(inv.issue_date)}` : '—'],
      ['File Number', r.file_number],
      ['Place of Supply', place],
      ['Reverse Charge', 'No'],
    ],
    recipient: [
      ['Name', inv?.buyer_name ?? r.guest_name],
      ['Address', (inv ? inv.buyer_address : r.guest_address) || '—'],
      ['GSTIN', inv?.registered && inv.buyer_gstin ? inv.buyer_gstin : 'Unregistered'],
    ],
    columns: ['SAC', 'Description', 'Amount Refunded', 'GST Rate', ...taxColumns],
    row: [
      inv?.sac ?? '—',
      `Refund of advance received for file ${r.file_number}, cancelled${foreign}`,
      rupees(total),
      gst ? `${percent(inv!.gst_rate)}%` : '—',
      ...taxCells,
    ],
    totals: [
      ...(gst ? ([['Value of Supply Refunded', rupees(gst.taxable)]] as [string, string][]) : []),
      ...taxTotals,
      ['Total Amount Refunded', rupees(total)],
    ],
    words: rupeesInWords(total),
    footer: `This refund voucher is issued under section 31(3)(e) of the CGST Act, 2017 and rule 51 of the CGST Rules, 2017. ${p.legal_name}, GSTIN ${p.gstin}.`,
    signature: `For ${p.legal_name}`,
  };
}

/** The PDF's name: "Refund-Voucher-RV-26-27-00001.pdf". */
export const refundVoucherFileName = (number: string) =>
  `Refund-Voucher-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
