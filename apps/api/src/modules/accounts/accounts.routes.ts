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
import { actorOf } from '../../lib/audit.ts';
import { createdOnce } from '../../lib/idempotency.ts';
import { keptRoute } from '../../lib/kept-route.ts';
import { done, ok, route } from '../../lib/route.ts';

// Method, path, access, inputs and answers: contract src/endpoints/accounts.ts.
export const accountRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, (req) => listAccounts(app.db, req.query));

  route(app, ep.options, async () => ok(await accountOptions(app.db)));

  route(app, ep.get, async (req) => ok(await getAccount(app.db, req.params.id)));

  // A kept answer: recomputed only when a table the endpoint `reads` changes (decision 021).
  keptRoute(app, ep.statement, (req) => getStatement(app.db, req.params.id, req.query));

  route(app, ep.create, (req, reply) =>
    createdOnce(app.db, req, reply, FIN_OK.accountCreated, (db) =>
      createAccount(db, req.body, actorOf(req)),
    ),
  );

  route(app, ep.update, async (req) =>
    ok(await updateAccount(app.db, req.params.id, req.body, actorOf(req)), FIN_OK.accountUpdated),
  );

  route(app, ep.remove, async (req) => {
    await deleteAccount(app.db, req.params.id, actorOf(req));
    return done(FIN_OK.accountDeleted);
  });
};
