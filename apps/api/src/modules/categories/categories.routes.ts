import type { FastifyPluginAsync } from 'fastify';
import { categoryEndpoints as ep, FIN_OK } from '@app/contract';
import {
  categoryOptions,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  toggleCategory,
  updateCategory,
} from './categories.service.ts';
import { actorOf } from '../../lib/audit.ts';
import { createdOnce } from '../../lib/idempotency.ts';
import { done, ok, route } from '../../lib/route.ts';

// Method, path, access, inputs and answers: contract src/endpoints/categories.ts.
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, (req) => listCategories(app.db, req.query));

  route(app, ep.options, async () => ok(await categoryOptions(app.db)));

  route(app, ep.get, async (req) => ok(await getCategory(app.db, req.params.id)));

  route(app, ep.create, (req, reply) =>
    createdOnce(app.db, req, reply, FIN_OK.categoryCreated, (db) =>
      createCategory(db, req.body, actorOf(req)),
    ),
  );

  route(app, ep.update, async (req) =>
    ok(await updateCategory(app.db, req.params.id, req.body, actorOf(req)), FIN_OK.categoryUpdated),
  );

  route(app, ep.toggleStatus, async (req) =>
    ok(await toggleCategory(app.db, req.params.id, actorOf(req)), FIN_OK.categoryToggled),
  );

  route(app, ep.remove, async (req) => {
    await deleteCategory(app.db, req.params.id, actorOf(req));
    return done(FIN_OK.categoryDeleted);
  });
};
