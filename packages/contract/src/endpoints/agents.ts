import { agentInput, agentListQuery, agentOptionSchema, agentSchema } from '../agents.ts';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { endpoint } from './define.ts';

// Tourism keys per route (decisions section 4, issue 16).
export const agentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/agents',
    access: 'view_agents',
    query: agentListQuery,
    response: { 200: pagedEnvelope(agentSchema) },
    reads: ['agents'],
  }),
  // Enquiry and booking forms pick an agent, so their users may read the dropdown too.
  options: endpoint({
    method: 'GET',
    path: '/agents/list',
    access: [
      'view_agents',
      'create_enquiries',
      'edit_enquiries',
      'create_bookings',
      'edit_bookings',
    ],
    response: { 200: okEnvelope(agentOptionSchema.array()) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/agents/:id',
    access: 'view_agents',
    params: idParams,
    response: { 200: okEnvelope(agentSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/agents',
    access: 'create_agents',
    body: agentInput,
    response: { 201: okEnvelope(agentSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/agents/:id',
    access: 'edit_agents',
    params: idParams,
    body: agentInput,
    response: { 200: okEnvelope(agentSchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/agents/:id',
    access: 'delete_agents',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
};
