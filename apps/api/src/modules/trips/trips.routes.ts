import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionKey } from '@app/contract';
import { can, idParams, scheduleInput, TRIP_OK } from '@app/contract';
import { Forbidden } from '../../lib/app-error.ts';
import { actorOf } from '../../lib/audit.ts';
import { createdOnce } from '../../lib/idempotency.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bookingPrefill } from './conversion.service.ts';
import { schedulableItems, scheduleServices } from './schedule.service.ts';

const tags = ['trips'];

/** A route that reads one module and writes another needs the other module's key too. */
const alsoNeeds = (req: FastifyRequest, key: PermissionKey) => {
  if (!can(currentUser(req), key)) throw new Forbidden();
};

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  // "Convert to booking": the booking form's starting values, and the files already made.
  app.get(
    '/enquiries/:id/booking-prefill',
    { config: { access: 'create_bookings' }, schema: { tags, params: idParams } },
    async (req) => {
      alsoNeeds(req, 'view_enquiries');
      return { success: true, data: await bookingPrefill(app.db, req.params.id) };
    },
  );

  // "Schedule services": the booking's tours and flights as the services they would become.
  app.get(
    '/bookings/:id/schedulable',
    { config: { access: 'create_day_plans' }, schema: { tags, params: idParams } },
    async (req) => {
      alsoNeeds(req, 'view_bookings');
      return { success: true, data: await schedulableItems(app.db, req.params.id) };
    },
  );

  app.post(
    '/bookings/:id/services',
    {
      config: { access: 'create_day_plans' },
      schema: { tags, params: idParams, body: scheduleInput },
    },
    (req, reply) => {
      alsoNeeds(req, 'view_bookings');
      return createdOnce(app.db, req, reply, TRIP_OK.scheduled(req.body.items.length), (db) =>
        scheduleServices(db, currentUser(req), req.params.id, req.body, actorOf(req)),
      );
    },
  );
};
