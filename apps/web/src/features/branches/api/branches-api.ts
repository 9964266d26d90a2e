import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BranchInput } from '@app/contract';
import { FAIL, PAGE_SIZES } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/branches.ts) this feature uses: reads
 * as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with 'branches', so
 * a write refreshes them all.
 */

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
      fetchEndpoint('GET /branches', {
        query: { page: p.page, per_page: PAGE_SIZES.branches, search: p.search, sort: p.sort },
        fallback: FAIL.fetchBranches,
      }),
    placeholderData: keepPreviousData,
  });

export const branchQuery = (id: number) =>
  queryOptions({
    queryKey: ['branches', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /branches/:id', { params: { id }, fallback: FAIL.fetchBranch }),
  });
export const useBranch = (id: number) => useQuery(branchQuery(id));

/** Create (no id) or update a branch; resolves to the envelope so forms can show field errors. */
export const useSaveBranch = (id?: number) =>
  useEnvelopeMutation(
    (body: BranchInput) =>
      id
        ? callEndpoint('PUT /branches/:id', { params: { id }, body, fallback: FAIL.updateBranch })
        : callEndpoint('POST /branches', { body, fallback: FAIL.createBranch }),
    [['branches']],
  );

export const useDeleteBranch = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /branches/:id', { params: { id }, fallback: FAIL.deleteBranch }),
    [['branches']],
  );
