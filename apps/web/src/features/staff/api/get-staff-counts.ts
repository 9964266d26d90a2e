import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, StaffCounts } from '@app/contract';
import { STAFF_FAIL } from '@app/contract/constants';
import { call } from '../../../lib/api-client.ts';

/**
 * The stat cards' counts over every staff member the list's search matches (issue 17), so
 * "Total Staff" is the list's own total. Under the 'staff' key: any staff write refreshes it.
 */
export const useStaffCounts = (search: string) =>
  useQuery({
    queryKey: ['staff', 'counts', search],
    queryFn: () =>
      call<ApiSuccess<StaffCounts>>('/dashboard/staff-counts', {
        query: { search },
        fallback: STAFF_FAIL.fetchStaff,
      }),
    placeholderData: keepPreviousData,
  });
