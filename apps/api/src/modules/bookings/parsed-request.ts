import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@app/contract';
import { catalogue } from '@app/contract';
import type { App } from '../../app.ts';
import { request } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';

/**
 * Tests only: `request` (test/app.ts) with every answer of a catalogued endpoint parsed by
 * its schema (test/answers.ts' callEndpoint: a drifted answer fails the test), for the
 * bookings, drivers, receipts and vouchers tests. The endpoint is found by method and path,
 * so those tests keep their URLs and read the parsed answer as before; new tests call
 * `callEndpoint(app, bookingEndpoints.x, …)` and read typed fields. Files (PDF, the preview
 * page) and routes not catalogued yet are requested as before.
 */
const matchers = (catalogue as readonly Endpoint[]).map((e) => ({
  e,
  names: [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  re: new RegExp(`^/api${e.path.replace(/:(\w+)/g, '([^/]+)')}$`),
}));

const isFile = (e: Endpoint) =>
  (e.response as Record<number, z.ZodType | undefined>)[200] instanceof z.ZodString;

export async function parsedRequest(
  app: App,
  opts: { method: Endpoint['method']; url: string; token?: string | undefined } & Pick<
    InjectOptions,
    'payload' | 'headers'
  >,
): ReturnType<typeof request> {
  const [path = '', search = ''] = opts.url.split('?');
  const found = matchers
    .filter((m) => m.e.method === opts.method)
    .map((m) => ({ ...m, hit: m.re.exec(path) }))
    .find((m) => m.hit);
  // Files (PDF, the preview page) are no JSON: requested as before.
  if (!found || isFile(found.e)) return request(app, opts);
  const params = Object.fromEntries(
    found.names.map((n, i) => [n, decodeURIComponent(found.hit![i + 1]!)]),
  );
  const args: CallArgs<Endpoint> = {
    params,
    query: Object.fromEntries(new URLSearchParams(search)),
    payload: opts.payload,
    token: opts.token,
    headers: opts.headers as Record<string, string> | undefined,
  };
  const res = await callEndpoint(app, found.e, args);
  // The answer has passed its schema; the tests still read it loosely, as before.
  return { status: res.status, body: res.body, headers: res.headers };
}
