import type { FastifyPluginAsync } from 'fastify';
import { todayEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { todayLists } from './today.service.ts';

// Method, path, access (any signed-in user) and answer: contract src/endpoints/today.ts. Each
// list is there only for those who may open what it lists (today.service.ts).
export const todayRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.get, async (req) =>
    ok(await todayLists(app.db, currentUser(req), app.appTimezone)),
  );
};
