import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountInput, accountListQuery, FIN_OK, idParams, statementQuery } from '@app/contract';
import {
  accountOptions,
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from './accounts.service.ts';
import { getStatement } from './statement.service.ts';
import { actorOf } from '../../lib/audit.ts';
import { createdOnce } from '../../lib/idempotency.ts';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    { config: { access: 'view_accounts' }, schema: { tags, querystring: accountListQuery } },
    (req) => listAccounts(app.db, req.query),
  );

  // The transaction form and filters need the list too, so any finance user may read it.
  app.get(
    '/accounts/list/dropdown',
    {
      config: { access: ['view_accounts', 'view_transactions', 'create_transactions'] },
      schema: { tags },
    },
    async () => ({ success: true, data: await accountOptions(app.db) }),
  );

  app.get(
    '/accounts/:id',
    { config: { access: 'view_accounts' }, schema: { tags, params: idParams } },
    async (req) => ({ success: true, data: await getAccount(app.db, req.params.id) }),
  );

  app.get(
    '/accounts/:id/statement',
    {
      config: { access: 'view_accounts' },
      schema: { tags, params: idParams, querystring: statementQuery },
    },
    // The account, its movements (and their monthly totals, kept with them) and categories.
    (req, reply) =>
      app.kept(
        req,
        reply,
        ['accounts', 'transactions', 'transaction_categories'],
        () => getStatement(app.db, req.params.id, req.query),
        { per: 'permissions' },
      ),
  );

  app.post(
    '/accounts',
    { config: { access: 'create_accounts' }, schema: { tags, body: accountInput } },
    (req, reply) =>
      createdOnce(app.db, req, reply, FIN_OK.accountCreated, (db) =>
        createAccount(db, req.body, actorOf(req)),
      ),
  );

  app.put(
    '/accounts/:id',
    { config: { access: 'edit_accounts' }, schema: { tags, params: idParams, body: accountInput } },
    async (req) => ({
      success: true,
      message: FIN_OK.accountUpdated,
      data: await updateAccount(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete(
    '/accounts/:id',
    { config: { access: 'delete_accounts' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteAccount(app.db, req.params.id, actorOf(req));
      return { success: true, message: FIN_OK.accountDeleted };
    },
  );
};
