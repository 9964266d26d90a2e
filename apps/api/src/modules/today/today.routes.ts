import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { todayLists } from './today.service.ts';

/**
 * The Today panel's lists (issue 18). Every signed-in user may ask; each list is there only
 * for those who may open what it lists (today.service.ts), so an empty answer is possible.
 */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    { config: { access: 'signed-in' }, schema: { tags: ['dashboard'] } },
    async (req) => ({
      success: true,
      data: await todayLists(app.db, currentUser(req), app.appTimezone),
    }),
  );
};
