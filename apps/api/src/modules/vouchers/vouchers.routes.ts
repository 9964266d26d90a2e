import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_OK,
  BOOKING_SERVER,
  CANCELLED_BOOKING,
  voucherEndpoints as ep,
} from '@app/contract';
import { fieldError } from '../../lib/http/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { registerPreview } from '../documents/preview-session.ts';
import { renderVoucherHtml } from '../documents/voucher-html.ts';
import { buildVoucher } from '../documents/voucher-model.ts';
import { voucherMail } from './voucher-mail.ts';
import {
  EMAILS_PER_HOUR,
  sendPdf,
  spendEmailAllowance,
  startDocumentTools,
} from '../documents/document-tools.ts';
import { queueMail } from '../outbox/outbox.ts';
import { route } from '../../lib/http/route.ts';

const PURPOSE = 'voucher-preview';
const emailLimitMessage = (seconds: number) =>
  `You can send ${EMAILS_PER_HOUR} voucher emails an hour. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  // The documents' PDF pool and email allowance start with the voucher routes.
  const { renderer, emailAllowance } = await startDocumentTools(app);
  const pdfFor = (
    req: Parameters<typeof currentUser>[0],
    voucher: ReturnType<typeof buildVoucher>,
  ) => renderer.render(currentUser(req).id, voucher);

  registerPreview(app, {
    endpoints: ep,
    purpose: PURPOSE,
    idOf: async (id) => (await getBooking(app.db, id, false)).id,
    page: async (id) => renderVoucherHtml(buildVoucher(await getBooking(app.db, id))),
    expired:
      'This preview link is invalid or has expired. Open the preview again from the booking.',
  });

  route(app, ep.pdf, async (req, reply) => {
    const booking = await getBooking(app.db, req.params.id);
    const pdf = await pdfFor(req, buildVoucher(booking));
    return sendPdf(reply, pdf, `Voucher-${booking.id}.pdf`);
  });

  route(app, ep.email, async (req, reply) => {
    const booking = await getBooking(app.db, req.params.id);
    // A cancelled file's voucher would send a guest to a hotel that expects nobody.
    if (booking.status === 'cancelled')
      throw fieldError('status', CANCELLED_BOOKING.noVoucherEmail);
    const to = req.body?.email ?? booking.guest_email;
    if (!to) throw fieldError('email', BOOKING_SERVER.guestEmailMissing);
    await spendEmailAllowance(emailAllowance, req, emailLimitMessage);
    // Rendered now, in the request: the mail carries the voucher the user asked to send.
    const pdf = await pdfFor(req, buildVoucher(booking));
    return queueMail(app, req, reply, {
      message: BOOKING_OK.voucherEmailed,
      mail: voucherMail(booking, to, pdf),
      // Queued with the message, in its transaction.
      event: {
        action: 'voucher_email',
        record_type: 'booking',
        record_id: booking.id,
        record_label: booking.file_number,
        note: `To ${to}`,
      },
    });
  });
};
