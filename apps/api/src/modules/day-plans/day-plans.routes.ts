import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_PLAN_OK, dayPlanInput, dayPlanQuery, idParams, todayIn } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit.ts';
import {
  createDayPlan,
  deleteDayPlan,
  getDayPlan,
  listDayPlans,
  updateDayPlan,
} from './day-plans.service.ts';
import { createdOnce } from '../../lib/idempotency.ts';

// Tourism keys per route (decisions section 4, issue 16).
const tags = ['day-plans'];

export const dayPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec: "response success and data[]"; the day shown is echoed for the page header.
  app.get(
    '/day-plans',
    { config: { access: 'view_day_plans' }, schema: { tags, querystring: dayPlanQuery } },
    (req, reply) => {
      // Without a date the day is today's: the key carries it, so midnight moves to a new day.
      const day = req.query.date || todayIn(app.appTimezone);
      return app.kept(
        req,
        reply,
        ['day_plans'],
        async () => {
          const { date, plans } = await listDayPlans(
            app.db,
            { ...req.query, date: day },
            app.appTimezone,
          );
          return { success: true, data: plans, date };
        },
        { per: 'permissions', key: day },
      );
    },
  );

  app.get(
    '/day-plans/:id',
    { config: { access: 'view_day_plans' }, schema: { tags, params: idParams } },
    async (req) => ({
      success: true,
      data: await getDayPlan(app.db, req.params.id),
    }),
  );

  app.post(
    '/day-plans',
    { config: { access: 'create_day_plans' }, schema: { tags, body: dayPlanInput } },
    (req, reply) =>
      createdOnce(app.db, req, reply, DAY_PLAN_OK.created, (db) =>
        createDayPlan(db, currentUser(req), req.body, actorOf(req)),
      ),
  );

  app.put(
    '/day-plans/:id',
    {
      config: { access: 'edit_day_plans' },
      schema: { tags, params: idParams, body: dayPlanInput },
    },
    async (req) => ({
      success: true,
      message: DAY_PLAN_OK.updated,
      data: await updateDayPlan(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete(
    '/day-plans/:id',
    { config: { access: 'delete_day_plans' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteDayPlan(app.db, req.params.id, actorOf(req));
      return { success: true, message: DAY_PLAN_OK.deleted };
    },
  );
};
