import zlib from 'node:zlib';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, EndpointSpec } from '@app/contract';
import { assertNothingDropped } from '../bodies/answer-check.ts';
import { tagOf } from '@app/contract';

/**
 * Register a route FROM its catalogue entry (packages/contract/src/endpoints, decision 026):
 * method, path, access rule, input schemas and `schema.response` all come from the one
 * declaration, so Fastify validates the input, and validates and serialises every answer
 * (fastify-type-provider-zod's serializerCompiler: an answer that does not match its schema is
 * a logged 500, never sent). The handler is typed by the same schemas.
 */

/** The Fastify schema an endpoint gives its route: what types the handler. */
type RouteSchema<E extends EndpointSpec> = {
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: Endpoint<E>['response'];
};

export type EndpointHandler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** Anything a route adds to its config beside the access rule (e.g. `checks`). */
type ExtraConfig = Omit<FastifyContextConfig, 'access'>;
/** Route options beside the config a route may set: an export's own compression. */
type ExtraOptions = Pick<RouteShorthandOptions, 'compress'>;

export const routeKey = (e: EndpointSpec) => `${e.method} /api${e.path}`;

/** The routes registered from the catalogue, for the test that every route comes from it. */
const registered = new WeakMap<object, Set<string>>();
export const cataloguedRoutes = (app: FastifyInstance) =>
  registered.get(app.routeList) ?? new Set<string>();

export function route<const E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: EndpointHandler<E>,
  config: ExtraConfig = {},
  options: ExtraOptions = {},
) {
  const keys = registered.get(app.routeList) ?? new Set<string>();
  registered.set(app.routeList, keys.add(routeKey(e)));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: e.method,
    url: e.path,
    config: { ...config, access: e.access },
    schema: {
      tags: [tagOf(e)],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: e.response,
    },
    // Kept answers are sent as JSON text and skip the serializer: tests check them here.
    ...(e.reads && process.env.NODE_ENV === 'test' ? { onSend: checkSentAnswer(e) } : {}),
    handler: handler as RouteHandlerMethod,
  });
}

/** Test-only: the JSON an answer was sent as (maybe compressed), checked against its schema. */
function checkSentAnswer(e: Endpoint) {
  const schemas = e.response as Record<number, z.ZodType | undefined>;
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const schema = schemas[reply.statusCode];
    if (!schema || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const encoding = reply.getHeader('content-encoding');
    const text =
      encoding === 'br'
        ? zlib.brotliDecompressSync(payload).toString()
        : encoding === 'gzip'
          ? zlib.gunzipSync(payload).toString()
          : payload.toString();
    const sent: unknown = JSON.parse(text);
    const result = schema.safeParse(sent);
    if (!result.success) {
      throw new ResponseSerializationError(req.method, req.url, { cause: result.error });
    }
    assertNothingDropped(req.method, req.url, sent, result.data);
    return payload;
  };
}

/** The success envelope around a record or list: `return ok(await getBranch(...))`. */
export const ok = <T>(data: T, message?: string) =>
  message === undefined
    ? { success: true as const, data }
    : { success: true as const, message, data };

/** The success envelope of a write that answers only its message (a delete). */
export const done = (message: string) => ({ success: true as const, message });
