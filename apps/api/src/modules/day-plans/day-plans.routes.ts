import type { FastifyPluginAsync } from 'fastify';
import type { Answer } from '@app/contract';
import { DAY_PLAN_OK, dayPlanEndpoints as ep, todayIn } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import {
  createDayPlan,
  deleteDayPlan,
  getDayPlan,
  listDayPlans,
  updateDayPlan,
} from './day-plans.service.ts';
import { createdOnce } from '../../lib/http/idempotency.ts';
import { done, ok, route } from '../../lib/http/route.ts';

// Method, path, access, inputs and answers: contract src/endpoints/day-plans.ts.
export const dayPlanRoutes: FastifyPluginAsync = async (app) => {
  // A kept answer (decision 021). Without a date the day is today's: the key carries it, so
  // midnight moves to a new day.
  route(app, ep.list, async (req, reply) => {
    const day = req.query.date || todayIn(app.appTimezone);
    const compute = async (): Promise<Answer<typeof ep.list>> => {
      const query = { ...req.query, date: day };
      const { date, plans } = await listDayPlans(app.db, query, app.appTimezone);
      return { ...ok(plans), date };
    };
    await app.kept(req, reply, ep.list.reads, compute, { per: 'permissions', key: day });
  });

  route(app, ep.get, async (req) => ok(await getDayPlan(app.db, req.params.id)));

  route(app, ep.create, (req, reply) =>
    createdOnce(app.db, req, reply, DAY_PLAN_OK.created, (db) =>
      createDayPlan(db, currentUser(req), req.body, actorOf(req)),
    ),
  );

  route(app, ep.update, async (req) =>
    ok(await updateDayPlan(app.db, req.params.id, req.body, actorOf(req)), DAY_PLAN_OK.updated),
  );

  route(app, ep.remove, async (req) => {
    await deleteDayPlan(app.db, req.params.id, actorOf(req));
    return done(DAY_PLAN_OK.deleted);
  });
};
