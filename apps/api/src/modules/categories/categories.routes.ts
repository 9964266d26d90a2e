import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryInput, categoryListQuery, FIN_OK, idParams } from '@app/contract';
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

// Categories follow the accounts permissions (decisions section 4).
const tags = ['transaction-categories'];

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transaction-categories',
    { config: { access: 'view_accounts' }, schema: { tags, querystring: categoryListQuery } },
    (req) => listCategories(app.db, req.query),
  );

  app.get(
    '/transaction-categories/list/dropdown',
    {
      config: { access: ['view_accounts', 'view_transactions', 'create_transactions'] },
      schema: { tags },
    },
    async () => ({ success: true, data: await categoryOptions(app.db) }),
  );

  app.get(
    '/transaction-categories/:id',
    { config: { access: 'view_accounts' }, schema: { tags, params: idParams } },
    async (req) => ({ success: true, data: await getCategory(app.db, req.params.id) }),
  );

  app.post(
    '/transaction-categories',
    { config: { access: 'create_accounts' }, schema: { tags, body: categoryInput } },
    (req, reply) =>
      createdOnce(app.db, req, reply, FIN_OK.categoryCreated, (db) =>
        createCategory(db, req.body, actorOf(req)),
      ),
  );

  app.put(
    '/transaction-categories/:id',
    {
      config: { access: 'edit_accounts' },
      schema: { tags, params: idParams, body: categoryInput },
    },
    async (req) => ({
      success: true,
      message: FIN_OK.categoryUpdated,
      data: await updateCategory(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.post(
    '/transaction-categories/:id/toggle-status',
    { config: { access: 'edit_accounts' }, schema: { tags, params: idParams } },
    async (req) => ({
      success: true,
      message: FIN_OK.categoryToggled,
      data: await toggleCategory(app.db, req.params.id, actorOf(req)),
    }),
  );

  app.delete(
    '/transaction-categories/:id',
    { config: { access: 'delete_accounts' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteCategory(app.db, req.params.id, actorOf(req));
      return { success: true, message: FIN_OK.categoryDeleted };
    },
  );
};
