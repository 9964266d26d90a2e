import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { searchEverything } from './search.service.ts';

/**
 * Search everything (issue 18): every signed-in user may ask, and finds only the types whose
 * list they may open (search.service.ts); a user who may list nothing gets no groups.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { config: { access: 'signed-in' }, schema: { tags: ['search'], querystring: searchQuery } },
    async (req) => ({
      success: true,
      data: await searchEverything(app.db, currentUser(req), req.query.q),
    }),
  );
};
