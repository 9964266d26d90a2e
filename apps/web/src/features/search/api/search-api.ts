import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHit, SearchType } from '@app/contract';
import { callEndpoint } from '../../../lib/endpoint-call.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Search everything. A refusal (422: too long, or without three letters or digits
 * in a row) is an answer to show under the box, not an error: the query resolves with it.
 */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: () => callEndpoint('GET /search', { query: { q }, fallback: 'Failed to search' }),
    enabled: q !== '',
    staleTime: 30_000,
  });
export const useSearch = (q: string) => useQuery(searchQuery(q));

/** Where a found record opens: receipts and agent payments open on their booking. */
export function hitPath(type: SearchType, hit: SearchHit): string {
  switch (type) {
    case 'booking':
      return paths.bookingDetail(hit.id);
    case 'enquiry':
      return paths.enquiryDetail(hit.id);
    case 'receipt':
    case 'agent_payment':
      return paths.bookingDetail(hit.booking_id ?? hit.id);
    case 'agent':
      return paths.agentDetail(hit.id);
    case 'staff':
      return paths.staffDetail(hit.id);
    case 'account':
      return paths.accountStatement(hit.id);
    case 'transaction':
      return paths.transactionDetail(hit.id);
  }
}
