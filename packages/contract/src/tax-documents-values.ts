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
} as const;
