import { renderReceiptPdf } from './receipt-pdf.ts';
import type { PdfTask } from './pdf-task.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';

/**
 * A worker thread of the voucher pool (voucher-renderer.ts): plain voucher data in, the PDF's
 * bytes out. Laying out a long file takes hundreds of milliseconds of CPU, which the server's
 * event loop never sees.
 */
export default async function renderInWorker(task: PdfTask): Promise<Uint8Array> {
  if (!('kind' in task)) return renderVoucherPdf(task);
  if (task.kind === 'tax_document') return renderTaxDocumentPdf(task.doc);
  return renderReceiptPdf(task.doc);
}
