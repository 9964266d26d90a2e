import type { FastifyPluginAsync } from 'fastify';
import { agentEndpoints as ep, CREDIT_MESSAGES, TOUR_OK } from '@app/contract';
import { actorOf } from '../../lib/audit/audit.ts';
import { ok, route } from '../../lib/http/route.ts';
import { agentCredit, setAgentCredit } from './agent-credit.ts';
import {
  agentOptions,
  createAgent,
  deleteAgent,
  getAgent,
  listAgents,
  updateAgent,
} from './agents.service.ts';
import { keptRoute } from '../../lib/kept/kept-route.ts';
import { recordRoutes } from '../../lib/http/record-routes.ts';
import { agentErrors } from './agent-checks.ts';

// Method, path, access, inputs and answers: contract src/endpoints/agents.ts. A taken code is a
// field error of the create and the update.
export const agentRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(
    app,
    ep,
    {
      options: agentOptions,
      // One agent is read with its enquiries.
      get: (db, id) => getAgent(db, id, true),
      create: createAgent,
      update: updateAgent,
      remove: deleteAgent,
    },
    {
      created: TOUR_OK.agentCreated,
      updated: TOUR_OK.agentUpdated,
      deleted: TOUR_OK.agentDeleted,
    },
    agentErrors,
  );

  // Issue 33: the agent's credit limits and what it owes (set by an admin).
  route(app, ep.credit, async (req) => ok(await agentCredit(app.db, req.params.id)));
  route(app, ep.setCredit, async (req) =>
    ok(await setAgentCredit(app.db, req.params.id, req.body, actorOf(req)), CREDIT_MESSAGES.saved),
  );

  // The list is a kept answer: recomputed only when a table the endpoint `reads` changes
  // (decision 021).
  keptRoute(app, ep.list, (req) => listAgents(app.db, req.query));
};
