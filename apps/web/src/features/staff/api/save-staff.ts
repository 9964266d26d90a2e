import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, StaffCreateInput, StaffMember } from '@app/contract';
import { STAFF_FAIL } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';

export const saveStaff = (body: StaffCreateInput, id?: number) =>
  id
    ? apiCall<ApiSuccess<StaffMember>>(`/staff/${id}`, {
        method: 'PUT',
        body,
        fallback: STAFF_FAIL.update,
      })
    : apiCall<ApiSuccess<StaffMember>>('/staff', {
        method: 'POST',
        body,
        fallback: STAFF_FAIL.create,
      });

export function useSaveStaff(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCreateInput) => saveStaff(body, id),
    onSuccess: (r) => {
      if (r.success) {
        void qc.invalidateQueries({ queryKey: ['staff'] });
        void qc.invalidateQueries({ queryKey: ['managers'] });
      }
    },
  });
}
