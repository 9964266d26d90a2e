import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

/** The "Today" counters (contract src/endpoints/dashboard.ts), as queryOptions + hook. */
export const todayQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'today'],
    queryFn: () => fetchEndpoint('GET /dashboard/today', { fallback: 'Failed to fetch today' }),
  });

export const useToday = () => useQuery(todayQuery());
