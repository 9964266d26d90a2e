import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TodayPanel } from '@app/contract';
import { call } from '../../../lib/api-client.ts';

/** The Today panel's lists (issue 18): only the lists this user may see come back. */
export const todayListsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'today-lists'],
    queryFn: () => call<ApiSuccess<TodayPanel>>('/today', { fallback: 'Failed to fetch today' }),
  });

export const useTodayLists = () => useQuery(todayListsQuery());
