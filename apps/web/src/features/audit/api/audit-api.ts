import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

/*
 * The Audit log's endpoint of the catalogue (contract src/endpoints/audit.ts) as queryOptions +
 * hook. The records' History panels read theirs through lib/get-history.ts.
 */

export const AUDIT_FILTERS = ['user_id', 'record_type', 'action', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

/** Rows per page of the Audit log (the contract has no page size for it). */
export const AUDIT_PER_PAGE = 20;

/** `GET /api/audit-events` (admins): newest first, filtered as in the URL. */
export const auditEventsQuery = (page: number, f: AuditFilters, sort = '') =>
  queryOptions({
    queryKey: ['audit', 'list', page, f, sort],
    queryFn: () =>
      fetchEndpoint('GET /audit-events', {
        query: { page, per_page: AUDIT_PER_PAGE, ...f, sort },
        fallback: 'Failed to fetch the audit log',
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (page: number, f: AuditFilters, sort = '') =>
  useQuery(auditEventsQuery(page, f, sort));
