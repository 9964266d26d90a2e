import { agentInput, agentListQuery, agentOptionSchema, agentSchema } from '../agents.ts';
import { agentCreditInput, agentCreditSchema } from '../agent-credit.ts';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
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
    // The list's credit flag reads the limits and the files' balances (credit-near.ts).
    list: { query: agentListQuery, reads: ['agents', 'agent_credit_limits', 'bookings'] },
  }),
  // Issue 33: what the agent may owe in each currency, and what it owes now.
  credit: endpoint({
    method: 'GET',
    path: '/agents/:id/credit',
    summary: "Read an agent's credit limits and what it owes in each currency",
    access: 'view_agents',
    params: idParams,
    response: { 200: okEnvelope(agentCreditSchema) },
  }),
  setCredit: endpoint({
    method: 'PUT',
    path: '/agents/:id/credit',
    summary: "Set an agent's credit limits (all of them)",
    access: 'admin',
    params: idParams,
    body: agentCreditInput,
    response: { 200: okEnvelope(agentCreditSchema) },
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
