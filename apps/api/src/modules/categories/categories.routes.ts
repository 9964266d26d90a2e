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
import { actorOf } from '../../lib/audit/audit.ts';
import { recordRoutes } from '../../lib/http/record-routes.ts';
import { ok, route } from '../../lib/http/route.ts';

// Method, path, access, inputs and answers: contract src/endpoints/categories.ts.
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(
    app,
    ep,
    {
      list: listCategories,
      options: categoryOptions,
      get: getCategory,
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
    },
    {
      created: FIN_OK.categoryCreated,
      updated: FIN_OK.categoryUpdated,
      deleted: FIN_OK.categoryDeleted,
    },
  );

  route(app, ep.toggleStatus, async (req) =>
    ok(await toggleCategory(app.db, req.params.id, actorOf(req)), FIN_OK.categoryToggled),
  );
};
