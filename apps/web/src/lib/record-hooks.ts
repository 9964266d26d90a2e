import { useQuery } from '@tanstack/react-query';
import type { BodyKey, IdBodyKey, IdKey, PagedKey } from './endpoint-call.ts';
import { detailQuery, pagedQuery } from './endpoint-queries.ts';
import type { Invalidates } from './mutations.ts';
import { useIdMutation, useSaveMutation } from './mutations.ts';

/*
 * The web's side of the contract's recordEndpoints/pagedRecordEndpoints: a record's
 * usual endpoints all hang off its collection path, `GET path`, `GET path/:id`, `POST path`,
 * `PUT path/:id` and `DELETE path/:id`, so a feature names the path once and then each hook it
 * exports with its message, one line each:
 *
 *   const agents = pagedRecordHooks('/agents', [['agents']]);
 *   export const agentsQuery = agents.list(PAGE_SIZES.agents, TOUR_FAIL.fetchAgents);
 *   export const useAgent = agents.one(TOUR_FAIL.fetchAgent);
 *   export const useSaveAgent = agents.save(TOUR_FAIL.createAgent, TOUR_FAIL.updateAgent);
 *   export const useDeleteAgent = agents.remove(TOUR_FAIL.deleteAgent);
 *
 * Each is the same factory a hand-written line would call (pagedQuery, detailQuery,
 * useSaveMutation, useIdMutation), with the endpoint's literal key, so answers and bodies are
 * typed from the contract as before. Writes invalidate `changes`. As in the contract,
 * `pagedRecordHooks` adds the paged list to `recordHooks` (a collection whose `GET path` is not
 * paged, such as the day plans, does not compile there).
 */

/** The collection path `P` of the keys of one shape: 'GET /agents/:id' → '/agents'. */
type PathOf<K, Method extends string, Tail extends string> = K extends `${Method} ${infer P}${Tail}`
  ? P
  : never;

/** The collections with all four of read-one, create, replace and delete in the catalogue. */
export type RecordPath = PathOf<IdKey, 'GET', '/:id'> &
  PathOf<BodyKey, 'POST', ''> &
  PathOf<IdBodyKey, 'PUT', '/:id'> &
  PathOf<IdKey, 'DELETE', '/:id'>;

/** The collections whose `GET path` is a paged list. */
export type PagedPath = PathOf<PagedKey, 'GET', ''>;

/*
 * Inside the generic body TypeScript cannot tell that `GET ${P}/:id` is an IdKey; `Extract`
 * says so, and resolves to the literal key at each call, where P is known.
 */
type Key<Template extends string, Shape> = Extract<Template, Shape>;

/** A record's read, save and delete hooks, from its collection path. */
export function recordHooks<P extends RecordPath>(path: P, changes: Invalidates) {
  const one = `${path}/:id` as const;
  return {
    /** The read of one record by its id: `useAgent(3)`. */
    one: (fail: string) => {
      const query = detailQuery(`GET ${one}` as Key<`GET ${P}/:id`, IdKey>, fail);
      const useOne = (id: number) => useQuery(query(id));
      return useOne;
    },

    /**
     * Create (no id) or update the record `id`, `useSaveAgent(id).mutate(body)`; resolves to
     * the envelope so the form shows field errors.
     */
    save: (createFail: string, updateFail: string) => {
      const endpoints = {
        create: [`POST ${path}` as Key<`POST ${P}`, BodyKey>, createFail],
        update: [`PUT ${one}` as Key<`PUT ${P}/:id`, IdBodyKey>, updateFail],
      } as const;
      const useSave = (id?: number) => useSaveMutation(endpoints, id, changes);
      return useSave;
    },

    /** Delete the record: `useDeleteAgent().mutate(id)`. */
    remove: (fail: string) => {
      const useRemove = () =>
        useIdMutation(`DELETE ${one}` as Key<`DELETE ${P}/:id`, IdKey>, fail, changes);
      return useRemove;
    },
  };
}

/** The same and the record's paged list, for a collection whose `GET path` is paged. */
export function pagedRecordHooks<P extends RecordPath & PagedPath>(path: P, changes: Invalidates) {
  return {
    /** The paged list's queryOptions, `(page, filters, sort)`, for the list page. */
    list: (perPage: number, fail: string) =>
      pagedQuery(`GET ${path}` as Key<`GET ${P}`, PagedKey>, perPage, fail),
    ...recordHooks(path, changes),
  };
}
