import type { z } from 'zod';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import type { RouteAccess } from './define.ts';
import { endpoint } from './define.ts';

/*
 * The usual endpoints of one record, declared once: read one, create, replace and
 * delete it under `path` and `path/:id`, and its paged list. Each stays an `endpoint()` with
 * literal types (the path '/agents/:id', the access key), so the routes, the OpenAPI document
 * and the web's typed calls see exactly what a hand-written declaration would give them.
 */

/** Who may call each of them: a record's view_/create_/edit_/delete_ keys, or one rule for all. */
export interface RecordAccess {
  view: RouteAccess;
  create: RouteAccess;
  edit: RouteAccess;
  remove: RouteAccess;
}

/** One rule for every action of a record (the admin-only branches and staff). */
export const everyAction = <const A extends RouteAccess>(rule: A) =>
  ({ view: rule, create: rule, edit: rule, remove: rule }) satisfies RecordAccess;

export interface RecordSpec {
  /** The collection, under /api: '/agents'. */
  path: string;
  /** The record in the operations' summaries: `{ one: 'an agent', many: 'agents' }`. */
  noun: { one: string; many: string };
  access: RecordAccess;
  /** What a read, a create and a replace answer (in the success envelope). */
  record: z.ZodType;
  /** What the read of one answers when it gives more than a save does (a booking's detail). */
  detail?: z.ZodType;
  /** The bodies of a create and of a replace: most records take the same one for both. */
  create: z.ZodType;
  update: z.ZodType;
}

/** A paged list's query, and for a kept (cached) list the tables it reads. */
export interface ListSpec {
  query: z.ZodType;
  reads?: readonly string[];
}

/*
 * Each endpoint's type is written out: inside a generic body TypeScript widens `s.path` to
 * `string`, so `endpoint()` is given the literal spec it must check the arguments against.
 */
type One<S extends RecordSpec> = `${S['path']}/:id`;
type Saved<S extends RecordSpec> = ReturnType<typeof okEnvelope<S['record']>>;
type Detail<S extends RecordSpec> = S extends { detail: infer D extends z.ZodType }
  ? D
  : S['record'];
type Read<S extends RecordSpec> = ReturnType<typeof okEnvelope<Detail<S>>>;
type Ids = typeof idParams;

/** `GET path/:id`, `POST path` (201), `PUT path/:id`, `DELETE path/:id`. */
export function recordEndpoints<const S extends RecordSpec>(s: S) {
  const one: One<S> = `${s.path}/:id`;
  const saved: Saved<S> = okEnvelope(s.record);
  // `??` cannot narrow a generic's optional member: Detail<S> says which one it is.
  const read: Read<S> = s.detail ? okEnvelope(s.detail as Detail<S>) : (saved as Read<S>);
  const { view, create, edit, remove } = s.access;
  return {
    get: endpoint<{
      method: 'GET';
      path: One<S>;
      access: S['access']['view'];
      summary: string;
      params: Ids;
      response: { 200: Read<S> };
    }>({
      method: 'GET',
      path: one,
      access: view,
      summary: `Read ${s.noun.one}`,
      params: idParams,
      response: { 200: read },
    }),
    create: endpoint<{
      method: 'POST';
      path: S['path'];
      access: S['access']['create'];
      summary: string;
      body: S['create'];
      response: { 201: Saved<S> };
    }>({
      method: 'POST',
      path: s.path,
      access: create,
      summary: `Create ${s.noun.one}`,
      body: s.create,
      response: { 201: saved },
    }),
    update: endpoint<{
      method: 'PUT';
      path: One<S>;
      access: S['access']['edit'];
      summary: string;
      params: Ids;
      body: S['update'];
      response: { 200: Saved<S> };
    }>({
      method: 'PUT',
      path: one,
      access: edit,
      summary: `Update ${s.noun.one}`,
      params: idParams,
      body: s.update,
      response: { 200: saved },
    }),
    remove: endpoint<{
      method: 'DELETE';
      path: One<S>;
      access: S['access']['remove'];
      summary: string;
      params: Ids;
      response: { 200: typeof messageEnvelope };
    }>({
      method: 'DELETE',
      path: one,
      access: remove,
      summary: `Delete ${s.noun.one}`,
      params: idParams,
      response: { 200: messageEnvelope },
    }),
  };
}

/** The same, after `GET path`: the paged list of the record, with its query (and `reads`). */
export function pagedRecordEndpoints<const S extends RecordSpec & { list: ListSpec }>(s: S) {
  return {
    list: endpoint<
      {
        method: 'GET';
        path: S['path'];
        access: S['access']['view'];
        summary: string;
        response: { 200: ReturnType<typeof pagedEnvelope<S['record']>> };
      } & S['list']
    >({
      method: 'GET',
      path: s.path,
      access: s.access.view,
      summary: `List ${s.noun.many}, a page at a time`,
      response: { 200: pagedEnvelope(s.record) },
      ...s.list,
    }),
    ...recordEndpoints(s),
  };
}
