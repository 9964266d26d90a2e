import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Answer, Endpoint } from '@app/contract';
import type { JsonText } from './json-text.ts';
import type { CountedTable } from './kept-json.ts';
import { route } from '../http/route.ts';
import type { EndpointHandler } from '../http/route.ts';

/** The request a route of `E` is called with (its params, query and body typed by `E`). */
export type EndpointRequest<E extends Endpoint> = Parameters<EndpointHandler<E>>[0];

/**
 * Register a kept read (decision 021): `compute` runs only when no answer is kept for the same
 * request since a table of the endpoint's `reads` last changed. The answer is shared by everyone
 * with the same role and permissions, so `compute` must read nothing else of who asks (a read
 * that does, or that depends on more than the request, calls `app.kept` itself: day plans).
 * It is sent as JSON text, so its type is checked here (`Answer<E>`) and its shape in tests
 * (route.ts checkSentAnswer).
 */
export function keptRoute<const E extends Endpoint & { reads: readonly CountedTable[] }>(
  app: FastifyInstance,
  e: E,
  compute: (req: EndpointRequest<E>) => Promise<Answer<E> | JsonText<Answer<E>>>,
) {
  const handler = async (req: EndpointRequest<E>, reply: FastifyReply) => {
    await app.kept(req, reply, e.reads, () => compute(req), { per: 'permissions' });
  };
  // Fastify cannot resolve the reply type of a generic `E`; `compute` carries the answer's type.
  route(app, e, handler as unknown as EndpointHandler<E>);
}
