import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { receiptSchema } from '../receipts.ts';
import { endpoint } from './define.ts';
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
};
