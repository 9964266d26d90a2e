import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceState } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { Actor, AuditEventInput } from '../../lib/audit/audit.ts';
import { recordEvent } from '../../lib/audit/audit.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import {
  BOOKING_SERVER,
  isUnconfirmed,
  SERVICE_ORDER_OK,
  SERVICE_ORDER_SERVER as M,
  SERVICE_STATE_LABELS,
  serviceOrderEndpoints as ep,
  todayIn,
} from '@app/contract';
import { fieldError } from '../../lib/http/app-error.ts';
import { route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { LINE_TABLES } from '../bookings/line-costs.ts';
import { moveService } from '../bookings/service-state.ts';
import {
  documentTools,
  EMAILS_PER_HOUR,
  sendPdf,
  spendEmailAllowance,
} from '../documents/document-tools.ts';
import { queueMail } from '../outbox/outbox.ts';
import {
  serviceOf,
  serviceOrderDoc,
  serviceOrderFileName,
  serviceOrderMail,
} from './service-order.ts';

const settled = (state: ServiceState) =>
  fieldError('state', M.settled(SERVICE_STATE_LABELS[state].toLowerCase()));

// Method, path, access, inputs and answers: contract src/endpoints/service-orders.ts.
export const serviceOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The file, its service at the route's kind and line, and the service's order. */
  const orderOf = async (params: {
    id: number;
    kind: Parameters<typeof serviceOf>[1];
    lineId: number;
  }) => {
    const booking = await getBooking(app.db, params.id);
    const service = serviceOf(booking, params.kind, params.lineId);
    const doc = serviceOrderDoc(booking, service, todayIn(app.appTimezone));
    return { booking, service, doc };
  };

  route(app, ep.pdf, async (req, reply) => {
    const { booking, service, doc } = await orderOf(req.params);
    const pdf = await documentTools(app).renderer.render(currentUser(req).id, doc);
    return sendPdf(reply, pdf, serviceOrderFileName(booking, service));
  });

  route(app, ep.request, async (req, reply) => {
    const { booking, service, doc } = await orderOf(req.params);
    const { line, name } = service;
    // A cancelled file's order would book a room for nobody (asked again under the lock).
    if (booking.status === 'cancelled') throw fieldError('status', M.cancelledFile);
    if (!line.supplier) throw fieldError('supplier_id', M.noSupplier);
    const to = line.supplier.email;
    if (!to) throw fieldError('email', M.noEmail(line.supplier.name));
    // Confirmed: what the supplier confirmed stands until the service is marked changed.
    if (!isUnconfirmed(line.service_state)) throw settled(line.service_state);
    const { renderer, emailAllowance } = documentTools(app);
    await spendEmailAllowance(emailAllowance, req, (seconds) =>
      M.emailLimit(EMAILS_PER_HOUR, Math.ceil(seconds / 60)),
    );
    // Rendered now, in the request: the mail carries the order as it was when sent.
    const pdf = await renderer.render(currentUser(req).id, doc);
    /**
     * In the message's transaction, under the file's row lock (two sends of one service are
     * taken one after the other): a service to request, or changed, is requested once its
     * order is sent, the move and the message one write with one event in the file's History;
     * one already requested is only sent again.
     */
    const record = async (tx: Tx, actor: Actor, e: AuditEventInput) => {
      const file = await lockRow(tx, bookings, booking.id, BOOKING_SERVER.notFound);
      if (file.status === 'cancelled') throw fieldError('status', M.cancelledFile);
      const t = LINE_TABLES[service.kind];
      const [now] = await tx.select({ state: t.service_state }).from(t).where(eq(t.id, line.id));
      if (!now || !isUnconfirmed(now.state)) throw settled(now?.state ?? 'cancelled');
      if (now.state === 'requested') return recordEvent(tx, actor, e);
      return moveService(
        tx,
        booking.id,
        service.kind,
        line.id,
        { state: 'requested', confirmation_number: null, confirmation_date: null, notes: null },
        app.appTimezone,
        actor,
        (moved) => ({ action: e.action, note: `${moved}. Service order to ${to}` }),
      );
    };
    return queueMail(app, req, reply, {
      message: SERVICE_ORDER_OK.requested,
      mail: serviceOrderMail(booking, service, doc, to, pdf),
      event: {
        action: 'service_order_email',
        record_type: 'booking',
        record_id: booking.id,
        record_label: booking.file_number,
        note: `${name}: Service order to ${to}`,
      },
      record,
    });
  });
};
