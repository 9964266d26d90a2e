import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { receiptEmailInput, receiptSchema } from '../receipts.ts';
import { endpoint } from './define.ts';
import { queuedAnswer } from './outbox.ts';
import { pdfFile, previewEndpoints } from './vouchers.ts';

/** Receipts of customer payments (issue 18), by the payment's id; read with the booking. */
export const receiptEndpoints = {
  /** The receipt as plain data, for an in-app preview (no HTML from the server). */
  get: endpoint({
    method: 'GET',
    path: '/receipts/:id',
    access: 'view_bookings',
    params: idParams,
    response: { 200: okEnvelope(receiptSchema) },
  }),
  ...previewEndpoints('receipts', 'view_bookings'),
  pdf: endpoint({
    method: 'GET',
    path: '/receipts/:id/pdf',
    access: 'view_bookings',
    params: idParams,
    produces: 'application/pdf',
    response: { 200: pdfFile('The payment receipt') },
  }),
  /** Queue the receipt to the guest (or the address given): 202, queued, not yet sent. */
  email: endpoint({
    method: 'POST',
    path: '/receipts/:id/email',
    access: 'email_vouchers',
    params: idParams,
    body: receiptEmailInput,
    response: { 202: queuedAnswer },
  }),
};
