import { agentInput, agentListQuery, agentOptionSchema, agentSchema } from '../agents.ts';
import { okEnvelope } from '../common/envelope.ts';
import { endpoint } from './define.ts';
import { pagedRecordEndpoints } from './record.ts';

// Tourism: each route needs its module's own key (view, create, edit, delete or void).
export const agentEndpoints = {
  ...pagedRecordEndpoints({
    path: '/agents',
    noun: { one: 'an agent', many: 'agents' },
    access: {
      view: 'view_agents',
      create: 'create_agents',
      edit: 'edit_agents',
      remove: 'delete_agents',
    },
    record: agentSchema,
    create: agentInput,
    update: agentInput,
    list: { query: agentListQuery, reads: ['agents'] },
  }),
  // Enquiry and booking forms pick an agent, so their users may read the dropdown too.
  options: endpoint({
    method: 'GET',
    path: '/agents/list',
    summary: 'List agents for a picker',
    access: [
      'view_agents',
      'create_enquiries',
      'edit_enquiries',
      'create_bookings',
      'edit_bookings',
    ],
    response: { 200: okEnvelope(agentOptionSchema.array()) },
  }),
};
