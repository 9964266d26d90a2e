/**
 * Tax documents' plain values (zod-free; decision 051): a tax invoice when a file enters the
 * books, a debit note when its taxable value rises, a credit note when it falls or the file is
 * cancelled. Invoices and debit notes are numbered in the invoice series, credit notes in their
 * own; each series starts again every financial year.
 */
export const TAX_DOCUMENT_KINDS = ['invoice', 'debit_note', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export const TAX_DOCUMENT_LABELS: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  debit_note: 'Debit note',
  credit_note: 'Credit note',
};
/** The series a kind is numbered in. */
export const SERIES_OF: Record<TaxDocumentKind, 'invoice' | 'credit_note'> = {
  invoice: 'invoice',
  debit_note: 'invoice',
  credit_note: 'credit_note',
};

export const TAX_DOCUMENT_MESSAGES = {
  notFound: 'Tax document not found.',
  emailed: 'Tax document emailed successfully',
  /** The buyer (the file's agent, else its guest) has no email to send the document to. */
  noEmail:
    "The buyer has no email on record: add the guest's email to the booking to send this document.",
  emailLimit: (n: number, minutes: number) =>
    `You can send ${n} document emails an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The tax documents' screens' failure words. */
export const TAX_DOCUMENT_FAIL = {
  list: 'Failed to fetch the tax documents',
  download: 'Failed to download the tax document',
  email: 'Failed to email the tax document',
} as const;
