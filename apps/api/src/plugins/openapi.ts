import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointSpec } from '@app/contract';
import { catalogue, successStatus } from '@app/contract';

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

/** An endpoint's path as the document writes it: `/api/branches/{id}`, `/api/storage/{*}`. */
export const openApiPath = (e: { path: string }) =>
  `/api${e.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`;

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

/** OpenAPI generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Travel agency back office API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (d) =>
      describeForms(
        describeFileAnswers(('openapiObject' in d ? d.openapiObject : d.swaggerObject) as Document),
      ) as never,
  });
}
