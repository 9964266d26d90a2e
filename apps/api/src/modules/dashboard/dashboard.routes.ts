import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchParam } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { todayPanel } from './dashboard.service.ts';
import { staffCounts } from './staff-counts.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/today',
    { config: { access: 'signed-in' }, schema: { tags: ['dashboard'] } },
    async (req) => ({
      success: true,
      data: await todayPanel(app.db, currentUser(req), app.appTimezone),
    }),
  );
  // The staff list's stat cards; admin-only like the staff list itself.
  app.get(
    '/dashboard/staff-counts',
    {
      config: { access: 'admin' },
      schema: { tags: ['dashboard'], querystring: z.object({ search: searchParam }) },
    },
    async (req) => ({ success: true, data: await staffCounts(app.db, req.query.search) }),
  );
};
