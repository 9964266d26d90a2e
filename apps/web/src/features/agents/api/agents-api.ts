import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';
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
