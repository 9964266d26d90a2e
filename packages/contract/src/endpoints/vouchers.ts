import { z } from 'zod';
import { answer, okEnvelope } from '../common/envelope.ts';
import { idParams, optionalEmail } from '../common/fields.ts';
import { DOCUMENT_ACCESS } from '../document-access.ts';
import type { Access } from '../permissions.ts';
import { endpoint } from './define.ts';
import { queuedAnswer } from './outbox.ts';

/** A PDF download (application/pdf, sent as an attachment): no JSON envelope. */
export const pdfFile = (what: string) =>
  z.string().describe(`${what} as a PDF file (application/pdf, an attachment), not JSON.`);

/** A document's 5-minute preview link, bound to the session that asked for it. */
export const previewLinkSchema = z.object({
  token: z.string(),
  expires_at: answer.timestamp,
  /** `/api/{path}/:id/preview?token=…` */
  url: z.string(),
});

/**
 * The preview token and page of a document, the voucher's and the
 * receipt's alike: the token for those who may read it, the page public (the signed token is
 * its only credential, never a login token).
 */
export const previewEndpoints = <const P extends string, const A extends Access>(
  path: P,
  access: A,
) => ({
  previewToken: endpoint({
    method: 'POST',
    path: `/${path}/:id/preview-token`,
    access,
    summary: `Issue a five-minute preview link for a ${path.slice(0, -1)}`,
    params: idParams,
    response: { 200: okEnvelope(previewLinkSchema) },
  }),
  preview: endpoint({
    method: 'GET',
    path: `/${path}/:id/preview`,
    access: 'public',
    summary: `Open a ${path.slice(0, -1)}'s preview page by its signed link`,
    credential: 'query-token',
    params: idParams,
    query: z.object({ token: z.string().max(500).optional() }),
    produces: 'text/html',
    response: {
      200: z
        .string()
        .describe('The preview page (text/html), under its own content security policy.'),
    },
  }),
});

export const voucherEndpoints = {
  ...previewEndpoints('vouchers', DOCUMENT_ACCESS.voucher.read),
  pdf: endpoint({
    method: 'GET',
    path: '/vouchers/:id/pdf',
    summary: "Download a booking's voucher as a PDF",
    access: DOCUMENT_ACCESS.voucher.read,
    params: idParams,
    produces: 'application/pdf',
    response: { 200: pdfFile('The booking voucher') },
  }),
  /**
   * Queue the voucher to the guest (or the address given): 202, queued, not yet sent. The mail
   * carries the voucher, so it takes the voucher's read key as well as its email key.
   */
  email: endpoint({
    method: 'POST',
    path: '/vouchers/:id/email',
    summary: "Email a booking's voucher (queued in the outbox)",
    access: DOCUMENT_ACCESS.voucher.send,
    params: idParams,
    body: z.object({ email: optionalEmail('email') }).nullish(),
    response: { 202: queuedAnswer },
  }),
};
