import type { Receipt, TaxProfile } from '@app/contract';
import { amountWords, labelOf, moneyText, VOID_MARK } from '@app/contract';
import { halfOf, percent, rupees } from './tax-document-model.ts';
import { AGENCY, date } from './voucher-model.ts';

/** The stored payment and what the receipt prints about its file and people. */
export interface ReceiptRow extends Omit<
  Receipt,
  'payment_id' | 'amount_text' | 'amount_words' | 'voided' | 'facts' | 'title' | 'issuer'
> {
  id: number;
  voided_at: string | null;
  voided_by: { id: number; name: string } | null;
  void_reason: string | null;
  /** Rupees of TCS collected with the payment (decision 057), on `tcs_on` rupees, at `tcs_rates`. */
  tcs?: string | null;
  tcs_on?: string | null;
  tcs_rates?: string | null;
}

/** What the receipt says of the TCS collected with the payment on an overseas package. */
const tcsFacts = (r: ReceiptRow): [string, string][] =>
  r.tcs && r.tcs_on
    ? [
        ['Package Amount in Rupees', moneyText('INR', r.tcs_on)],
        [
          `TCS Collected @ ${r.tcs_rates ?? ''} (s.394(1), Income-tax Act 2025)`,
          moneyText('INR', r.tcs),
        ],
      ]
    : [];

/** The GST inside an advance, as tax-documents/advance-terms.ts works it out (rule 50). */
export interface AdvanceTerms {
  sac: string | null;
  gst_rate: string;
  place_of_supply: string;
  place_of_supply_code: string | null;
  intra: boolean;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

/** Who a receipt comes from: the agency's tax profile once set, else the letterhead's. */
const issuerOf = (p: TaxProfile | null): Receipt['issuer'] =>
  p
    ? {
        name: p.legal_name,
        address: `${p.address}, ${p.city} ${p.pincode}, ${p.state}`,
        phone: p.phone ?? AGENCY.phone,
        email: p.email ?? AGENCY.email,
        gstin: p.gstin,
      }
    : { ...AGENCY, gstin: null };

/**
 * A receipt voucher's GST lines (CGST Rules, rule 50(1)): the supplier's GSTIN, the SAC, the
 * rate, the tax inside the advance (CGST and SGST, or IGST), the place of supply, the reverse
 * charge.
 */
const advanceFacts = (gstin: string | null, a: AdvanceTerms): [string, string][] => [
  ['Supplier GSTIN', gstin ?? '—'],
  ['Nature', 'Advance received before the tax invoice'],
  ['SAC', a.sac ?? '—'],
  [
    'Place of Supply',
    `${a.place_of_supply}${a.place_of_supply_code ? ` (${a.place_of_supply_code})` : ''}`,
  ],
  ['Taxable Value of the Advance', rupees(a.taxable)],
  ...((a.intra
    ? [
        [`CGST @ ${halfOf(a.gst_rate)}%`, rupees(a.cgst)],
        [`SGST @ ${halfOf(a.gst_rate)}%`, rupees(a.sgst)],
      ]
    : [[`IGST @ ${percent(a.gst_rate)}%`, rupees(a.igst)]]) as [string, string][]),
  ['Reverse Charge', 'No'],
];

/**
 * The one receipt template, as the voucher's: what a receipt says and in which
 * order. The in-app preview (JSON), the preview page and the PDF all render this, so they
 * cannot disagree. Amounts are the stored decimal text, grouped as text, never via a float.
 */
export function buildReceipt(
  r: ReceiptRow,
  tax: { profile: TaxProfile | null; advance: AdvanceTerms | null } = {
    profile: null,
    advance: null,
  },
): Receipt {
  const issuer = issuerOf(tax.profile);
  return {
    payment_id: r.id,
    title: tax.advance ? 'Receipt Voucher' : 'Payment Receipt',
    issuer,
    receipt_number: r.receipt_number,
    booking_id: r.booking_id,
    file_number: r.file_number,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    currency: r.currency,
    amount: r.amount,
    amount_text: moneyText(r.currency, r.amount),
    amount_words: amountWords(r.amount, r.currency),
    payment_date: r.payment_date,
    payment_method: r.payment_method,
    transaction_reference: r.transaction_reference,
    received_by: r.received_by,
    voided:
      r.voided_at && r.void_reason
        ? { at: r.voided_at, by: r.voided_by, reason: r.void_reason }
        : null,
    facts: [
      ['Receipt Number', r.receipt_number],
      ['Receipt Date', date(r.payment_date)],
      ['File Number', r.file_number],
      ['Received From', r.guest_name],
      ['Payment Method', labelOf('paymentMethod', r.payment_method)],
      ['Transaction Reference', r.transaction_reference || '—'],
      ['Received By', r.received_by?.name ?? '—'],
      ['Amount', moneyText(r.currency, r.amount)],
      ...tcsFacts(r),
      ...(tax.advance ? advanceFacts(issuer.gstin, tax.advance) : []),
    ],
  };
}

/** What the PDF worker gets: the receipt and who it comes from, plain data only. */
export interface ReceiptDoc {
  title: string;
  agency: Receipt['issuer'];
  receipt: Receipt;
  footer: string;
  /** A voided payment's mark: the stamp, the note and the reason given. */
  void: { stamp: string; note: string; reason: string } | null;
}

export const receiptDoc = (receipt: Receipt): ReceiptDoc => ({
  title: receipt.title,
  agency: receipt.issuer,
  receipt,
  footer: `Received with thanks towards file ${receipt.file_number}.${receipt.issuer.gstin ? ` GSTIN ${receipt.issuer.gstin}.` : ''} For help call ${receipt.issuer.phone} or write to ${receipt.issuer.email}.`,
  // Worded here, on the main thread: the PDF worker loads no contract code.
  void: receipt.voided
    ? { stamp: VOID_MARK.stamp, note: VOID_MARK.note, reason: `Reason: ${receipt.voided.reason}` }
    : null,
});
