/**
 * The receipts' plain values, without zod, so the booking screen's receipt actions
 * read them through `@app/contract/constants` (decision 005). `receipts.ts` re-exports them.
 */
export const RECEIPT_PREFIX = 'RCPT';

/** The mark a voided payment's receipt carries on every rendering, with the void's reason. */
export const VOID_MARK = {
  stamp: 'VOID',
  note: 'This payment was voided. This receipt is not valid.',
} as const;

export const RECEIPT_SERVER = {
  previewExpired:
    'This preview link is invalid or has expired. Open the preview again from the booking.',
  notFound: 'Receipt not found',
  voidedNoEmail: "A voided payment's receipt cannot be emailed.",
} as const;

/** The screen's words when a receipt action fails without a message from the server. */
export const RECEIPT_FAIL = {
  download: 'Failed to download receipt',
  email: 'Failed to email receipt',
  preview: 'Failed to open the receipt preview',
} as const;

export const RECEIPT_OK = {
  emailed: 'Receipt emailed successfully',
  downloaded: 'Receipt downloaded successfully',
} as const;
