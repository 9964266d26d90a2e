import type { FastifyPluginAsync } from 'fastify';
import { branchEndpoints as ep, OK } from '@app/contract';
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
import { done, ok, route } from '../../lib/route.ts';

// Method, path, access (admin only), inputs and answers: contract src/endpoints/branches.ts.
export const branchRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, (req) => listBranches(app.db, req.query));

  route(app, ep.options, async () => ok(await branchOptions(app.db)));

  route(app, ep.get, async (req) => ok(await getBranch(app.db, req.params.id)));

  route(app, ep.create, (req, reply) =>
    createdOnce(app.db, req, reply, OK.branchCreated, (db) =>
      createBranch(db, req.body, actorOf(req)),
    ),
  );

  route(app, ep.update, async (req) =>
    ok(await updateBranch(app.db, req.params.id, req.body, actorOf(req)), OK.branchUpdated),
  );

  route(app, ep.remove, async (req) => {
    await deleteBranch(app.db, req.params.id, actorOf(req));
    return done(OK.branchDeleted);
  });
};
