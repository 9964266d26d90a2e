import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, BranchOption } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

/** The staff form's branch dropdown (spec section 7: loaded from the branch list call). */
export const branchOptionsQuery = () =>
  queryOptions({
    queryKey: ['branches', 'options'],
    queryFn: () =>
      call<ApiSuccess<BranchOption[]>>('/branches/list', { fallback: FAIL.fetchBranchesList }),
  });

export const useBranchOptions = () => useQuery(branchOptionsQuery());
