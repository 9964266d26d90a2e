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

// Tourism is open to every active signed-in user (decisions section 4).
const config = { access: 'signed-in' } as const;
const tags = ['agents'];

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/agents', { config, schema: { tags, querystring: agentListQuery } }, (req, reply) =>
    app.kept(req, reply, ['agents'], () => listAgents(app.db, req.query)),
  );

  app.get('/agents/list', { config, schema: { tags } }, async () => ({
    success: true,
    data: await agentOptions(app.db),
  }));

  app.get('/agents/:id', { config, schema: { tags, params: idParams } }, async (req) => ({
    success: true,
    data: await getAgent(app.db, req.params.id, true),
  }));

  app.post('/agents', { config, schema: { tags, body: agentInput } }, async (req, reply) =>
    reply.status(201).send({
      success: true,
      message: TOUR_OK.agentCreated,
      data: await createAgent(app.db, req.body),
    }),
  );

  app.put(
    '/agents/:id',
    { config, schema: { tags, params: idParams, body: agentInput } },
    async (req) => ({
      success: true,
      message: TOUR_OK.agentUpdated,
      data: await updateAgent(app.db, req.params.id, req.body),
    }),
  );

  app.delete('/agents/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    await deleteAgent(app.db, req.params.id);
    return { success: true, message: TOUR_OK.agentDeleted };
  });
};
