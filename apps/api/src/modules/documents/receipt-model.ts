import type { Receipt } from '@app/contract';
import { amountWords, labelOf, moneyText, VOID_MARK } from '@app/contract';
import { AGENCY, date } from './voucher-model.ts';

/** The stored payment and what the receipt prints about its file and people. */
export interface ReceiptRow extends Omit<
  Receipt,
  'payment_id' | 'amount_text' | 'amount_words' | 'voided' | 'facts'
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

/**
 * The one receipt template, as the voucher's: what a receipt says and in which
 * order. The in-app preview (JSON), the preview page and the PDF all render this, so they
 * cannot disagree. Amounts are the stored decimal text, grouped as text, never via a float.
 */
export function buildReceipt(r: ReceiptRow): Receipt {
  return {
    payment_id: r.id,
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
    ],
  };
}

/** What the PDF worker gets: the receipt and who it comes from, plain data only. */
export interface ReceiptDoc {
  title: string;
  agency: typeof AGENCY;
  receipt: Receipt;
  footer: string;
  /** A voided payment's mark: the stamp, the note and the reason given. */
  void: { stamp: string; note: string; reason: string } | null;
}

export const receiptDoc = (receipt: Receipt): ReceiptDoc => ({
  title: 'Payment Receipt',
  agency: AGENCY,
  receipt,
  footer: `Received with thanks towards file ${receipt.file_number}. For help call ${AGENCY.phone} or write to ${AGENCY.email}.`,
  // Worded here, on the main thread: the PDF worker loads no contract code.
  void: receipt.voided
    ? { stamp: VOID_MARK.stamp, note: VOID_MARK.note, reason: `Reason: ${receipt.voided.reason}` }
    : null,
});
