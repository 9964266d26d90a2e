import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EndpointArgs, EndpointKey, IdKey, IdQueryKey, PagedKey } from './endpoint-call.ts';
import { fetchEndpoint, patternArgs } from './endpoint-call.ts';

/**
 * The read patterns features repeat, as factories over the catalogue: a record by
 * its id, a thing of a record by its id and a query, and a page of a list. Each returns the
 * feature's `queryOptions` function, typed by the endpoint it names, so the answer's type
 * comes from the contract as with `fetchEndpoint` itself. Other reads write their
 * `queryOptions` by hand; a record's own list and detail come through recordHooks
 * (record-hooks.ts), which calls these.
 *
 *   const agentQuery = detailQuery('GET /agents/:id', TOUR_FAIL.fetchAgent);
 *   const agentsQuery = pagedQuery('GET /agents', PAGE_SIZES.agents, TOUR_FAIL.fetchAgents);
 */

/** A list's filters: its query parameters but the paging and the order, which are arguments. */
export type ListFilters<K extends EndpointKey> = Omit<
  NonNullable<EndpointArgs<K>['query']>,
  'page' | 'per_page' | 'sort'
>;

/**
 * A query key starts with the endpoint's first path segment ('agents' for `GET /agents/:id`),
 * so a write that invalidates `[['agents']]` refreshes every read of that resource.
 */
export const scopeOf = (key: EndpointKey) => key.split(' ')[1]!.split('/')[1]!;

/**
 * One record, or one thing of a record (`part`: 'agent-payments' for a booking's): `agentQuery(3)`,
 * keyed `['agents', 'detail', 3]`.
 */
export const detailQuery =
  <K extends IdKey>(key: K, fallback: string, part = 'detail') =>
  (id: number) =>
    queryOptions({
      queryKey: [scopeOf(key), part, id],
      queryFn: () => fetchEndpoint(key, patternArgs<K>({ params: { id }, fallback })),
    });

/**
 * One thing of a record read with a query (an account's statement between two dates, a
 * driver's duty sheet for a day): `(id, query)`, keyed `['drivers', part, id, query]`. The one
 * on screen stays while the next loads (a date input keeps its focus).
 */
export const recordQuery =
  <K extends IdQueryKey>(key: K, fallback: string, part: string) =>
  (id: number, query: NonNullable<EndpointArgs<K>['query']>) =>
    queryOptions({
      queryKey: [scopeOf(key), part, id, query],
      queryFn: () => fetchEndpoint(key, patternArgs<K>({ params: { id }, query, fallback })),
      placeholderData: keepPreviousData,
    });

/**
 * One page of a list, with its filters and `sort` ('' is the list's default order, and what a
 * list without sortable columns sends), keyed `['agents', 'list', page, filters, sort]`
 * (`part` names a second list of the resource). The page on screen stays while the next loads.
 */
export const pagedQuery =
  <K extends PagedKey>(key: K, perPage: number, fallback: string, part = 'list') =>
  (page: number, filters: ListFilters<K>, sort = '') =>
    queryOptions({
      queryKey: [scopeOf(key), part, page, filters, sort],
      queryFn: () =>
        fetchEndpoint(
          key,
          patternArgs<K>({
            query: { page, per_page: perPage, ...filters, sort },
            fallback,
          }),
        ),
      placeholderData: keepPreviousData,
    });
