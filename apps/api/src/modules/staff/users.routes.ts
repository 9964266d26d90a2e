import type { FastifyPluginAsync } from 'fastify';
import { staffEndpoints as ep } from '@app/contract';
import { users } from '../../db/schema/index.ts';
import { activeOptions } from '../../lib/rows/active-options.ts';
import { ok, route } from '../../lib/http/route.ts';

/** Active users as {id, name}: the "assigned to" select of enquiries and bookings. */
const userOptions = activeOptions(users, { id: users.id, name: users.name }, users.name);

export const userListRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.users, async () => ok(await userOptions(app.db)));
};
