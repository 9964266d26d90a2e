import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

// GSTR-1 at a glance (contract src/endpoints/gst-returns.ts, decision 053).
export const GST_RETURNS_FAIL = { summary: 'Failed to load the GST return' } as const;

export type Gstr1Summary = EndpointAnswer<'GET /gst-returns/gstr1'>['data'];

/** The period as the return's query takes it: a month (2026-11) or a quarter (2026-27-Q3). */
export type GstPeriodQuery = { month: string } | { quarter: string };

export const useGstr1Summary = (period: GstPeriodQuery) =>
  useQuery({
    queryKey: ['gstr1', period],
    queryFn: () =>
      fetchEndpoint('GET /gst-returns/gstr1', {
        query: period,
        fallback: GST_RETURNS_FAIL.summary,
      }),
    placeholderData: keepPreviousData,
  });
