import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

// The TCS register (contract src/endpoints/tcs.ts, decision 057).
export const TCS_FAIL = { register: 'Failed to load the TCS register' } as const;

export type TcsRegister = EndpointAnswer<'GET /tcs/register'>['data'];

export const useTcsRegister = (quarter: string) =>
  useQuery({
    queryKey: ['tcs-register', quarter],
    queryFn: () =>
      fetchEndpoint('GET /tcs/register', { query: { quarter }, fallback: TCS_FAIL.register }),
    placeholderData: keepPreviousData,
  });
