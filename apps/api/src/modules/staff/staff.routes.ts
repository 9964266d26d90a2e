import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FIELD_RULES,
  idParams,
  STAFF_OK,
  staffCreateInput,
  staffListQuery,
  staffPermissionsBody,
  staffStatusBody,
  staffUpdateInput,
} from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { refuseFuture } from '../../lib/today.ts';
import { actorOf } from '../../lib/audit.ts';
import { listManagers } from './managers.service.ts';
import {
  createStaff,
  deleteStaff,
  getStaff,
  listStaff,
  setPermissions,
  setStaffStatus,
  updateStaff,
} from './staff.service.ts';
import { createdOnce } from '../../lib/idempotency.ts';

// Staff, their status and permissions are admin-only (decisions section 4).
const config = { access: 'admin' } as const;
const tags = ['staff'];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordSetting = (client: string) => ({ passwordCost: app.passwordCost, client });

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

  // After the schema, before the service: a birth date after today (agency time) is refused.
  const bornInPast = async (req: { body: { date_of_birth: string | null } }) =>
    refuseFuture(
      'date_of_birth',
      req.body.date_of_birth,
      app.appTimezone,
      FIELD_RULES.birthDateFuture,
    );

  app.post(
    '/staff',
    { config, schema: { tags, body: staffCreateInput }, preHandler: bornInPast },
    (req, reply) =>
      createdOnce(app.db, req, reply, STAFF_OK.created, (db) =>
        createStaff(db, req.body, passwordSetting(req.ip), actorOf(req)),
      ),
  );

  app.put(
    '/staff/:id',
    { config, schema: { tags, params: idParams, body: staffUpdateInput }, preHandler: bornInPast },
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
