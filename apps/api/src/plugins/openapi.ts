import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointSpec } from '@app/contract';
import { catalogue, endpointKey, successStatus, tagOf } from '@app/contract';

type Document = {
  openapi?: string;
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
};
type Content = Record<string, { schema: unknown }>;
type Operation = {
  requestBody?: { required: boolean; content: Content };
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>;
};
type JsonObject = { properties?: Record<string, { format?: string }>; required?: string[] };

/**
 * An endpoint's path as the document writes it: `/api/branches/{id}`. A trailing wildcard
 * (`/storage/*`, the rest of the URL) is the parameter `path`, since OpenAPI names a path
 * parameter by a name, never `*`.
 */
const WILDCARD = 'path';
export const openApiPath = (e: { path: string }) =>
  `/api${e.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${WILDCARD}}`)}`;

/**
 * A file or page answer (the catalogue's `produces`: a PDF, a CSV, the preview page) is
 * described under its own media type; @fastify/swagger would call every answer JSON. The
 * refusals beside it stay JSON: they answer the error envelope.
 */
export function describeFileAnswers<D extends Document>(doc: D): D {
  for (const e of catalogue as readonly EndpointSpec[]) {
    if (!e.produces) continue;
    const answer =
      doc.paths?.[openApiPath(e)]?.[e.method.toLowerCase()]?.responses?.[successStatus(e)];
    const json = answer?.content?.['application/json'];
    if (answer && json) {
      answer.content = Object.fromEntries([e.produces].flat().map((type) => [type, json]));
    }
  }
  return doc;
}

/**
 * A body the handler reads itself (the catalogue's `form`: a transaction with its attachment)
 * is described here, since the route declares none: as multipart/form-data with its files
 * (`format: binary`), and as JSON with its fields only.
 */
export function describeForms<D extends Document>(doc: D): D {
  const target = doc.openapi?.startsWith('3.0') ? 'openapi-3.0' : 'draft-2020-12';
  for (const e of catalogue as readonly EndpointSpec[]) {
    const op = e.form && doc.paths?.[openApiPath(e)]?.[e.method.toLowerCase()];
    if (!e.form || !op) continue;
    const multipart = z.toJSONSchema(e.form, {
      io: 'input',
      target,
      // zod adds JSON Schema's contentEncoding to a file; OpenAPI 3.0 knows only format: binary.
      override: ({ jsonSchema }) => {
        if (jsonSchema.format === 'binary') delete jsonSchema.contentEncoding;
      },
    }) as JsonObject;
    const json = structuredClone(multipart);
    const files = Object.entries(json.properties ?? {}).filter(([, p]) => p.format === 'binary');
    for (const [name] of files) delete json.properties?.[name];
    json.required = json.required?.filter((name) => !files.some(([file]) => file === name));
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: multipart },
        'application/json': { schema: json },
      },
    };
  }
  return doc;
}

/** The catalogue's endpoints by the route Fastify registers: `GET /api/branches/:id`. */
const byRoute = new Map(
  (catalogue as readonly EndpointSpec[]).map((e) => [`${e.method} /api${e.path}`, e]),
);

/** How a caller proves who it is: a session's bearer token, or a preview link's signed token. */
const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token that POST /api/login answers (`token`).',
  },
  previewToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description:
      "A preview link's signed token (at most 500 characters), from the document's " +
      'preview-token call: valid for five minutes, while the session that asked for it lives.',
  },
} as const;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = Record<string, unknown> & {
  params?: { properties?: Record<string, unknown>; required?: string[] };
};

/**
 * One route's operation: its schemas as jsonSchemaTransform converts them (the body the
 * handler reads when the catalogue documents one), named by its
 * catalogue key (`operationId`) and summary, with the credential the route really takes: none
 * on a public route (the log-in, the health check, the document when the operator makes it
 * public), the signed token on a preview link, else the session's bearer token (the default).
 */
export function describeOperation(input: TransformInput) {
  const method = [input.route.method].flat()[0];
  const e = byRoute.get(`${String(method)} ${input.url}`);
  // A body the handler parses itself is described as the handler reads it.
  const body = e?.documentedBody;
  const out = jsonSchemaTransform(body ? { ...input, schema: { ...input.schema, body } } : input);
  if (!e) return out;
  const schema = out.schema as RouteSchema;
  const key = endpointKey(e);
  if (key) schema.operationId = key;
  if (e.summary) schema.summary = e.summary;
  const access = (input.route.config as { access?: unknown } | undefined)?.access;
  if (e.credential === 'query-token') schema.security = [{ previewToken: [] }];
  else if (access === 'public') schema.security = [];
  const props = schema.params?.properties;
  if (props && '*' in props) {
    props[WILDCARD] = props['*'];
    delete props['*'];
    schema.params!.required = schema.params!.required?.map((n) => (n === '*' ? WILDCARD : n));
  }
  return { ...out, url: input.url.replace(/\*$/, `:${WILDCARD}`) };
}

/** Call `visit` on every schema object of the document, inner ones first. */
function eachSchema(node: unknown, visit: (schema: Record<string, unknown>) => void) {
  if (Array.isArray(node)) for (const item of node) eachSchema(item, visit);
  else if (node && typeof node === 'object') {
    for (const value of Object.values(node)) eachSchema(value, visit);
    if ('type' in node || 'anyOf' in node || 'oneOf' in node) visit(node);
  }
}

/**
 * A tuple (`[label, value]`) is written by zod as `prefixItems` with `items: false`. Some
 * readers (Spectral's array rule) take `false` for a missing `items`; `{ not: {} }` says the
 * same (no item past the prefix) as a schema.
 */
export function describeTuples<D extends Document>(doc: D): D {
  eachSchema(doc.paths, (schema) => {
    if ('prefixItems' in schema && schema.items === false) schema.items = { not: {} };
  });
  return doc;
}

/** OpenAPI generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Travel agency back office API',
        version: '1.0.0',
        description:
          "The travel agency's back office: bookings, trips, documents, accounts and reports. " +
          'Every answer is JSON in the success or error envelope, unless the operation names ' +
          'a file or a page.',
      },
      servers: [{ url: '/', description: 'The host that serves this document' }],
      components: { securitySchemes },
      security: [{ bearer: [] }],
      // Every operation's group, declared once so a reader lists them.
      tags: [...new Set((catalogue as readonly EndpointSpec[]).map(tagOf))].map((name) => ({
        name,
      })),
    },
    transform: describeOperation,
    transformObject: (d) =>
      describeTuples(
        describeForms(
          describeFileAnswers(
            ('openapiObject' in d ? d.openapiObject : d.swaggerObject) as Document,
          ),
        ),
      ) as never,
  });
}
