import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentInput, agentListQuery, idParams, TOUR_OK } from '@app/contract';
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
import { paramId } from '../../lib/validation.ts';
import { agentErrors } from './agent-checks.ts';

// Tourism keys per route (decisions section 4, issue 16).
const tags = ['agents'];

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agents',
    { config: { access: 'view_agents' }, schema: { tags, querystring: agentListQuery } },
    (req, reply) =>
      app.kept(req, reply, ['agents'], () => listAgents(app.db, req.query), { per: 'permissions' }),
  );

  app.get(
    '/agents/list',
    {
      config: {
        access: [
          'view_agents',
          'create_enquiries',
          'edit_enquiries',
          'create_bookings',
          'edit_bookings',
        ],
      },
      schema: { tags },
    },
    async () => ({
      success: true,
      data: await agentOptions(app.db),
    }),
  );

  app.get(
    '/agents/:id',
    { config: { access: 'view_agents' }, schema: { tags, params: idParams } },
    async (req) => ({
      success: true,
      data: await getAgent(app.db, req.params.id, true),
    }),
  );

  app.post(
    '/agents',
    {
      config: { access: 'create_agents', checks: (v) => agentErrors(app.db, v) },
      schema: { tags, body: agentInput },
    },
    (req, reply) =>
      createdOnce(app.db, req, reply, TOUR_OK.agentCreated, (db) =>
        createAgent(db, req.body, actorOf(req)),
      ),
  );

  app.put(
    '/agents/:id',
    {
      config: {
        access: 'edit_agents',
        checks: (v, req) => agentErrors(app.db, v, paramId(req.params)),
      },
      schema: { tags, params: idParams, body: agentInput },
    },
    async (req) => ({
      success: true,
      message: TOUR_OK.agentUpdated,
      data: await updateAgent(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete(
    '/agents/:id',
    { config: { access: 'delete_agents' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteAgent(app.db, req.params.id, actorOf(req));
      return { success: true, message: TOUR_OK.agentDeleted };
    },
  );
};
