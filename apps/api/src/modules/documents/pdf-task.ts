import type { ReceiptDoc } from './receipt-model.ts';
import type { TaxDocumentDoc } from './tax-document-model.ts';
import type { VoucherDoc } from './voucher-model.ts';

/**
 * What the PDF pool (voucher-renderer.ts) renders: a voucher, as it always has, or another of
 * the agency's documents named by its kind (a receipt). One pool of threads for all.
 */
export type PdfTask =
  VoucherDoc | { kind: 'receipt'; doc: ReceiptDoc } | { kind: 'tax_document'; doc: TaxDocumentDoc };
