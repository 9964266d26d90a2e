import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useIdMutation, useSaveMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/agents.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'agents', so a
 * write refreshes them all.
 */

export const agentsQuery = pagedQuery('GET /agents', PAGE_SIZES.agents, TOUR_FAIL.fetchAgents);

export const agentQuery = detailQuery('GET /agents/:id', TOUR_FAIL.fetchAgent);
export const useAgent = (id: number) => useQuery(agentQuery(id));

const SAVE = {
  create: ['POST /agents', TOUR_FAIL.createAgent],
  update: ['PUT /agents/:id', TOUR_FAIL.updateAgent],
} as const;
/** Create (no id) or update an agent; resolves to the envelope so forms can show field errors. */
export const useSaveAgent = (id?: number) => useSaveMutation(SAVE, id, [['agents']]);

export const useDeleteAgent = () =>
  useIdMutation('DELETE /agents/:id', TOUR_FAIL.deleteAgent, [['agents']]);
