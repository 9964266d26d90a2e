import type { z } from 'zod';
import type { ApiSuccess, Paged } from '../common/envelope.ts';
import type { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { errorEnvelope } from '../common/envelope.ts';
import type { Access } from '../permissions.ts';

/**
 * The catalogue of endpoints (docs/decisions/026-endpoint-catalogue.md). Each endpoint is ONE
 * object: how it is called, who may call it, what it takes and what it answers. From it come the
 * Fastify route (apps/api/src/lib/route.ts: validation, `schema.response`, the access rule), the
 * OpenAPI document, the web's typed calls (apps/web/src/lib/endpoint-call.ts, which imports only
 * its type) and the API tests' parsing of every answer (apps/api/test/answers.ts).
 */

/** Who may call a route: a permission rule of permissions.ts, or anyone. */
export type RouteAccess = Access | 'public';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  method: Method;
  /** Under /api, in Fastify's syntax: '/branches/:id'. */
  path: string;
  access: RouteAccess;
  /** What the call does, in one short sentence: its OpenAPI operation's summary. */
  summary?: string;
  /**
   * A public route whose only credential is a signed token in its query (`?token=`: a
   * document's preview link, issued to a signed-in reader): the OpenAPI document names it.
   */
  credential?: 'query-token';
  /** The OpenAPI group; the path's first segment when not given. */
  tag?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body the handler reads itself, as multipart/form-data (its fields and files, `z.file()`)
   * or as JSON (its fields): the OpenAPI document describes both. The route declares no `body`,
   * since Fastify would refuse a multipart body before the handler reads it.
   */
  form?: z.ZodObject;
  /**
   * The body as the handler reads it, when the route's own check is looser because the handler
   * parses the body itself (an enquiry: its kind picks the rules, and a missing agent is named
   * beside the other fields' errors): the OpenAPI document describes this one.
   */
  documentedBody?: z.ZodType;
  /**
   * The success answer by its status (200; 201 for a create; 202 for work queued, such as an
   * email put in the outbox); errors are added below.
   */
  response: { 200: z.ZodType } | { 201: z.ZodType } | { 202: z.ZodType };
  /**
   * The success answer's media type when it is a file or a page, not JSON ('application/pdf',
   * 'text/csv', 'text/html'): the OpenAPI document says so; refusals are still JSON. A list
   * when the query picks the type (an export's `format`: CSV or XLSX).
   */
  produces?: string | readonly string[];
  /**
   * A kept (cached) read: the tables its answer reads (lib/kept-json.ts in the API). Its
   * answer is sent pre-serialised, so the API checks it against the schema in tests only.
   */
  reads?: readonly string[];
}

/** Every refusal and failure answers the one error envelope (plugins/errors.ts). */
const errors = { '4xx': errorEnvelope, '5xx': errorEnvelope } as const;

export type Endpoint<E extends EndpointSpec = EndpointSpec> = Omit<E, 'response'> & {
  response: E['response'] & typeof errors;
};

/** Declare one endpoint; `const` keeps its method, path and tables as literal types. */
export function endpoint<const E extends EndpointSpec>(spec: E): Endpoint<E> {
  return { ...spec, response: { ...spec.response, ...errors } };
}

/** The schema of the success answer. */
export type SuccessSchema<E extends EndpointSpec> = E['response'] extends { 200: infer S }
  ? S
  : E['response'] extends { 201: infer S }
    ? S
    : E['response'] extends { 202: infer S }
      ? S
      : never;
/** What a successful call answers. */
export type Answer<E extends EndpointSpec> = z.output<SuccessSchema<E>>;
/** What the caller sends: the schema's input side (before transforms). */
export type InputOf<E extends EndpointSpec, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;

export const successStatus = (e: EndpointSpec): 200 | 201 | 202 =>
  '201' in e.response ? 201 : '202' in e.response ? 202 : 200;
export const tagOf = (e: EndpointSpec) => e.tag ?? e.path.split('/')[1]!;

/** 'GET /branches/:id': how the web names an endpoint (a type-only import keeps zod out). */
export type KeyOf<E extends EndpointSpec> = `${E['method']} ${E['path']}`;
export type CatalogueOf<T extends readonly EndpointSpec[]> = {
  [E in T[number] as KeyOf<E>]: E;
};

/*
 * The generic envelope types (ApiSuccess, Paged) stay for the features not yet catalogued;
 * these lines fail to compile if they ever differ from the schemas.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type EnvelopesAgree = [
  Assert<Same<z.output<ReturnType<typeof okEnvelope<z.ZodString>>>, ApiSuccess<string>>>,
  Assert<Same<z.output<ReturnType<typeof pagedEnvelope<z.ZodString>>>, Paged<string>>>,
];
