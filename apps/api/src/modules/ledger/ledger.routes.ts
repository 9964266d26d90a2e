import type { FastifyPluginAsync } from 'fastify';
import { ledgerEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { listEntries, trialBalance } from './ledger.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/ledger.ts.
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.trialBalance, async (req) =>
    ok(await trialBalance(app.db, req.query, app.appTimezone)),
  );
  route(app, ep.entries, (req) => listEntries(app.db, req.query));
};
