import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PermissionKey } from '@app/contract';
import { can, tripEndpoints as ep, TRIP_OK } from '@app/contract';
import { Forbidden } from '../../lib/http/app-error.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { createdOnce } from '../../lib/http/idempotency.ts';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bookingPrefill } from '../bookings/conversion.service.ts';
import { schedulableItems, scheduleServices } from './schedule.service.ts';

/** A route that reads one module and writes another needs the other module's key too. */
const alsoNeeds = (req: FastifyRequest, key: PermissionKey) => {
  if (!can(currentUser(req), key)) throw new Forbidden();
};

// Method, path, access, inputs and answers: contract src/endpoints/trips.ts.
export const tripRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.bookingPrefill, async (req) => {
    alsoNeeds(req, 'view_enquiries');
    return ok(await bookingPrefill(app.db, req.params.id));
  });

  route(app, ep.schedulable, async (req) => {
    alsoNeeds(req, 'view_bookings');
    return ok(await schedulableItems(app.db, req.params.id));
  });

  route(app, ep.schedule, (req, reply) => {
    alsoNeeds(req, 'view_bookings');
    return createdOnce(app.db, req, reply, TRIP_OK.scheduled(req.body.items.length), (db) =>
      scheduleServices(db, currentUser(req), req.params.id, req.body, actorOf(req)),
    );
  });
};
