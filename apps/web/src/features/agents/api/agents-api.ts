import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Agent, AgentInput, ApiSuccess, Paged } from '@app/contract';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export const useAgents = (
  page: number,
  f: { search: string; status: string; city: string },
  sort = '',
) =>
  useQuery({
    queryKey: ['agents', 'list', page, f, sort],
    queryFn: () =>
      call<Paged<Agent>>('/agents', {
        query: { page, perPage: PAGE_SIZES.agents, ...f, sort },
        fallback: TOUR_FAIL.fetchAgents,
      }),
    placeholderData: keepPreviousData,
  });

export const useAgent = (id: number) =>
  useQuery({
    queryKey: ['agents', 'detail', id],
    queryFn: () => call<ApiSuccess<Agent>>(`/agents/${id}`, { fallback: TOUR_FAIL.fetchAgent }),
  });

export const useSaveAgent = (id?: number) =>
  useEnvelopeMutation(
    (body: AgentInput) =>
      id
        ? apiCall<ApiSuccess<Agent>>(`/agents/${id}`, {
            method: 'PUT',
            body,
            fallback: TOUR_FAIL.updateAgent,
          })
        : apiCall<ApiSuccess<Agent>>('/agents', {
            method: 'POST',
            body,
            fallback: TOUR_FAIL.createAgent,
          }),
    [['agents']],
  );

export const useDeleteAgent = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/agents/${id}`, {
        method: 'DELETE',
        fallback: TOUR_FAIL.deleteAgent,
      }),
    [['agents']],
  );
