import type { FastifyPluginAsync } from 'fastify';
import { agentEndpoints as ep, TOUR_OK } from '@app/contract';
import {
  agentOptions,
  createAgent,
  deleteAgent,
  getAgent,
  listAgents,
  updateAgent,
} from './agents.service.ts';
import { actorOf } from '../../lib/audit.ts';
import { createdOnce } from '../../lib/idempotency.ts';
import { keptRoute } from '../../lib/kept-route.ts';
import { done, ok, route } from '../../lib/route.ts';
import { paramId } from '../../lib/validation.ts';
import { agentErrors } from './agent-checks.ts';

// Method, path, access, inputs and answers: contract src/endpoints/agents.ts.
export const agentRoutes: FastifyPluginAsync = async (app) => {
  // A kept answer: recomputed only when a table the endpoint `reads` changes (decision 021).
  keptRoute(app, ep.list, (req) => listAgents(app.db, req.query));

  route(app, ep.options, async () => ok(await agentOptions(app.db)));

  route(app, ep.get, async (req) => ok(await getAgent(app.db, req.params.id, true)));

  route(
    app,
    ep.create,
    (req, reply) =>
      createdOnce(app.db, req, reply, TOUR_OK.agentCreated, (db) =>
        createAgent(db, req.body, actorOf(req)),
      ),
    { checks: (v) => agentErrors(app.db, v) },
  );

  route(
    app,
    ep.update,
    async (req) =>
      ok(await updateAgent(app.db, req.params.id, req.body, actorOf(req)), TOUR_OK.agentUpdated),
    { checks: (v, req) => agentErrors(app.db, v, paramId(req.params)) },
  );

  route(app, ep.remove, async (req) => {
    await deleteAgent(app.db, req.params.id, actorOf(req));
    return done(TOUR_OK.agentDeleted);
  });
};
