import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, Branch, BranchInput } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';

/** Create (no id) or update a branch; resolves to the envelope so forms can show field errors. */
export const saveBranch = (body: BranchInput, id?: number) =>
  id
    ? apiCall<ApiSuccess<Branch>>(`/branches/${id}`, {
        method: 'PUT',
        body,
        fallback: FAIL.updateBranch,
      })
    : apiCall<ApiSuccess<Branch>>('/branches', {
        method: 'POST',
        body,
        fallback: FAIL.createBranch,
      });

export function useSaveBranch(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BranchInput) => saveBranch(body, id),
    onSuccess: (r) => {
      if (r.success) void qc.invalidateQueries({ queryKey: ['branches'] });
    },
  });
}
