import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportName } from '@app/contract';
import type { EndpointAnswer, EndpointKey } from '../../../lib/endpoint-call.ts';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

/*
 * The reports' endpoints of the catalogue (contract src/endpoints/reports.ts): one read per
 * report, each with its own answer type. The page picks the report by its URL, so each
 * endpoint has its queryOptions through one function keyed by the report's name; every key
 * starts with 'reports'. The exports are files, downloaded by ExportButton.
 */
const READS = {
  sales: 'GET /reports/sales',
  receivables: 'GET /reports/receivables',
  'agent-payables': 'GET /reports/agent-payables',
  'top-destinations': 'GET /reports/top-destinations',
  'top-agents': 'GET /reports/top-agents',
  cash: 'GET /reports/cash',
  'supplier-margin': 'GET /reports/supplier-margin',
  'service-margin': 'GET /reports/service-margin',
  'top-suppliers': 'GET /reports/top-suppliers',
  'unconfirmed-services': 'GET /reports/unconfirmed-services',
  'payables-ageing': 'GET /reports/payables-ageing',
  'gst-summary': 'GET /reports/gst-summary',
} as const satisfies Record<ReportName, EndpointKey>;

/** The report's query as the URL holds it (period, agent or account, order; page past 1). */
export type ReportParams = Record<string, string | number | undefined>;

export const reportQuery = <N extends ReportName>(name: N, query: ReportParams) =>
  queryOptions({
    queryKey: ['reports', name, query],
    // One call for every report's read (their queries differ only in fields the URL already
    // checked); the answer is typed as the named report's own.
    queryFn: () =>
      fetchEndpoint(READS[name] as (typeof READS)['sales'], {
        query,
        fallback: 'Failed to load the report',
      }) as Promise<EndpointAnswer<(typeof READS)[N]>>,
    placeholderData: keepPreviousData,
  });
export const useReport = <N extends ReportName>(name: N, query: ReportParams) =>
  useQuery(reportQuery(name, query));
