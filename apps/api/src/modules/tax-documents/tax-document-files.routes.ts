import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAX_DOCUMENT_MESSAGES as M, taxDocumentEndpoints as ep } from '@app/contract';
import { fieldError } from '../../lib/http/app-error.ts';
import { route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  documentTools,
  EMAILS_PER_HOUR,
  sendPdf,
  spendEmailAllowance,
} from '../documents/document-tools.ts';
import { buildTaxDocumentDoc, taxDocumentFileName } from '../documents/tax-document-model.ts';
import { queueMail } from '../outbox/outbox.ts';
import {
  renderTaxDocumentHtml,
  taxDocumentForFile,
  taxDocumentText,
} from './tax-document-files.ts';

/**
 * A tax document's PDF and its email to the buyer: made by the documents' PDF pool and sent
 * through the outbox within the hourly document email allowance (document-tools.ts), so
 * registered after the voucher routes that start them.
 */
export const taxDocumentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfOf = (userId: number, d: ReturnType<typeof buildTaxDocumentDoc>) =>
    documentTools(app).renderer.render(userId, { kind: 'tax_document', doc: d });

  route(app, ep.pdf, async (req, reply) => {
    const { doc, profile } = await taxDocumentForFile(app.db, req.params.id);
    const pdf = await pdfOf(currentUser(req).id, buildTaxDocumentDoc(doc, profile));
    return sendPdf(reply, pdf, taxDocumentFileName(doc));
  });

  route(app, ep.email, async (req, reply) => {
    const { doc, profile, email: to } = await taxDocumentForFile(app.db, req.params.id);
    if (!to) throw fieldError('email', M.noEmail);
    await spendEmailAllowance(documentTools(app).emailAllowance, req, (seconds) =>
      M.emailLimit(EMAILS_PER_HOUR, Math.ceil(seconds / 60)),
    );
    const view = buildTaxDocumentDoc(doc, profile);
    // Rendered now, in the request: the mail carries the document as it was sent.
    const pdf = await pdfOf(currentUser(req).id, view);
    return queueMail(app, req, reply, {
      message: M.emailed,
      mail: {
        kind: 'tax_document',
        to,
        subject: `${view.title} ${doc.number} – ${profile.legal_name}`,
        text: taxDocumentText(doc, view),
        html: renderTaxDocumentHtml(view),
        attachments: [
          { filename: taxDocumentFileName(doc), content: pdf, contentType: 'application/pdf' },
        ],
        // The file's Messages show its tax documents too.
        booking_id: doc.booking.id,
        record_label: doc.number,
      },
      event: {
        action: 'tax_document_email',
        record_type: 'booking',
        record_id: doc.booking.id,
        record_label: doc.booking.file_number,
        note: `${view.title} ${doc.number} to ${to}`,
      },
    });
  });
};
