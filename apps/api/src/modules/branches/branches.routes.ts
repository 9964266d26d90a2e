import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchInput, branchListQuery, idParams, OK } from '@app/contract';
import {
  branchOptions,
  createBranch,
  deleteBranch,
  getBranch,
  listBranches,
  updateBranch,
} from './branches.service.ts';
import { actorOf } from '../../lib/audit.ts';
import { createdOnce } from '../../lib/idempotency.ts';

// Branches are admin-only (decisions section 4).
const config = { access: 'admin' } as const;
const tags = ['branches'];

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/branches', { config, schema: { tags, querystring: branchListQuery } }, (req) =>
    listBranches(app.db, req.query),
  );

  app.get('/branches/list', { config, schema: { tags } }, async () => ({
    success: true,
    data: await branchOptions(app.db),
  }));

  app.get('/branches/:id', { config, schema: { tags, params: idParams } }, async (req) => ({
    success: true,
    data: await getBranch(app.db, req.params.id),
  }));

  app.post('/branches', { config, schema: { tags, body: branchInput } }, (req, reply) =>
    createdOnce(app.db, req, reply, OK.branchCreated, (db) =>
      createBranch(db, req.body, actorOf(req)),
    ),
  );

  app.put(
    '/branches/:id',
    { config, schema: { tags, params: idParams, body: branchInput } },
    async (req) => ({
      success: true,
      message: OK.branchUpdated,
      data: await updateBranch(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete('/branches/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    await deleteBranch(app.db, req.params.id, actorOf(req));
    return { success: true, message: OK.branchDeleted };
  });
};
