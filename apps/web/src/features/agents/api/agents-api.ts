import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AgentCreditInput } from '@app/contract';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/agents.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'agents', so a
 * write refreshes them all.
 */

// An agent marked as a vendor is also a supplier, with the agent's name and contact.
const agents = pagedRecordHooks('/agents', [['agents'], ['suppliers']]);
export const agentsQuery = agents.list(PAGE_SIZES.agents, TOUR_FAIL.fetchAgents);
export const useAgent = agents.one(TOUR_FAIL.fetchAgent);
export const useSaveAgent = agents.save(TOUR_FAIL.createAgent, TOUR_FAIL.updateAgent);
export const useDeleteAgent = agents.remove(TOUR_FAIL.deleteAgent);

const AGENT_STATEMENT_FAIL = "Failed to load the agent's statement";

/**
 * An agent's statement for a period (`from`, `to`: '' leaves the end open, as the server reads
 * it: from the start of the books, to today). The one on screen stays while the next loads.
 */
export const agentStatementQuery = (id: number, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['agents', 'statement', id, period],
    queryFn: () =>
      fetchEndpoint('GET /agents/:id/statement', {
        params: { id },
        query: { from: period.from || undefined, to: period.to || undefined },
        fallback: AGENT_STATEMENT_FAIL,
      }),
    placeholderData: keepPreviousData,
  });
export const useAgentStatement = (id: number, period: { from: string; to: string }) =>
  useQuery(agentStatementQuery(id, period));

const AGENT_CREDIT_FAIL = "Failed to load the agent's credit limits";
const AGENT_CREDIT_SAVE_FAIL = "Failed to save the agent's credit limits";

/** What the agent may owe in each currency (its limit, null: none) and what it owes now. */
export const agentCreditQuery = (id: number) =>
  queryOptions({
    queryKey: ['agents', 'credit', id],
    queryFn: () =>
      fetchEndpoint('GET /agents/:id/credit', { params: { id }, fallback: AGENT_CREDIT_FAIL }),
  });
export const useAgentCredit = (id: number) => useQuery(agentCreditQuery(id));

/**
 * Replaces all the agent's limits (admins). The answer is the agent's credit as the server
 * now reads it: it goes straight into the card, and Today's list of agents near their limit
 * and the agent's history are read again.
 */
export const useSetAgentCredit = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentCreditInput) =>
      callEndpoint('PUT /agents/:id/credit', {
        params: { id },
        body,
        fallback: AGENT_CREDIT_SAVE_FAIL,
      }),
    onSuccess: (r) => {
      if (!r.success) return;
      qc.setQueryData(agentCreditQuery(id).queryKey, r);
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: ['agents', 'history', id] });
    },
  });
};
