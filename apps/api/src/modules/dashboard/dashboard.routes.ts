import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { todayPanel } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/today',
    { config: { access: 'signed-in' }, schema: { tags: ['dashboard'] } },
    async (req) => ({
      success: true,
      data: await todayPanel(app.db, currentUser(req), app.appTimezone),
    }),
  );
};
