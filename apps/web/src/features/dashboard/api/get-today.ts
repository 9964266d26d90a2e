import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TodayItem } from '@app/contract';
import { call } from '../../../lib/api-client.ts';

export const todayQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'today'],
    queryFn: () =>
      call<ApiSuccess<TodayItem[]>>('/dashboard/today', { fallback: 'Failed to fetch today' }),
  });

export const useToday = () => useQuery(todayQuery());
