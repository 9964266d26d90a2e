import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  STAFF_OK,
  staffCreateInput,
  staffListQuery,
  staffPermissionsBody,
  staffStatusBody,
  staffUpdateInput,
} from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { paramId } from '../../lib/validation.ts';
import { staffErrors } from './staff-checks.ts';
import { actorOf } from '../../lib/audit.ts';
import { listManagers } from './managers.service.ts';
import { getStaff, listStaff } from './staff.service.ts';
import {
  createStaff,
  deleteStaff,
  setPermissions,
  setStaffStatus,
  updateStaff,
} from './staff-changes.service.ts';
import { createdOnce } from '../../lib/idempotency.ts';

// Staff, their status and permissions are admin-only (decisions section 4).
const config = { access: 'admin' } as const;
const tags = ['staff'];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordSetting = (client: string) => ({
    passwordCost: app.passwordCost,
    client,
    timeZone: app.appTimezone,
  });
  // A body that fails its schema still hears of a taken email, a future birth date...
  const checks = (staffId?: number) => (v: Record<string, unknown>) =>
    staffErrors(app.db, v, { timeZone: app.appTimezone, staffId });

  app.get('/managers/list', { config, schema: { tags } }, async () => ({
    success: true,
    data: await listManagers(app.db),
  }));

  app.get('/staff', { config, schema: { tags, querystring: staffListQuery } }, (req) =>
    listStaff(app.db, req.query),
  );

  app.get('/staff/:id', { config, schema: { tags, params: idParams } }, async (req) => ({
    success: true,
    data: await getStaff(app.db, req.params.id),
  }));

  app.post(
    '/staff',
    { config: { ...config, checks: checks() }, schema: { tags, body: staffCreateInput } },
    (req, reply) =>
      createdOnce(app.db, req, reply, STAFF_OK.created, (db) =>
        createStaff(db, req.body, passwordSetting(req.ip), actorOf(req)),
      ),
  );

  app.put(
    '/staff/:id',
    {
      config: { ...config, checks: (v, req) => checks(paramId(req.params))(v) },
      schema: { tags, params: idParams, body: staffUpdateInput },
    },
    async (req) => ({
      success: true,
      message: STAFF_OK.updated,
      data: await updateStaff(
        app.db,
        currentUser(req),
        req.params.id,
        req.body,
        passwordSetting(req.ip),
        actorOf(req),
      ),
    }),
  );

  app.delete('/staff/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    await deleteStaff(app.db, currentUser(req), req.params.id, actorOf(req));
    return { success: true, message: STAFF_OK.deleted };
  });

  app.post(
    '/staff/:id/update-status',
    { config, schema: { tags, params: idParams, body: staffStatusBody } },
    async (req) => ({
      success: true,
      message: STAFF_OK.status,
      data: await setStaffStatus(
        app.db,
        currentUser(req),
        req.params.id,
        req.body.is_active,
        actorOf(req),
      ),
    }),
  );

  app.put(
    '/staff/:id/permissions',
    { config, schema: { tags, params: idParams, body: staffPermissionsBody } },
    async (req) => ({
      success: true,
      message: STAFF_OK.permissions,
      data: await setPermissions(app.db, req.params.id, req.body.permissions, actorOf(req)),
    }),
  );
};
