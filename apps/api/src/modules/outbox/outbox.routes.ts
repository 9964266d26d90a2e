import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueuedMail } from '@app/contract';
import {
  BOOKING_SERVER,
  can,
  CANCELLED_BOOKING,
  DOCUMENT_ACCESS,
  DRIVER_SERVER,
  OUTBOX_NOTE,
  OUTBOX_OK,
  outboxEndpoints as ep,
  RECEIPT_SERVER,
  SERVICE_ORDER_SERVER,
} from '@app/contract';
import { bookingPayments, bookings } from '../../db/schema/index.ts';
import { fieldError, Forbidden, NotFound, TooManyRequests } from '../../lib/http/app-error.ts';
import type { AuditEventInput } from '../../lib/audit/audit.ts';
import { actorOf, recordEvent } from '../../lib/audit/audit.ts';
import { idempotent } from '../../lib/http/idempotency.ts';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { documentTools, EMAILS_PER_HOUR } from '../documents/document-tools.ts';
import {
  bookingMessages,
  composeStored,
  copyMessage,
  getMessage,
  listOutbox,
} from './outbox.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/outbox.ts ("send again"
// answers 202, which the catalogue does not take yet: it stays declared here).
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ep.list, async (req) => ({
    ...(await listOutbox(app.db, req.query)),
    smtp: app.mailer.smtp,
  }));

  route(app, ep.get, async (req) => ({
    ...ok(await getMessage(app.db, req.params.id)),
    smtp: app.mailer.smtp,
  }));

  route(app, ep.eml, async (req, reply) => {
    const eml = await composeStored(app.db, req.params.id, app.mailer.from);
    // The file is sent as bytes, past the JSON serializer (the schema describes it).
    return (reply as FastifyReply)
      .header('content-type', 'message/rfc822')
      .header('content-disposition', `attachment; filename="outbox-${req.params.id}.eml"`)
      .header('cache-control', 'no-store')
      .send(eml);
  });

  route(app, ep.bookingMessages, async (req) => {
    const [b] = await app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, req.params.id));
    if (!b) throw new NotFound(BOOKING_SERVER.notFound);
    return { ...(await bookingMessages(app.db, b.id, req.query)), smtp: app.mailer.smtp };
  });

  /**
   * "Send again": a new message, copied from this one, under the rule of the route that sent
   * it (the send and read keys of its document: DOCUMENT_ACCESS), within the same hourly
   * allowance, and refused when the original route would refuse now (a cancelled booking's
   * voucher, a voided payment's receipt). A caller who may not read the document is refused
   * before anything of the message (its address) is answered.
   */
  route(app, ep.sendAgain, async (req, reply) => {
    const m = await getMessage(app.db, req.params.id);
    if (!can(currentUser(req), DOCUMENT_ACCESS[m.kind].send)) throw new Forbidden();
    await refuseLikeTheOriginal(m);
    const allowance = await documentTools(app).emailAllowance(req);
    if (!allowance.isAllowed && allowance.isExceeded) {
      const minutes = Math.ceil(allowance.ttlInSeconds / 60);
      throw new TooManyRequests(
        DRIVER_SERVER.emailLimit(EMAILS_PER_HOUR, minutes),
        allowance.ttlInSeconds,
      );
    }
    const to = m.to.join(', ');
    const event: AuditEventInput =
      m.kind === 'duty_sheet'
        ? {
            action: 'duty_sheet_email',
            record_type: 'driver',
            record_id: m.driver_id,
            record_label: m.record_label,
            note: `${m.duty_date} to ${to} (sent again, message ${m.id})`,
          }
        : m.kind === 'service_order' || m.kind === 'tax_document'
          ? {
              action: m.kind === 'service_order' ? 'service_order_email' : 'tax_document_email',
              record_type: 'booking',
              record_id: m.booking_id,
              record_label: m.record_label,
              note: `To ${to} (sent again, message ${m.id})`,
            }
          : {
              action: m.kind === 'voucher' ? 'voucher_email' : 'receipt_email',
              record_type: m.kind === 'voucher' ? 'booking' : 'payment',
              record_id: m.kind === 'voucher' ? m.booking_id : m.payment_id,
              record_label: m.record_label,
              parent:
                m.kind === 'receipt' && m.booking_id ? { type: 'booking', id: m.booking_id } : null,
              note: `To ${to} (sent again, message ${m.id})`,
            };
    const actor = actorOf(req);
    const answer = await idempotent(app.db, req, reply, { id: m.id }, (h) =>
      h.transaction(async (tx) => {
        const id = await copyMessage(tx, actor, m.id);
        await recordEvent(tx, actor, event);
        const data: QueuedMail = {
          id,
          state: 'queued',
          to,
          note: app.mailer.smtp ? OUTBOX_NOTE.queued(to) : OUTBOX_NOTE.noSmtp,
        };
        return { status: 202, body: { success: true, message: OUTBOX_OK.sentAgain, data } };
      }),
    );
    app.outbox.wake();
    return answer;
  });

  async function refuseLikeTheOriginal(m: Awaited<ReturnType<typeof getMessage>>) {
    if (m.kind === 'voucher' || m.kind === 'service_order') {
      const b = await stillThere(m.booking_id, BOOKING_SERVER.notFound, (id) =>
        app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)),
      );
      if (b.status === 'cancelled')
        throw fieldError(
          'status',
          m.kind === 'voucher'
            ? CANCELLED_BOOKING.noVoucherEmail
            : SERVICE_ORDER_SERVER.cancelledFile,
        );
    } else if (m.kind === 'tax_document') {
      await stillThere(m.booking_id, BOOKING_SERVER.notFound, (id) =>
        app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)),
      );
    } else if (m.kind === 'receipt') {
      const p = await stillThere(m.payment_id, RECEIPT_SERVER.notFound, (id) =>
        app.db
          .select({ voided_at: bookingPayments.voided_at })
          .from(bookingPayments)
          .where(eq(bookingPayments.id, id)),
      );
      if (p.voided_at) throw fieldError('status', RECEIPT_SERVER.voidedNoEmail);
    } else if (m.driver_id === null) {
      throw new NotFound(DRIVER_SERVER.notFound);
    }
  }
};

/**
 * The record a message was about, read again for a resend: a 404 with `notFound` when the
 * message kept no id (its record was deleted, set null) or the row is gone.
 */
async function stillThere<R>(
  id: number | null,
  notFound: string,
  read: (id: number) => Promise<R[]>,
): Promise<R> {
  if (id === null) throw new NotFound(notFound);
  const [row] = await read(id);
  if (!row) throw new NotFound(notFound);
  return row;
}
