import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyKey, BodyOf, IdBodyKey, IdKey } from './endpoint-call.ts';
import { callEndpoint, patternArgs } from './endpoint-call.ts';

/** The query keys a write changes: every query under each prefix is refetched. */
export type Invalidates = readonly (readonly string[])[];

/**
 * A mutation over an envelope-returning call (`apiCall`): on success it invalidates the
 * queries it changes; a failure stays in the result for the form or toast to show.
 */
export function useEnvelopeMutation<A, R extends { success: boolean }>(
  fn: (args: A) => Promise<R>,
  invalidates: Invalidates,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      if (r.success) for (const queryKey of invalidates) void qc.invalidateQueries({ queryKey });
    },
  });
}

/*
 * The write patterns every feature repeats, over the catalogue: each names its
 * endpoint by key, so the body and the answer are typed from the contract.
 */

/** A write on a record named by its id alone (delete, toggle): `mutate(id)`. */
export const useIdMutation = <K extends IdKey>(
  key: K,
  fallback: string,
  invalidates: Invalidates,
) =>
  useEnvelopeMutation(
    (id: number) => callEndpoint(key, patternArgs<K>({ params: { id }, fallback })),
    invalidates,
  );

/** A write with a body on the record `id` (a payment, a note): `mutate(body)`. */
export const useBodyMutation = <K extends IdBodyKey>(
  key: K,
  id: number,
  fallback: string,
  invalidates: Invalidates,
) =>
  useEnvelopeMutation(
    (body: BodyOf<K>) => callEndpoint(key, patternArgs<K>({ params: { id }, body, fallback })),
    invalidates,
  );

/** A form's two endpoints and their messages: create without an id, update with one. */
export interface SaveEndpoints<C extends BodyKey, U extends IdBodyKey> {
  create: readonly [key: C, fallback: string];
  update: readonly [key: U, fallback: string];
}

/**
 * Create (no id) or update the record `id` with one form's body: `mutate(body)`. Resolves to
 * the envelope, so the form shows the server's field errors.
 */
export const useSaveMutation = <C extends BodyKey, U extends IdBodyKey>(
  { create, update }: SaveEndpoints<C, U>,
  id: number | undefined,
  invalidates: Invalidates,
) =>
  useEnvelopeMutation(
    (body: BodyOf<C> & BodyOf<U>) =>
      id
        ? callEndpoint(update[0], patternArgs<U>({ params: { id }, body, fallback: update[1] }))
        : callEndpoint(create[0], patternArgs<C>({ body, fallback: create[1] })),
    invalidates,
  );
