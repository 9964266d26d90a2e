import type { FastifyPluginAsync } from 'fastify';
import { searchEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { searchEverything } from './search.service.ts';

// Method, path, access (any signed-in user) and answer: contract src/endpoints/search.ts. Only
// the types whose list the user may open are searched (search.service.ts).
export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.search, async (req) =>
    ok(await searchEverything(app.db, currentUser(req), req.query.q)),
  );
};
