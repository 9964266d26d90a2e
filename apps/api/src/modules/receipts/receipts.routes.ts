import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_SERVER, receiptEndpoints as ep, RECEIPT_OK, RECEIPT_SERVER } from '@app/contract';
import { queueMail } from '../outbox/outbox.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { registerPreview } from '../documents/preview-session.ts';
import { AGENCY } from '../documents/voucher-model.ts';
import {
  documentTools,
  EMAILS_PER_HOUR,
  sendPdf,
  spendEmailAllowance,
} from '../documents/document-tools.ts';
import { renderReceiptHtml } from './receipt-html.ts';
import { receiptDoc } from '../documents/receipt-model.ts';
import type { ReceiptDoc } from '../documents/receipt-model.ts';
import { getReceipt } from './receipts.service.ts';
import { ok, route } from '../../lib/http/route.ts';

const PURPOSE = 'receipt-preview';
const emailLimitMessage = (seconds: number) =>
  `You can send ${EMAILS_PER_HOUR} voucher and receipt emails an hour. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;
const fileName = (doc: ReceiptDoc) => `Receipt-${doc.receipt.receipt_number}.pdf`;

/**
 * Receipts of customer payments, addressed by the payment's id. Read with the
 * booking (view_bookings, as payments are); emailed under the voucher email key. PDFs come
 * from the voucher's pool of worker threads, and emails count against the voucher emails'
 * per-user hourly allowance (document-tools.ts): registered after the voucher routes.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const tools = documentTools(app);
  const pdfOf = (req: Parameters<typeof currentUser>[0], doc: ReceiptDoc) =>
    tools.renderer.render(currentUser(req).id, { kind: 'receipt', doc });

  /** The receipt as plain data, for an in-app preview (no HTML from the server). */
  route(app, ep.get, async (req) => ok(await getReceipt(app.db, req.params.id)));

  registerPreview(app, {
    endpoints: ep,
    purpose: PURPOSE,
    idOf: async (id) => (await getReceipt(app.db, id)).payment_id,
    page: async (id) => renderReceiptHtml(receiptDoc(await getReceipt(app.db, id))),
    expired: RECEIPT_SERVER.previewExpired,
  });

  route(app, ep.pdf, async (req, reply) => {
    const doc = receiptDoc(await getReceipt(app.db, req.params.id));
    return sendPdf(reply, await pdfOf(req, doc), fileName(doc));
  });

  route(app, ep.email, async (req, reply) => {
    const receipt = await getReceipt(app.db, req.params.id);
    // A voided receipt would tell the guest a payment counts when it does not.
    if (receipt.voided) throw fieldError('status', RECEIPT_SERVER.voidedNoEmail);
    const to = req.body?.email ?? receipt.guest_email;
    if (!to) throw fieldError('email', BOOKING_SERVER.guestEmailMissing);
    await spendEmailAllowance(tools.emailAllowance, req, emailLimitMessage);
    const doc = receiptDoc(receipt);
    // Rendered now, in the request: the mail carries the receipt the user asked to send.
    const pdf = await pdfOf(req, doc);
    return queueMail(app, req, reply, {
      message: RECEIPT_OK.emailed,
      mail: {
        kind: 'receipt',
        to,
        subject: `Your payment receipt ${receipt.receipt_number} – ${AGENCY.name}`,
        text: `Dear ${receipt.guest_name},\n\nThank you for your payment of ${receipt.amount_text} towards file ${receipt.file_number}. Your receipt ${receipt.receipt_number} is attached.\n\n${doc.footer}\n\n${AGENCY.name}`,
        html: renderReceiptHtml(doc),
        attachments: [{ filename: fileName(doc), content: pdf, contentType: 'application/pdf' }],
        // The booking's Messages show its receipts too.
        booking_id: receipt.booking_id,
        payment_id: receipt.payment_id,
        record_label: receipt.receipt_number,
      },
      event: {
        action: 'receipt_email',
        record_type: 'payment',
        record_id: receipt.payment_id,
        record_label: receipt.receipt_number,
        parent: { type: 'booking', id: receipt.booking_id },
        note: `To ${to}`,
      },
    });
  });
};
