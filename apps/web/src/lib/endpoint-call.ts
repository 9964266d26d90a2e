import type { z } from 'zod';
import type { Answer, Catalogue, InputOf } from '@app/contract';
import { fillPath } from '@app/contract/constants';
import type { CallOptions, Result } from './api-client.ts';
import { apiCall, unwrap } from './api-client.ts';

/**
 * Typed calls of the catalogue's endpoints (docs/decisions/026-endpoint-catalogue.md). An endpoint
 * is named by its method and path, `'GET /branches/:id'`; its params, query, body and answer are
 * typed from the contract's schemas. The catalogue is imported as a type only, so zod stays out of
 * the pages' chunks (decision 005); the call itself goes through apiCall (the one fetch).
 *
 *   callEndpoint('PUT /branches/:id', { params: { id }, body, fallback: FAIL.updateBranch })
 *
 * Reads: `fetchEndpoint` in a queryOptions (a failure throws ApiError for TanStack Query).
 * Writes: `callEndpoint` in useEnvelopeMutation (the envelope, for the form to show errors).
 */
export type EndpointKey = keyof Catalogue;
type Of<K extends EndpointKey> = Catalogue[K];
type QueryValue = string | number | boolean | null | undefined;

/** Each `:name` of the path; values are written into it. */
type ParamsArg<K extends EndpointKey> =
  Of<K> extends { params: z.ZodType }
    ? { params: { [P in keyof InputOf<Of<K>, 'params'>]: string | number } }
    : { params?: never };
/** The page size is spelled `per_page` (the server's `perPage` alias is not for the web). */
type QueryArg<K extends EndpointKey> =
  Of<K> extends { query: z.ZodType }
    ? { query?: { [P in Exclude<keyof InputOf<Of<K>, 'query'>, 'perPage'>]?: QueryValue } }
    : { query?: never };
type BodyArg<K extends EndpointKey> =
  Of<K> extends { body: z.ZodType } ? { body: InputOf<Of<K>, 'body'> } : { body?: never };

export type EndpointArgs<K extends EndpointKey> = ParamsArg<K> &
  QueryArg<K> &
  BodyArg<K> & {
    /** The spec's message when the server gives none (network failure). */
    fallback: string;
  };
export type EndpointAnswer<K extends EndpointKey> = Answer<Of<K>>;
/** What the endpoint takes as its body (`never` when it takes none). */
export type BodyOf<K extends EndpointKey> = InputOf<Of<K>, 'body'>;

/**
 * The endpoints a pattern fits, for the generic reads and writes (endpoint-queries.ts,
 * mutations.ts): those whose arguments are exactly `A`, and the body when `withBody`.
 */
type KeysTaking<A, withBody extends boolean = false> = {
  [K in EndpointKey]: (Of<K> extends { body: z.ZodType } ? true : false) extends withBody
    ? (withBody extends true ? A & { body: BodyOf<K> } : A) extends EndpointArgs<K>
      ? K
      : never
    : never;
}[EndpointKey];
type Fallback = { fallback: string };
/**
 * A pattern's arguments as the generic key's: the key's type (IdKey, PagedKey, ...) has
 * checked they fit, which TypeScript cannot follow through a key that is still generic.
 */
export const patternArgs = <K extends EndpointKey>(args: {
  params?: { id: number };
  query?: CallOptions['query'];
  body?: unknown;
  fallback: string;
}) => args as unknown as EndpointArgs<K>;

/** `GET /agents/:id`, `DELETE /agents/:id`: named by the record's id alone. */
export type IdKey = KeysTaking<{ params: { id: number } } & Fallback>;
/** `GET /drivers/:id/duty-sheet`: the record's id and a query. */
export type IdQueryKey = KeysTaking<{ params: { id: number }; query: object } & Fallback>;
/** `PUT /agents/:id`, `POST /bookings/:id/payment`: the record's id and a body. */
export type IdBodyKey = KeysTaking<{ params: { id: number } } & Fallback, true>;
/** `POST /agents`: a body alone. */
export type BodyKey = KeysTaking<Fallback, true>;
/** `GET /agents`: a list read by page. */
export type PagedKey = KeysTaking<{ query: { page: number; per_page: number } } & Fallback>;

/** `'GET /accounts/:id/statement'` with `{ id: 3 }` → `['GET', '/accounts/3/statement']`. */
export function pathOf(key: EndpointKey, params: Record<string, string | number> = {}) {
  const [method, template] = key.split(' ') as [NonNullable<CallOptions['method']>, string];
  return { method, path: fillPath(template, params) };
}

/** The call, resolved to the envelope: a refusal is a result, not a throw. */
export function callEndpoint<K extends EndpointKey>(
  key: K,
  args: EndpointArgs<K>,
): Promise<Result<EndpointAnswer<K>>> {
  const { params, query, body, fallback } = args as {
    params?: Record<string, string | number>;
    query?: CallOptions['query'];
    body?: unknown;
    fallback: string;
  };
  const { method, path } = pathOf(key, params);
  return apiCall<EndpointAnswer<K> & { success: true }>(path, { method, query, body, fallback });
}

/** The call for a query: the answer, or a thrown ApiError. */
export const fetchEndpoint = async <K extends EndpointKey>(key: K, args: EndpointArgs<K>) =>
  unwrap(await callEndpoint(key, args));
