import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Answer, Endpoint, FieldErrors } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { actorOf } from '../audit/audit.ts';
import type { Actor } from '../audit/audit.ts';
import { createdOnce } from './idempotency.ts';
import { done, ok, route } from './route.ts';
import type { EndpointHandler } from './route.ts';
import { paramId } from './validation.ts';
import type { FieldChecks } from './validation.ts';

/**
 * The routes of a plain record (accounts, agents, branches, categories): its paged list, its
 * options for pickers, and read, create, replace and delete by id, each answering its service's
 * result in the success envelope with the record's messages. A kept list (decision 021) is
 * registered beside them with keptRoute, in the route file, where every kept answer is found
 * (kept-reads.test.ts); `checks` adds field checks to the create and the update. A record whose
 * routes do more (who creates it, a file) registers its own with `route`.
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
  /** Left out when the record's routes register a kept list themselves, with keptRoute. */
  list?: (db: Db, query: Parsed<E['list']['query']>) => Promise<Answer<E['list']>>;
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

/**
 * A create's or an update's business checks (a code another record has): field errors answered
 * with the body's own (422). `id` is the record being updated.
 */
type RecordChecks = (db: Db, values: Record<string, unknown>, id?: number) => Promise<FieldErrors>;

export function recordRoutes<const E extends RecordEndpoints>(
  app: FastifyInstance,
  ep: E,
  service: RecordService<E>,
  messages: RecordMessages,
  checks?: RecordChecks,
) {
  const add = <X extends Endpoint>(e: X, handler: Handler, config: { checks?: FieldChecks } = {}) =>
    route(app, e, handler as unknown as EndpointHandler<X>, config);

  const { list } = service;
  if (list) add(ep.list, (req) => list(app.db, req.query as Parsed<E['list']['query']>));

  add(ep.options, async () => ok(await service.options(app.db)));

  add(ep.get, async (req) => ok(await service.get(app.db, req.params.id)));

  add(
    ep.create,
    (req, reply) =>
      createdOnce(app.db, req, reply, messages.created, (db) =>
        service.create(db, req.body as Parsed<E['create']['body']>, actorOf(req)),
      ),
    checks ? { checks: (v) => checks(app.db, v) } : {},
  );

  add(
    ep.update,
    async (req) =>
      ok(
        await service.update(
          app.db,
          req.params.id,
          req.body as Parsed<E['update']['body']>,
          actorOf(req),
        ),
        messages.updated,
      ),
    checks ? { checks: (v, req) => checks(app.db, v, paramId(req.params)) } : {},
  );

  add(ep.remove, async (req) => {
    await service.remove(app.db, req.params.id, actorOf(req));
    return done(messages.deleted);
  });
}
