import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as ep } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { ok, route } from '../../lib/http/route.ts';
import { todayPanel } from './dashboard.service.ts';
import { staffCounts } from './staff-counts.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/dashboard.ts.
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.today, async (req) =>
    ok(await todayPanel(app.db, currentUser(req), app.appTimezone)),
  );

  route(app, ep.staffCounts, async (req) => ok(await staffCounts(app.db, req.query.search)));
};
