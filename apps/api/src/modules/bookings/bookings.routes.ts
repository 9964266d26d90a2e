import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BOOKING_OK, bookingEndpoints as ep, can, CORRECTION_OK, FIELD_RULES } from '@app/contract';
import { agentPayments, bookingPayments } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createdOnce, idempotent } from '../../lib/http/idempotency.ts';
import { refuseFuture } from '../../lib/http/today.ts';
import type { FieldChecks } from '../../lib/http/validation.ts';
import { ok, route } from '../../lib/http/route.ts';
import { keptRoute } from '../../lib/kept/kept-route.ts';
import { bookingRefs } from './booking-checks.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { bookingTrip } from './booking-trip.ts';
import { bookingStatistics, listBookings } from './booking-list.ts';
import { createBooking, getBooking, updateBooking } from './bookings.service.ts';
import { cancelBooking } from './booking-cancel.ts';
import { moveService } from './service-state.ts';
import { deleteBooking } from './booking-delete.ts';
import { refuseUnconfirmedDuplicate } from './payment-references.ts';
import {
  addAgentPayment,
  addBookingPayment,
  listPayments,
  voidPayment,
} from './payments.service.ts';

/** A body that fails its schema still hears of a person or agent that does not exist. */
const checks: FieldChecks = async (v, req) => (await bookingRefs(req.server.db, v)).errors;

// Method, path, access, inputs and answers: contract src/endpoints/bookings.ts.
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  // A payment is recorded once made: a date after today (agency time) is refused, per request.
  const paidByToday = (date: string) =>
    refuseFuture('payment_date', date, app.appTimezone, FIELD_RULES.paymentDateFuture);

  /** An agent payment's answer: the file's agent payments and its figures after the write. */
  const agentPaymentsOf = async (db: DbOrTx, bookingId: number, message?: string) => ({
    ...ok(await listPayments(db, agentPayments, bookingId), message),
    booking: await getBooking(db, bookingId, false),
  });

  // Kept answers: recomputed only when a table the endpoint `reads` changes (decision 021).
  // The page's JSON comes written by PostgreSQL (booking-list.ts).
  keptRoute(app, ep.list, (req) => listBookings(app.db, req.query));

  keptRoute(app, ep.statistics, async (req) => ok(await bookingStatistics(app.db, req.query)));

  route(app, ep.get, async (req) => {
    const booking = await getBooking(app.db, req.params.id);
    // Its enquiry, and its services with how they differ from it now.
    const services = can(currentUser(req), 'view_day_plans');
    return ok({ ...booking, ...(await bookingTrip(app.db, booking, services)) });
  });

  route(
    app,
    ep.create,
    (req, reply) =>
      createdOnce(app.db, req, reply, BOOKING_OK.created, (db) =>
        createBooking(db, currentUser(req), req.body, {
          timeZone: app.appTimezone,
          actor: actorOf(req),
        }),
      ),
    { checks },
  );

  route(
    app,
    ep.update,
    async (req) =>
      ok(
        await updateBooking(
          app.db,
          req.params.id,
          req.body,
          app.appTimezone,
          actorOf(req),
          currentUser(req).role,
        ),
        BOOKING_OK.updated,
      ),
    { checks },
  );

  route(app, ep.remove, async (req) => {
    await deleteBooking(app.db, req.params.id, actorOf(req));
    return { success: true as const, message: BOOKING_OK.deleted };
  });

  route(app, ep.serviceState, async (req) =>
    ok(
      await moveService(
        app.db,
        req.params.id,
        req.params.kind,
        req.params.lineId,
        req.body,
        app.appTimezone,
        actorOf(req),
      ),
      BOOKING_OK.serviceMoved,
    ),
  );

  route(app, ep.cancel, async (req) =>
    ok(
      await cancelBooking(
        app.db,
        req.params.id,
        req.body.reason,
        app.appTimezone,
        actorOf(req),
        req.body.cancellation_charge,
      ),
      BOOKING_OK.cancelled,
    ),
  );

  // Idempotency-Key: a retried payment is recorded once and answered the same way. A bank
  // reference another live payment has is asked about first (payment-references.ts).
  route(app, ep.addPayment, async (req, reply) => {
    paidByToday(req.body.payment_date);
    await refuseUnconfirmedDuplicate(app.db, bookingPayments, req.body);
    return idempotent(app.db, req, reply, req.body, async (db) => {
      await addBookingPayment(db, currentUser(req), req.params.id, req.body, actorOf(req));
      const data = await getBooking(db, req.params.id);
      return { status: 201, body: ok(data, BOOKING_OK.paymentAdded) };
    });
  });

  route(app, ep.agentPayments, async (req) => {
    const booking = await getBooking(app.db, req.params.id, false);
    return agentPaymentsOf(app.db, booking.id);
  });

  route(app, ep.addAgentPayment, async (req, reply) => {
    paidByToday(req.body.payment_date);
    await refuseUnconfirmedDuplicate(app.db, agentPayments, req.body);
    return idempotent(app.db, req, reply, req.body, async (db) => {
      await addAgentPayment(db, currentUser(req), req.params.id, req.body, actorOf(req));
      const body = await agentPaymentsOf(db, req.params.id, BOOKING_OK.agentPaymentRecorded);
      return { status: 201, body };
    });
  });

  // Money is voided, never deleted: manager or admin, with a reason; the payment
  // stays listed, and the answer carries the booking's recomputed figures.
  route(app, ep.voidPayment, async (req) => {
    const { id, paymentId } = req.params;
    const user = currentUser(req);
    await voidPayment(
      app.db,
      user,
      'payment',
      paymentId,
      req.body.reason,
      app.appTimezone,
      id,
      actorOf(req),
    );
    return ok(await getBooking(app.db, id), CORRECTION_OK.paymentVoided);
  });

  /** An agent payment voided (by id), answered with its file's agent payments. */
  const voidAgentPayment = async (
    req: FastifyRequest,
    id: number,
    reason: string,
    message: string,
  ) => {
    const user = currentUser(req);
    const voided = await voidPayment(
      app.db,
      user,
      'agent_payment',
      id,
      reason,
      app.appTimezone,
      undefined,
      actorOf(req),
    );
    return agentPaymentsOf(app.db, voided.bookingId, message);
  };
  route(app, ep.voidAgentPayment, (req) =>
    voidAgentPayment(req, req.params.id, req.body.reason, CORRECTION_OK.paymentVoided),
  );
  // The spec's delete keeps its words and its path, and voids.
  route(app, ep.deleteAgentPayment, (req) =>
    voidAgentPayment(req, req.params.id, req.body.reason, BOOKING_OK.paymentDeleted),
  );
};
