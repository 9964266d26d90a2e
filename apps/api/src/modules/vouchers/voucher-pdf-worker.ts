import type { VoucherDoc } from './voucher-model.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';

/**
 * A worker thread of the voucher pool (voucher-renderer.ts): plain voucher data in, the PDF's
 * bytes out. Laying out a long file takes hundreds of milliseconds of CPU, which the server's
 * event loop never sees.
 */
export default async function renderInWorker(voucher: VoucherDoc): Promise<Uint8Array> {
  return renderVoucherPdf(voucher);
}
