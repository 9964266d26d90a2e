import type { EndpointSpec, FieldErrors } from '@app/contract';
import { catalogue, successStatus } from '@app/contract';
import { vi } from 'vitest';
import type { z } from 'zod';
import { API_BASE } from '../src/lib/api-client.ts';
import type { EndpointAnswer, EndpointKey } from '../src/lib/endpoint-call.ts';

/**
 * A typed fake of the API for page-level tests: `fetch` answered from the endpoint catalogue,
 * as bulletproof-react answers its pages with MSW. A test gives answers by catalogue key
 * (`'GET /bookings/:id'`), typed as the endpoint's answer; each answer is also parsed with the
 * endpoint's own response schema, so a fake cannot say what the server never would (a drift is
 * a problem the test fails on). A paged list read without an answer gets an empty page; any
 * other call without one is refused 404 and listed in `unanswered`.
 */
export type Refusal = {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
  message: string;
  errors?: FieldErrors;
};
export interface FakeRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}
type Reply<K extends EndpointKey> = EndpointAnswer<K> | Refusal;
export type Answers = {
  [K in EndpointKey]?: Reply<K> | ((request: FakeRequest) => Reply<K>);
};
export interface FakeCall {
  key: EndpointKey;
  path: string;
  query: URLSearchParams;
}

type Route = { key: EndpointKey; endpoint: EndpointSpec; pattern: RegExp; names: string[] };

/** `/bookings/:id/payment` → a pattern and its parameter names; `*` takes the rest. */
const routeOf = (endpoint: EndpointSpec): Route => {
  const names: string[] = [];
  const source = endpoint.path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      if (part === '*') {
        names.push('*');
        return '(.*)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    key: `${endpoint.method} ${endpoint.path}` as EndpointKey,
    endpoint,
    pattern: new RegExp(`^${source}$`),
    names,
  };
};
// A path without parameters wins over one with (`/bookings/statistics` before `/bookings/:id`).
const ROUTES = catalogue
  .map(routeOf)
  .sort(
    (a, b) => a.names.length - b.names.length || b.endpoint.path.length - a.endpoint.path.length,
  );

const successSchema = (e: EndpointSpec) =>
  (e.response as Record<number, z.ZodType>)[successStatus(e)]!;

/** The empty page of a paged list, when its schema is a plain page (no extra fields). */
const emptyPage = (e: EndpointSpec, query: URLSearchParams) => {
  const page = {
    success: true,
    data: [],
    current_page: 1,
    last_page: 1,
    total: 0,
    per_page: Number(query.get('per_page') ?? 15) || 15,
  };
  return successSchema(e).safeParse(page).success ? page : null;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const isRefusal = (reply: unknown): reply is Refusal =>
  typeof reply === 'object' && reply !== null && 'status' in reply && !('success' in reply);

/** Installs the fake as `fetch` (undone by `vi.unstubAllGlobals`). */
export function fakeApi(answers: Answers = {}) {
  const calls: FakeCall[] = [];
  const unanswered: string[] = [];
  const problems: string[] = [];

  const answer = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname.slice(API_BASE.length);
    const route = ROUTES.find((r) => r.endpoint.method === method && r.pattern.test(path));
    if (!route) {
      problems.push(`${method} ${path}: no endpoint of the catalogue`);
      return json(404, { success: false, message: 'Not found.' });
    }
    const values = route.pattern.exec(path)!.slice(1);
    const params = Object.fromEntries(
      route.names.map((n, i) => [n, decodeURIComponent(values[i]!)]),
    );
    calls.push({ key: route.key, path, query: url.searchParams });
    const given = answers[route.key] as
      Reply<EndpointKey> | ((r: FakeRequest) => Reply<EndpointKey>) | undefined;
    const reply =
      typeof given === 'function' ? given({ params, query: url.searchParams, body }) : given;
    if (reply === undefined) {
      const page = method === 'GET' ? emptyPage(route.endpoint, url.searchParams) : null;
      if (page) return json(200, page);
      unanswered.push(`${method} ${path}`);
      return json(404, { success: false, message: 'Not found.' });
    }
    if (isRefusal(reply)) {
      const { status, ...rest } = reply;
      return json(status, { success: false, ...rest });
    }
    const checked = successSchema(route.endpoint).safeParse(reply);
    if (!checked.success) {
      problems.push(
        `${route.key}: the fake's answer is not the schema's: ${checked.error.message}`,
      );
      return json(500, { success: false, message: 'The fake answer does not fit its schema.' });
    }
    return json(successStatus(route.endpoint), reply);
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://app.test');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    return answer((init?.method ?? 'GET').toUpperCase(), url, body);
  });

  return {
    calls,
    unanswered,
    problems,
    /** The calls made to one endpoint. */
    callsTo: (key: EndpointKey) => calls.filter((c) => c.key === key),
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;
