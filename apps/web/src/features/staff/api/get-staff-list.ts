import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StaffMember } from '@app/contract';
import { PAGE_SIZES, STAFF_FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

export const staffListQuery = (p: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['staff', 'list', p],
    queryFn: () =>
      call<Paged<StaffMember>>('/staff', {
        query: { page: p.page, per_page: PAGE_SIZES.staff, search: p.search },
        fallback: STAFF_FAIL.fetchStaff,
      }),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (p: { page: number; search: string }) => useQuery(staffListQuery(p));
