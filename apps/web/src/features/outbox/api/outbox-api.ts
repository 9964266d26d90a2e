import { useQuery } from '@tanstack/react-query';
import { OUTBOX_FAIL, OUTBOX_PER_PAGE } from '@app/contract/constants';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/outbox.ts) this feature reads, as
 * queryOptions + hook. "Send again" and a booking's Messages are shared: lib/outbox-queries.ts.
 */

export const OUTBOX_FILTERS = ['state'] as const;
export type OutboxFilters = Record<(typeof OUTBOX_FILTERS)[number], string>;

/** `GET /api/outbox` (admins): every message, newest first, by state. */
export const outboxQuery = pagedQuery('GET /outbox', OUTBOX_PER_PAGE, OUTBOX_FAIL.list);
export const useOutbox = (page: number, f: OutboxFilters) => useQuery(outboxQuery(page, f));

export const outboxMessageQuery = detailQuery('GET /outbox/:id', OUTBOX_FAIL.detail);
export const useOutboxMessage = (id: number) => useQuery(outboxMessageQuery(id));
