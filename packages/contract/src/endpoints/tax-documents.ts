import { z } from 'zod';
import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { DOCUMENT_ACCESS } from '../document-access.ts';
import { taxDocumentListQuery, taxDocumentSchema } from '../tax-documents.ts';
import { endpoint } from './define.ts';
import { queuedAnswer } from './outbox.ts';
import { pdfFile } from './vouchers.ts';

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
  /**
   * The document as CGST rule 46 (rule 53 for a note) asks: the agency's legal name, address,
   * GSTIN and PAN, the number and date, the recipient, SAC, values, rates, the tax and the
   * total in words.
   */
  pdf: endpoint({
    method: 'GET',
    path: '/tax-documents/:id/pdf',
    summary: 'Download a tax invoice, debit or credit note as a PDF',
    access: DOCUMENT_ACCESS.tax_document.read,
    params: idParams,
    produces: 'application/pdf',
    response: { 200: pdfFile('The tax invoice, debit or credit note') },
  }),
  /**
   * Queue the document to its buyer (202, queued, not yet sent): the agent's primary email, or
   * the guest's. Refused when the buyer has no email.
   */
  email: endpoint({
    method: 'POST',
    path: '/tax-documents/:id/email',
    summary: 'Email a tax invoice, debit or credit note to its buyer (queued in the outbox)',
    access: DOCUMENT_ACCESS.tax_document.send,
    params: idParams,
    response: { 202: queuedAnswer },
  }),
};
