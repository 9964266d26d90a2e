import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, OutboxMessageDetail, OutboxPage } from '@app/contract';
import { OUTBOX_FAIL, OUTBOX_PER_PAGE } from '@app/contract';
import { call } from '../../../lib/api-client.ts';

export const OUTBOX_FILTERS = ['state'] as const;
export type OutboxFilters = Record<(typeof OUTBOX_FILTERS)[number], string>;

/** `GET /api/outbox` (admins): every message, newest first, by state. */
export const outboxQuery = (page: number, f: OutboxFilters) =>
  queryOptions({
    queryKey: ['outbox', 'list', page, f],
    queryFn: () =>
      call<OutboxPage>('/outbox', {
        query: { page, per_page: OUTBOX_PER_PAGE, ...f },
        fallback: OUTBOX_FAIL.list,
      }),
    placeholderData: keepPreviousData,
  });
export const useOutbox = (page: number, f: OutboxFilters) => useQuery(outboxQuery(page, f));

export const useOutboxMessage = (id: number) =>
  useQuery({
    queryKey: ['outbox', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<OutboxMessageDetail> & { smtp: boolean }>(`/outbox/${id}`, {
        fallback: OUTBOX_FAIL.detail,
      }),
  });
