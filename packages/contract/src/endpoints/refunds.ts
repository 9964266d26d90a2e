import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { reasonBodyOrEmpty } from '../corrections.ts';
import { bookingWithLinesSchema } from '../booking-types.ts';
import { DOCUMENT_ACCESS } from '../document-access.ts';
import {
  bookingPolicyInput,
  cancellationPolicyInput,
  cancellationPolicySchema,
  cancellationQuoteSchema,
  refundInput,
  refundsAnswerSchema,
  reopenBody,
} from '../refunds.ts';
import { endpoint } from './define.ts';
import { pdfFile } from './vouchers.ts';

// A cancelled file's settlement and refunds, the cancellation policy and quote, and reopening
// (decision 052); the refund voucher (CGST rule 51, decision 054).
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
  /**
   * The refund voucher (CGST rule 51): the agency's name, address and GSTIN, its serial in the
   * financial year, the invoice it refers to, the recipient, the amount refunded and the tax in
   * it, place of supply and a signature line. A voided refund has none (409).
   */
  voucherPdf: endpoint({
    method: 'GET',
    path: '/refunds/:id/voucher.pdf',
    summary: 'Download a refund voucher as a PDF',
    access: DOCUMENT_ACCESS.tax_document.read,
    params: idParams,
    produces: 'application/pdf',
    response: { 200: pdfFile('The refund voucher') },
  }),
  /** What cancelling the file today would keep: days before travel, the tier, the charge. */
  quote: endpoint({
    method: 'GET',
    path: '/bookings/:id/cancellation-quote',
    summary: "A file's cancellation quote: days before travel, the tier, the suggested charge",
    access: 'view_bookings',
    params: idParams,
    response: { 200: okEnvelope(cancellationQuoteSchema) },
  }),
  /** The file's own tiers (null: the agency's); answers its quote. */
  setFilePolicy: endpoint({
    method: 'PUT',
    path: '/bookings/:id/cancellation-policy',
    summary: "Set a file's own cancellation policy, or clear it to follow the agency's",
    access: 'edit_bookings',
    params: idParams,
    body: bookingPolicyInput,
    response: { 200: okEnvelope(cancellationQuoteSchema) },
  }),
  policy: endpoint({
    method: 'GET',
    path: '/cancellation-policy',
    summary: "Read the agency's cancellation policy (a percentage by days before travel)",
    access: 'view_bookings',
    response: { 200: okEnvelope(cancellationPolicySchema) },
  }),
  setPolicy: endpoint({
    method: 'PUT',
    path: '/cancellation-policy',
    summary: "Set the agency's cancellation policy",
    access: 'admin',
    body: cancellationPolicyInput,
    response: { 200: okEnvelope(cancellationPolicySchema) },
  }),
  /**
   * A manager reopens a cancelled file with a reason (its History keeps it); its charge is
   * cleared. 409 once a credit note was issued for the cancellation or a refund was made.
   */
  reopen: endpoint({
    method: 'POST',
    path: '/bookings/:id/reopen',
    summary: 'Reopen a cancelled booking, with a reason (a manager)',
    access: 'edit_bookings',
    params: idParams,
    body: reopenBody,
    response: { 200: okEnvelope(bookingWithLinesSchema) },
  }),
};
