import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAIL } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';

export const deleteBranch = (id: number) =>
  apiCall<{ success: true; message: string }>(`/branches/${id}`, {
    method: 'DELETE',
    fallback: FAIL.deleteBranch,
  });

export function useDeleteBranch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: (r) => {
      if (r.success) void qc.invalidateQueries({ queryKey: ['branches'] });
    },
  });
}
