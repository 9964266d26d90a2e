import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StaffMember } from '@app/contract';
import { PAGE_SIZES, STAFF_FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

type StaffListParams = { page: number; search: string; sort: string };

export const staffListQuery = (p: StaffListParams) =>
  queryOptions({
    queryKey: ['staff', 'list', p],
    queryFn: () =>
      call<Paged<StaffMember>>('/staff', {
        query: { page: p.page, per_page: PAGE_SIZES.staff, search: p.search, sort: p.sort },
        fallback: STAFF_FAIL.fetchStaff,
      }),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (p: StaffListParams) => useQuery(staffListQuery(p));
