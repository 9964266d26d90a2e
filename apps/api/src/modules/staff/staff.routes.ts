import type { FastifyPluginAsync } from 'fastify';
import { STAFF_OK, staffEndpoints as ep } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { paramId } from '../../lib/http/validation.ts';
import { staffErrors } from './staff-checks.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { done, ok, route } from '../../lib/http/route.ts';
import { listManagers } from './managers.service.ts';
import { getStaff, listStaff } from './staff.service.ts';
import {
  createStaff,
  deleteStaff,
  setPermissions,
  setStaffStatus,
  updateStaff,
} from './staff-changes.service.ts';
import { createdOnce } from '../../lib/http/idempotency.ts';

// Method, path, access (admin only), inputs and answers: contract src/endpoints/staff.ts.
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const passwordSetting = (client: string) => ({
    passwordCost: app.passwordCost,
    client,
    timeZone: app.appTimezone,
  });
  // A body that fails its schema still hears of a taken email, a future birth date...
  const checks = (staffId?: number) => (v: Record<string, unknown>) =>
    staffErrors(app.db, v, { timeZone: app.appTimezone, staffId });

  route(app, ep.managers, async () => ok(await listManagers(app.db)));

  route(app, ep.list, (req) => listStaff(app.db, req.query));

  route(app, ep.get, async (req) => ok(await getStaff(app.db, req.params.id)));

  route(
    app,
    ep.create,
    (req, reply) =>
      createdOnce(app.db, req, reply, STAFF_OK.created, (db) =>
        createStaff(db, req.body, passwordSetting(req.ip), actorOf(req)),
      ),
    { checks: checks() },
  );

  route(
    app,
    ep.update,
    async (req) =>
      ok(
        await updateStaff(
          app.db,
          currentUser(req),
          req.params.id,
          req.body,
          passwordSetting(req.ip),
          actorOf(req),
        ),
        STAFF_OK.updated,
      ),
    { checks: (v, req) => checks(paramId(req.params))(v) },
  );

  route(app, ep.remove, async (req) => {
    await deleteStaff(app.db, currentUser(req), req.params.id, actorOf(req));
    return done(STAFF_OK.deleted);
  });

  route(app, ep.status, async (req) =>
    ok(
      await setStaffStatus(
        app.db,
        currentUser(req),
        req.params.id,
        req.body.is_active,
        actorOf(req),
      ),
      STAFF_OK.status,
    ),
  );

  route(app, ep.permissions, async (req) =>
    ok(
      await setPermissions(app.db, req.params.id, req.body.permissions, actorOf(req)),
      STAFF_OK.permissions,
    ),
  );
};
