import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OUTBOX_FAIL, OUTBOX_PER_PAGE } from '@app/contract';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/outbox.ts) this feature reads, as
 * queryOptions + hook. "Send again" and a booking's Messages are shared: lib/outbox-queries.ts.
 */

export const OUTBOX_FILTERS = ['state'] as const;
export type OutboxFilters = Record<(typeof OUTBOX_FILTERS)[number], string>;

/** `GET /api/outbox` (admins): every message, newest first, by state. */
export const outboxQuery = (page: number, f: OutboxFilters) =>
  queryOptions({
    queryKey: ['outbox', 'list', page, f],
    queryFn: () =>
      fetchEndpoint('GET /outbox', {
        query: { page, per_page: OUTBOX_PER_PAGE, ...f },
        fallback: OUTBOX_FAIL.list,
      }),
    placeholderData: keepPreviousData,
  });
export const useOutbox = (page: number, f: OutboxFilters) => useQuery(outboxQuery(page, f));

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ['outbox', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /outbox/:id', { params: { id }, fallback: OUTBOX_FAIL.detail }),
  });
export const useOutboxMessage = (id: number) => useQuery(outboxMessageQuery(id));
