import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_OK,
  BOOKING_SERVER,
  CANCELLED_BOOKING,
  voucherEndpoints as ep,
} from '@app/contract';
import { fieldError } from '../../lib/app-error.ts';
import { databaseRateLimitStore } from '../../lib/rate-limit-store.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { registerPreview } from './preview-session.ts';
import { renderVoucherHtml } from './voucher-html.ts';
import { buildVoucher } from './voucher-model.ts';
import { createVoucherRenderer } from './voucher-renderer.ts';
import { voucherMail } from './voucher-mail.ts';
import { sendPdf, shareDocumentTools, spendEmailAllowance } from './document-tools.ts';
import { queueMail } from '../outbox/outbox.ts';
import { route } from '../../lib/route.ts';

const PURPOSE = 'voucher-preview';
/** Voucher emails carry guest data to any address: each user may send this many an hour. */
export const EMAILS_PER_HOUR = 20;
const emailLimitMessage = (seconds: number) =>
  `You can send ${EMAILS_PER_HOUR} voucher emails an hour. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  // PDFs are made in worker threads, started with the first one and stopped with the app.
  const renderer = createVoucherRenderer();
  app.addHook('onClose', () => renderer.close());
  const pdfFor = (
    req: Parameters<typeof currentUser>[0],
    voucher: ReturnType<typeof buildVoucher>,
  ) => renderer.render(currentUser(req).id, voucher);

  // Counted in the database: one allowance across every API process.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  const emailAllowance = app.createRateLimit({
    max: EMAILS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (req) => `voucher-email:${currentUser(req).id}`,
  });
  // Duty sheets (drivers module) render in this pool and send within this allowance.
  shareDocumentTools(app, { renderer, emailAllowance });

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
