import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Branch } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

export const branchQuery = (id: number) =>
  queryOptions({
    queryKey: ['branches', 'detail', id],
    queryFn: () => call<ApiSuccess<Branch>>(`/branches/${id}`, { fallback: FAIL.fetchBranch }),
  });

export const useBranch = (id: number) => useQuery(branchQuery(id));
