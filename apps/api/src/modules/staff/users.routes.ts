import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staffEndpoints as ep } from '@app/contract';
import { users } from '../../db/schema/index.ts';
import { ok, route } from '../../lib/route.ts';

/** Active users as {id, name}: the "assigned to" select of enquiries and bookings. */
export const userListRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.users, async () =>
    ok(
      await app.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.is_active, true))
        .orderBy(asc(users.name)),
    ),
  );
};
