import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.ts';

/** Active users as {id, name}: the "assigned to" select of enquiries and bookings. */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/list',
    {
      config: {
        access: ['create_enquiries', 'edit_enquiries', 'create_bookings', 'edit_bookings'],
      },
      schema: { tags: ['staff'] },
    },
    async () => ({
      success: true,
      data: await app.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.is_active, true))
        .orderBy(asc(users.name)),
    }),
  );
};
