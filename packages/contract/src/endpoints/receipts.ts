import { okEnvelope } from '../common/envelope.ts';
import { DOCUMENT_ACCESS } from '../document-access.ts';
import { idParams } from '../common/fields.ts';
import { receiptEmailInput, receiptSchema } from '../receipts.ts';
import { endpoint } from './define.ts';
import { queuedAnswer } from './outbox.ts';
import { pdfFile, previewEndpoints } from './vouchers.ts';

/** Receipts of customer payments, by the payment's id; read with the booking. */
export const receiptEndpoints = {
  /** The receipt as plain data, for an in-app preview (no HTML from the server). */
  get: endpoint({
    method: 'GET',
    path: '/receipts/:id',
    summary: "Read a payment's receipt",
    access: 'view_bookings',
    params: idParams,
    response: { 200: okEnvelope(receiptSchema) },
  }),
  ...previewEndpoints('receipts', DOCUMENT_ACCESS.receipt.read),
  pdf: endpoint({
    method: 'GET',
    path: '/receipts/:id/pdf',
    summary: "Download a payment's receipt as a PDF",
    access: DOCUMENT_ACCESS.receipt.read,
    params: idParams,
    produces: 'application/pdf',
    response: { 200: pdfFile('The payment receipt') },
  }),
  /**
   * Queue the receipt to the guest (or the address given): 202, queued, not yet sent. The mail
   * carries the receipt, so it takes the booking's read key as well as the email key.
   */
  email: endpoint({
    method: 'POST',
    path: '/receipts/:id/email',
    summary: "Email a payment's receipt (queued in the outbox)",
    access: DOCUMENT_ACCESS.receipt.send,
    params: idParams,
    body: receiptEmailInput,
    response: { 202: queuedAnswer },
  }),
};
