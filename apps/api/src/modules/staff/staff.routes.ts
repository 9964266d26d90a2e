import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listManagers } from './managers.service.ts';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/managers/list',
    { config: { access: 'admin' }, schema: { tags: ['staff'] } },
    async () => ({
      success: true,
      data: await listManagers(app.db),
    }),
  );
};
