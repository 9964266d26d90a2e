import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { reasonBodyOrEmpty } from '../corrections.ts';
import { refundInput, refundsAnswerSchema } from '../refunds.ts';
import { endpoint } from './define.ts';

// A cancelled file's settlement and refunds (decision 052).
export const refundEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/bookings/:id/refunds',
    summary: "A file's settlement (charge, received, refunded, refundable) and its refunds",
    access: 'view_bookings',
    params: idParams,
    response: { 200: okEnvelope(refundsAnswerSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/bookings/:id/refunds',
    summary: "Refund a cancelled file's payer what was paid beyond its charge",
    access: 'create_payments',
    params: idParams,
    body: refundInput,
    response: { 201: okEnvelope(refundsAnswerSchema) },
  }),
  void: endpoint({
    method: 'POST',
    path: '/refunds/:id/void',
    summary: 'Void a refund, with a reason (its entry is reversed)',
    access: 'void_payments',
    params: idParams,
    body: reasonBodyOrEmpty,
    response: { 200: okEnvelope(refundsAnswerSchema) },
  }),
};
