import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentPaymentInput,
  BOOKING_OK,
  bookingFilters,
  bookingInput,
  bookingListQuery,
  bookingPaymentInput,
  idParams,
} from '@app/contract';
import { agentPayments } from '../../db/schema/index.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  bookingStatistics,
  createBooking,
  deleteBooking,
  getBooking,
  listBookings,
  updateBooking,
} from './bookings.service.ts';
import {
  addAgentPayment,
  addBookingPayment,
  deleteAgentPayment,
  listPayments,
} from './payments.service.ts';

// Tourism is open to every active signed-in user (decisions section 4).
const config = { access: 'signed-in' } as const;
const tags = ['bookings'];
/** What a list or the statistics read: files, their agents' and staff's names. */
const reads = ['bookings', 'agents', 'users'] as const;

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bookings', { config, schema: { tags, querystring: bookingListQuery } }, (req, reply) =>
    app.kept(req, reply, reads, () => listBookings(app.db, req.query)),
  );

  app.get(
    '/bookings/statistics',
    { config, schema: { tags, querystring: bookingFilters } },
    (req, reply) =>
      app.kept(req, reply, ['bookings'], async () => ({
        success: true,
        data: await bookingStatistics(app.db, req.query),
      })),
  );

  app.get('/bookings/:id', { config, schema: { tags, params: idParams } }, async (req) => ({
    success: true,
    data: await getBooking(app.db, req.params.id),
  }));

  app.post('/bookings', { config, schema: { tags, body: bookingInput } }, async (req, reply) =>
    reply.status(201).send({
      success: true,
      message: BOOKING_OK.created,
      data: await createBooking(app.db, currentUser(req), req.body, app.appTimezone),
    }),
  );

  app.put(
    '/bookings/:id',
    { config, schema: { tags, params: idParams, body: bookingInput } },
    async (req) => ({
      success: true,
      message: BOOKING_OK.updated,
      data: await updateBooking(app.db, req.params.id, req.body),
    }),
  );

  app.delete('/bookings/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    await deleteBooking(app.db, req.params.id);
    return { success: true, message: BOOKING_OK.deleted };
  });

  // Idempotency-Key: a retried payment is recorded once and answered the same way.
  app.post(
    '/bookings/:id/payment',
    { config, schema: { tags, params: idParams, body: bookingPaymentInput } },
    (req, reply) =>
      idempotent(app.db, req, reply, req.body, async (db) => {
        await addBookingPayment(db, currentUser(req), req.params.id, req.body);
        const data = await getBooking(db, req.params.id);
        return { status: 201, body: { success: true, message: BOOKING_OK.paymentAdded, data } };
      }),
  );

  app.get(
    '/bookings/:id/agent-payments',
    { config, schema: { tags, params: idParams } },
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
    { config, schema: { tags, params: idParams, body: agentPaymentInput } },
    (req, reply) =>
      idempotent(app.db, req, reply, req.body, async (db) => {
        await addAgentPayment(db, currentUser(req), req.params.id, req.body);
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

  app.delete('/agent-payments/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    await deleteAgentPayment(app.db, req.params.id);
    return { success: true, message: BOOKING_OK.paymentDeleted };
  });
};
