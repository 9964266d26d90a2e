import { z } from 'zod';
import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { taxDocumentListQuery, taxDocumentSchema } from '../tax-documents.ts';
import { endpoint } from './define.ts';

// Tax invoices, debit and credit notes (decision 051): issued by the books as files enter,
// change and leave them; read, never written, through the API.
export const taxDocumentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/tax-documents',
    summary: 'List tax invoices, debit and credit notes by issue date',
    access: 'view_books',
    query: taxDocumentListQuery,
    response: { 200: pagedEnvelope(taxDocumentSchema) },
  }),
  ofBooking: endpoint({
    method: 'GET',
    path: '/bookings/:id/tax-documents',
    summary: "A file's tax invoice and its notes",
    access: 'view_bookings',
    params: idParams,
    response: { 200: okEnvelope(z.array(taxDocumentSchema)) },
  }),
};
