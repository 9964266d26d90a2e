import type { FastifyPluginAsync } from 'fastify';
import { tcsEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { tcsRegister } from './tcs-register.ts';

// Method, path, access, inputs and answers: contract src/endpoints/tcs.ts.
export const tcsRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.register, async (req) => ok(await tcsRegister(app.db, req.query.quarter)));
};
