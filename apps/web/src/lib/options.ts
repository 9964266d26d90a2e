import { useQuery } from '@tanstack/react-query';
import type { AgentOption, ApiSuccess, UserOption } from '@app/contract';
import { TOUR_FAIL } from '@app/contract/constants';
import { call } from './api-client.ts';

/**
 * Options of a stored enum, for forms and filters: `labelOptions('dayPlanStatus')` gives
 * `{ value: 'in_progress', label: 'In Progress' }`, with the words the badges and the audit
 * use (contract labels.ts). A form's own subset: `labelOptions('paymentMethod', METHODS)`.
 */
export { labelOptions } from '@app/contract/constants';

/** Dropdown lists several features use (no feature imports another). */
export const useAgentOptions = () =>
  useQuery({
    queryKey: ['agents', 'options'],
    queryFn: () =>
      call<ApiSuccess<AgentOption[]>>('/agents/list', { fallback: TOUR_FAIL.fetchAgentsList }),
    staleTime: 60_000,
  });

export const useUserOptions = () =>
  useQuery({
    queryKey: ['users', 'options'],
    queryFn: () =>
      call<ApiSuccess<UserOption[]>>('/users/list', { fallback: 'Failed to fetch users' }),
    staleTime: 60_000,
  });
