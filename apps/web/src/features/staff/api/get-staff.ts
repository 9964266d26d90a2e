import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, StaffMember } from '@app/contract';
import { STAFF_FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

export const staffQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<StaffMember>>(`/staff/${id}`, { fallback: STAFF_FAIL.fetchMember }),
  });

export const useStaffMember = (id: number) => useQuery(staffQuery(id));
