import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Branch, Paged } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

export interface BranchListParams {
  page: number;
  search: string;
  /** '' or a LIST_SORTS.branches column, '-' before it for descending (issue 19). */
  sort?: string;
}

export const branchesQuery = (p: BranchListParams) =>
  queryOptions({
    queryKey: ['branches', 'list', p],
    queryFn: () =>
      call<Paged<Branch>>('/branches', {
        query: { page: p.page, per_page: 10, search: p.search, sort: p.sort },
        fallback: FAIL.fetchBranches,
      }),
    placeholderData: keepPreviousData,
  });

export const useBranches = (p: BranchListParams) => useQuery(branchesQuery(p));
