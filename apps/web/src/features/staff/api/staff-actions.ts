import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, StaffMember } from '@app/contract';
import { STAFF_FAIL } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';

/** Status toggle: sends the inverse of the current state (spec section 4). */
export const updateStaffStatus = (id: number, isActive: boolean) =>
  apiCall<ApiSuccess<StaffMember>>(`/staff/${id}/update-status`, {
    method: 'POST',
    body: { is_active: isActive },
    fallback: STAFF_FAIL.status,
  });

export const deleteStaff = (id: number) =>
  apiCall<{ success: true; message: string }>(`/staff/${id}`, {
    method: 'DELETE',
    fallback: STAFF_FAIL.delete,
  });

export const updatePermissions = (id: number, permissions: string[]) =>
  apiCall<ApiSuccess<StaffMember>>(`/staff/${id}/permissions`, {
    method: 'PUT',
    body: { permissions },
    fallback: STAFF_FAIL.permissions,
  });

function useStaffMutation<A extends unknown[], R extends { success: boolean }>(
  fn: (...a: A) => Promise<R>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSuccess: (r) => {
      if (r.success) {
        void qc.invalidateQueries({ queryKey: ['staff'] });
        void qc.invalidateQueries({ queryKey: ['managers'] });
      }
    },
  });
}

export const useUpdateStaffStatus = () => useStaffMutation(updateStaffStatus);
export const useDeleteStaff = () => useStaffMutation(deleteStaff);
export const useUpdatePermissions = () => useStaffMutation(updatePermissions);
