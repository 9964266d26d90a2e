import type { FastifyPluginAsync } from 'fastify';
import { TAX_PROFILE_MESSAGES, taxProfileEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { readTaxProfile, setTaxProfile } from './tax-profile.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/tax-profile.ts.
export const taxProfileRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.get, async () => ok(await readTaxProfile(app.db)));
  route(app, ep.set, async (req) =>
    ok(await setTaxProfile(app.db, actorOf(req), req.body), TAX_PROFILE_MESSAGES.saved),
  );
};
