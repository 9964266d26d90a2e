import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { Answer, ApiFailure, Endpoint, InputOf } from '@app/contract';
import { errorEnvelope, fillPath, successStatus } from '@app/contract';
import type { App } from '../src/app.ts';

/**
 * Call a catalogued endpoint and parse its answer with the endpoint's own schema:
 * a success by the schema of its status, a refusal by the error envelope. An answer that does
 * not match fails the test here, and the test reads typed fields instead of `any`.
 *
 *   const res = await callEndpoint(t.app, branchEndpoints.get, { params: { id }, token });
 *   expect(res.status).toBe(200);
 *   res.ok.data.name; // typed; `res.failure` throws on a success
 */
export interface CallArgs<E extends Endpoint> {
  params?: { [K in keyof InputOf<E, 'params'>]: string | number };
  query?: { [K in keyof InputOf<E, 'query'>]?: string | number };
  /** The body as sent: a test may send what the schema refuses. */
  payload?: InjectOptions['payload'];
  token?: string | undefined;
  headers?: Record<string, string>;
  /** The client's address, for the per-client login limits. */
  remoteAddress?: string;
}

export interface Called<E extends Endpoint> {
  status: number;
  headers: Record<string, unknown>;
  /** The parsed body: the success answer, the error envelope, or null (304, no body). */
  body: Answer<E> | ApiFailure | null;
  /** The body as sent, before parsing: for what must never appear in it (internals, secrets). */
  text: string;
  /** The success answer; throws when the call did not succeed. */
  readonly ok: Answer<E>;
  /** The refusal; throws when the call succeeded. */
  readonly failure: ApiFailure;
}

/** `/branches/:id` with `{ id: 5 }` → `/api/branches/5`; the query as given. */
export function urlOf(e: Endpoint, params: object = {}, query: object = {}) {
  const path = fillPath(e.path, params as Record<string, string | number | undefined>);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return `/api${path}${s ? `?${s}` : ''}`;
}

export async function callEndpoint<E extends Endpoint>(
  app: App,
  e: E,
  args: CallArgs<E> = {},
): Promise<Called<E>> {
  const res = await app.inject({
    method: e.method,
    url: urlOf(e, args.params, args.query),
    ...(args.payload !== undefined ? { payload: args.payload } : {}),
    ...(args.remoteAddress !== undefined ? { remoteAddress: args.remoteAddress } : {}),
    headers: {
      ...args.headers,
      ...(args.token ? { authorization: `Bearer ${args.token}` } : {}),
    },
  });
  const where = `${e.method} ${e.path} answered ${res.statusCode}`;
  let body: Answer<E> | ApiFailure | null = null;
  if (res.body !== '') {
    const json: unknown = res.json();
    const success = res.statusCode === successStatus(e);
    const schema: z.ZodType = success
      ? (e.response as unknown as Record<number, z.ZodType>)[res.statusCode]!
      : errorEnvelope;
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new Error(`${where}, not its schema: ${parsed.error.message}\n${res.body}`);
    }
    body = parsed.data as Answer<E> | ApiFailure;
  }
  return {
    status: res.statusCode,
    headers: res.headers,
    body,
    text: res.body,
    get ok() {
      if (res.statusCode !== successStatus(e)) throw new Error(`${where}: ${res.body}`);
      return body as Answer<E>;
    },
    get failure() {
      if (res.statusCode < 400) throw new Error(`${where}, not a refusal: ${res.body}`);
      return body as ApiFailure;
    },
  };
}

/**
 * A list page as the server sent it, not the schema's parse (which would drop an extra field):
 * what the PostgreSQL-written lists' json tests compare with the records' mappings.
 */
export async function sentPage(app: App, token: string, url: string) {
  const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number }[]; total: number; current_page: number }>();
}
