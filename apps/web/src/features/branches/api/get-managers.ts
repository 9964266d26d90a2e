import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, ManagerOption } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

export const managersQuery = () =>
  queryOptions({
    queryKey: ['managers', 'list'],
    queryFn: () =>
      call<ApiSuccess<ManagerOption[]>>('/managers/list', { fallback: FAIL.fetchManagers }),
  });

export const useManagers = () => useQuery(managersQuery());
