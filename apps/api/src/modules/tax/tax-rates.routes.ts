import type { FastifyPluginAsync } from 'fastify';
import { TAX_MESSAGES as M, taxRateEndpoints as ep } from '@app/contract';
import { actorOf } from '../../lib/audit/audit.ts';
import { ok, route } from '../../lib/http/route.ts';
import { createTaxRate, listTaxRates, updateTaxRate } from './tax-rates.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/tax.ts.
export const taxRateRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, async () => ok(await listTaxRates(app.db)));
  route(app, ep.create, async (req, reply) =>
    reply.status(201).send(ok(await createTaxRate(app.db, req.body, actorOf(req)), M.saved)),
  );
  route(app, ep.update, async (req) =>
    ok(await updateTaxRate(app.db, req.params.id, req.body, actorOf(req)), M.saved),
  );
};
