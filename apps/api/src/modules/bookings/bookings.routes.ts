import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentPaymentInput,
  BOOKING_OK,
  bookingFilters,
  bookingCreateInput,
  bookingInput,
  bookingListQuery,
  can,
  bookingPaymentInput,
  CORRECTION_OK,
  FIELD_RULES,
  idParams,
  reasonBodyOrEmpty,
} from '@app/contract';
import { agentPayments } from '../../db/schema/index.ts';
import { createdOnce, idempotent } from '../../lib/idempotency.ts';
import { refuseFuture } from '../../lib/today.ts';
import type { FieldChecks } from '../../lib/validation.ts';
import { bookingRefs } from './booking-checks.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit.ts';
import { bookingTrip } from '../trips/schedule.service.ts';
import { bookingStatistics, listBookings } from './booking-list.ts';
import { createBooking, deleteBooking, getBooking, updateBooking } from './bookings.service.ts';
import {
  addAgentPayment,
  addBookingPayment,
  listPayments,
  voidPayment,
} from './payments.service.ts';

const paymentParams = idParams.extend({ paymentId: idParams.shape.id });
interface AgentVoidRequest extends FastifyRequest {
  params: { id: number };
  body: { reason: string };
}

// Tourism keys per route (decisions section 4, issue 16).
const tags = ['bookings'];
/** What a list or the statistics read: files, their agents' and staff's names. */
const reads = ['bookings', 'agents', 'users'] as const;

/** A body that fails its schema still hears of a person or agent that does not exist. */
const checks: FieldChecks = async (v, req) => (await bookingRefs(req.server.db, v)).errors;

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // A payment is recorded once made: a date after today (agency time) is refused, per request.
  const paidByToday = async (req: { body: { payment_date: string } }) =>
    refuseFuture(
      'payment_date',
      req.body.payment_date,
      app.appTimezone,
      FIELD_RULES.paymentDateFuture,
    );

  app.get(
    '/bookings',
    { config: { access: 'view_bookings' }, schema: { tags, querystring: bookingListQuery } },
    (req, reply) =>
      app.kept(req, reply, reads, () => listBookings(app.db, req.query), { per: 'permissions' }),
  );

  app.get(
    '/bookings/statistics',
    { config: { access: 'view_bookings' }, schema: { tags, querystring: bookingFilters } },
    (req, reply) =>
      app.kept(
        req,
        reply,
        ['bookings'],
        async () => ({
          success: true,
          data: await bookingStatistics(app.db, req.query),
        }),
        { per: 'permissions' },
      ),
  );

  app.get(
    '/bookings/:id',
    { config: { access: 'view_bookings' }, schema: { tags, params: idParams } },
    async (req) => {
      const booking = await getBooking(app.db, req.params.id);
      // Issue 18: its enquiry, and its services with how they differ from it now.
      const services = can(currentUser(req), 'view_day_plans');
      return {
        success: true,
        data: { ...booking, ...(await bookingTrip(app.db, booking, services)) },
      };
    },
  );

  // With enquiry_id, converts the enquiry (issue 18): 409 naming its file if it has one.
  app.post(
    '/bookings',
    { config: { access: 'create_bookings', checks }, schema: { tags, body: bookingCreateInput } },
    (req, reply) =>
      createdOnce(app.db, req, reply, BOOKING_OK.created, (db) =>
        createBooking(db, currentUser(req), req.body, app.appTimezone, actorOf(req)),
      ),
  );

  app.put(
    '/bookings/:id',
    {
      config: { access: 'edit_bookings', checks },
      schema: { tags, params: idParams, body: bookingInput },
    },
    async (req) => ({
      success: true,
      message: BOOKING_OK.updated,
      data: await updateBooking(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete(
    '/bookings/:id',
    { config: { access: 'delete_bookings' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteBooking(app.db, req.params.id, actorOf(req));
      return { success: true, message: BOOKING_OK.deleted };
    },
  );

  // Idempotency-Key: a retried payment is recorded once and answered the same way.
  app.post(
    '/bookings/:id/payment',
    {
      config: { access: 'create_payments' },
      schema: { tags, params: idParams, body: bookingPaymentInput },
      preHandler: paidByToday,
    },
    (req, reply) =>
      idempotent(app.db, req, reply, req.body, async (db) => {
        await addBookingPayment(db, currentUser(req), req.params.id, req.body, actorOf(req));
        const data = await getBooking(db, req.params.id);
        return { status: 201, body: { success: true, message: BOOKING_OK.paymentAdded, data } };
      }),
  );

  app.get(
    '/bookings/:id/agent-payments',
    { config: { access: 'view_agent_payments' }, schema: { tags, params: idParams } },
    async (req) => {
      const booking = await getBooking(app.db, req.params.id, false);
      return {
        success: true,
        data: await listPayments(app.db, agentPayments, booking.id),
        booking,
      };
    },
  );

  app.post(
    '/bookings/:id/agent-payments',
    {
      config: { access: 'create_agent_payments' },
      schema: { tags, params: idParams, body: agentPaymentInput },
      preHandler: paidByToday,
    },
    (req, reply) =>
      idempotent(app.db, req, reply, req.body, async (db) => {
        await addAgentPayment(db, currentUser(req), req.params.id, req.body, actorOf(req));
        return {
          status: 201,
          body: {
            success: true,
            message: BOOKING_OK.agentPaymentRecorded,
            data: await listPayments(db, agentPayments, req.params.id),
            booking: await getBooking(db, req.params.id, false),
          },
        };
      }),
  );

  // Money is voided, never deleted (issue 16): manager or admin, with a reason; the payment
  // stays listed, and the answer carries the booking's recomputed figures.
  app.post(
    '/bookings/:id/payments/:paymentId/void',
    {
      config: { access: 'void_payments' },
      schema: { tags, params: paymentParams, body: reasonBodyOrEmpty },
    },
    async (req) => {
      const { id, paymentId } = req.params;
      await voidPayment(
        app.db,
        currentUser(req),
        'payment',
        paymentId,
        req.body.reason,
        id,
        actorOf(req),
      );
      const data = await getBooking(app.db, id);
      return { success: true, message: CORRECTION_OK.paymentVoided, data };
    },
  );

  const voidAgentPayment = (message: string) => async (req: AgentVoidRequest) => {
    const { bookingId } = await voidPayment(
      app.db,
      currentUser(req),
      'agent_payment',
      req.params.id,
      req.body.reason,
      undefined,
      actorOf(req),
    );
    return {
      success: true,
      message,
      data: await listPayments(app.db, agentPayments, bookingId),
      booking: await getBooking(app.db, bookingId, false),
    };
  };
  const agentVoid = {
    config: { access: 'void_agent_payments' },
    schema: { tags, params: idParams, body: reasonBodyOrEmpty },
  } as const;
  app.post('/agent-payments/:id/void', agentVoid, voidAgentPayment(CORRECTION_OK.paymentVoided));
  // The spec's delete keeps its words and its path, and voids (decisions section 5).
  app.delete('/agent-payments/:id', agentVoid, voidAgentPayment(BOOKING_OK.paymentDeleted));
};
