import type { FastifyPluginAsync } from 'fastify';
import { accountEndpoints as ep, FIN_OK } from '@app/contract';
import {
  accountOptions,
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from './accounts.service.ts';
import { getStatement } from './statement.service.ts';
import { keptRoute } from '../../lib/kept/kept-route.ts';
import { recordRoutes } from '../../lib/http/record-routes.ts';

// Method, path, access, inputs and answers: contract src/endpoints/accounts.ts.
export const accountRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(
    app,
    ep,
    {
      list: listAccounts,
      options: accountOptions,
      get: getAccount,
      create: createAccount,
      update: updateAccount,
      remove: deleteAccount,
    },
    {
      created: FIN_OK.accountCreated,
      updated: FIN_OK.accountUpdated,
      deleted: FIN_OK.accountDeleted,
    },
  );

  // A kept answer: recomputed only when a table the endpoint `reads` changes (decision 021).
  keptRoute(app, ep.statement, (req) => getStatement(app.db, req.params.id, req.query));
};
