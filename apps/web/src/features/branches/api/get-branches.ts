import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Branch, Paged } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

export interface BranchListParams {
  page: number;
  search: string;
}

export const branchesQuery = (p: BranchListParams) =>
  queryOptions({
    queryKey: ['branches', 'list', p],
    queryFn: () =>
      call<Paged<Branch>>('/branches', {
        query: { page: p.page, per_page: 10, search: p.search },
        fallback: FAIL.fetchBranches,
      }),
    placeholderData: keepPreviousData,
  });

export const useBranches = (p: BranchListParams) => useQuery(branchesQuery(p));
