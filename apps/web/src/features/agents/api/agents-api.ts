import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentInput } from '@app/contract';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/agents.ts) this feature uses: reads
 * as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with 'agents', so a
 * write refreshes them all.
 */

export interface AgentFilters {
  search: string;
  status: string;
  city: string;
}

export const agentsQuery = (page: number, f: AgentFilters, sort = '') =>
  queryOptions({
    queryKey: ['agents', 'list', page, f, sort],
    queryFn: () =>
      fetchEndpoint('GET /agents', {
        query: { page, per_page: PAGE_SIZES.agents, ...f, sort },
        fallback: TOUR_FAIL.fetchAgents,
      }),
    placeholderData: keepPreviousData,
  });

export const agentQuery = (id: number) =>
  queryOptions({
    queryKey: ['agents', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /agents/:id', { params: { id }, fallback: TOUR_FAIL.fetchAgent }),
  });
export const useAgent = (id: number) => useQuery(agentQuery(id));

/** Create (no id) or update an agent; resolves to the envelope so forms can show field errors. */
export const useSaveAgent = (id?: number) =>
  useEnvelopeMutation(
    (body: AgentInput) =>
      id
        ? callEndpoint('PUT /agents/:id', { params: { id }, body, fallback: TOUR_FAIL.updateAgent })
        : callEndpoint('POST /agents', { body, fallback: TOUR_FAIL.createAgent }),
    [['agents']],
  );

export const useDeleteAgent = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /agents/:id', { params: { id }, fallback: TOUR_FAIL.deleteAgent }),
    [['agents']],
  );
