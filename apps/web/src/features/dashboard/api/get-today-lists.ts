import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

/** The Today panel's lists: only the lists this user may see come back. */
export const todayListsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'today-lists'],
    queryFn: () => fetchEndpoint('GET /today', { fallback: 'Failed to fetch today' }),
  });

export const useTodayLists = () => useQuery(todayListsQuery());
