import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Answer, Endpoint } from '@app/contract';
import type { Db, DbOrTx } from '../db/client.ts';
import { actorOf } from './audit.ts';
import type { Actor } from './audit.ts';
import { createdOnce } from './idempotency.ts';
import { done, ok, route } from './route.ts';
import type { EndpointHandler } from './route.ts';

/**
 * The routes of a plain record (accounts, branches, categories): its paged list, its options
 * for pickers, and read, create, replace and delete by id, each answering its service's result
 * in the success envelope with the record's messages. A record whose routes do more (a kept
 * list, cross-field checks, who creates it) registers its own with `route`.
 */

interface RecordEndpoints {
  list: Endpoint & { query: z.ZodType };
  options: Endpoint;
  get: Endpoint;
  create: Endpoint & { body: z.ZodType };
  update: Endpoint & { body: z.ZodType };
  remove: Endpoint;
}

/** The record an answer's envelope carries. */
type DataOf<E extends Endpoint> = Answer<E> extends { data: infer D } ? D : never;
/** A query or body after its schema parsed it. */
type Parsed<S extends z.ZodType> = z.output<S>;

/** The service functions the routes call; their types are checked against the endpoints'. */
export interface RecordService<E extends RecordEndpoints> {
  list: (db: Db, query: Parsed<E['list']['query']>) => Promise<Answer<E['list']>>;
  options: (db: Db) => Promise<DataOf<E['options']>>;
  get: (db: Db, id: number) => Promise<DataOf<E['get']>>;
  create: (
    db: DbOrTx,
    v: Parsed<E['create']['body']>,
    actor: Actor,
  ) => Promise<DataOf<E['create']>>;
  update: (
    db: Db,
    id: number,
    v: Parsed<E['update']['body']>,
    actor: Actor,
  ) => Promise<DataOf<E['update']>>;
  remove: (db: Db, id: number, actor: Actor) => Promise<void>;
}

/** What a create, an update and a delete answer beside the record. */
export interface RecordMessages {
  created: string;
  updated: string;
  deleted: string;
}

/**
 * The request as these handlers read it. Fastify cannot resolve a generic endpoint's types, so
 * the query and body are cast to what the catalogue's schemas have already validated them as;
 * `RecordService<E>` checks each service against its endpoint's types, and every answer is
 * validated by its response schema when it is sent.
 */
type Checked = FastifyRequest<{ Params: { id: number } }>;
type Handler = (req: Checked, reply: FastifyReply) => Promise<unknown>;

export function recordRoutes<const E extends RecordEndpoints>(
  app: FastifyInstance,
  ep: E,
  service: RecordService<E>,
  messages: RecordMessages,
) {
  const add = <X extends Endpoint>(e: X, handler: Handler) =>
    route(app, e, handler as unknown as EndpointHandler<X>);

  add(ep.list, (req) => service.list(app.db, req.query as Parsed<E['list']['query']>));

  add(ep.options, async () => ok(await service.options(app.db)));

  add(ep.get, async (req) => ok(await service.get(app.db, req.params.id)));

  add(ep.create, (req, reply) =>
    createdOnce(app.db, req, reply, messages.created, (db) =>
      service.create(db, req.body as Parsed<E['create']['body']>, actorOf(req)),
    ),
  );

  add(ep.update, async (req) =>
    ok(
      await service.update(
        app.db,
        req.params.id,
        req.body as Parsed<E['update']['body']>,
        actorOf(req),
      ),
      messages.updated,
    ),
  );

  add(ep.remove, async (req) => {
    await service.remove(app.db, req.params.id, actorOf(req));
    return done(messages.deleted);
  });
}
