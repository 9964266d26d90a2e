import type { FastifyPluginAsync } from 'fastify';
import { CANCELLED_BOOKING, FIELD_RULES, refundEndpoints as ep } from '@app/contract';
import { actorOf } from '../../lib/audit/audit.ts';
import { ok, route } from '../../lib/http/route.ts';
import { refuseFuture } from '../../lib/http/today.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addRefund, bookingRefundsOf, voidRefund } from './refunds.ts';

// Method, path, access, inputs and answers: contract src/endpoints/refunds.ts.
export const refundRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, async (req) => ok(await bookingRefundsOf(app.db, req.params.id)));
  route(app, ep.create, async (req, reply) => {
    refuseFuture(
      'refund_date',
      req.body.refund_date,
      app.appTimezone,
      FIELD_RULES.paymentDateFuture,
    );
    await addRefund(app.db, currentUser(req), req.params.id, req.body, actorOf(req));
    return reply
      .status(201)
      .send(ok(await bookingRefundsOf(app.db, req.params.id), CANCELLED_BOOKING.refunded));
  });
  route(app, ep.void, async (req) => {
    const bookingId = await voidRefund(
      app.db,
      currentUser(req),
      req.params.id,
      req.body.reason,
      app.appTimezone,
      actorOf(req),
    );
    return ok(await bookingRefundsOf(app.db, bookingId), CANCELLED_BOOKING.refundVoided);
  });
};
