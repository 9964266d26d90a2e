import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { EndpointSpec } from '@app/contract';
import { catalogue, successStatus } from '@app/contract';

type Document = { paths?: Record<string, Record<string, Operation | undefined> | undefined> };
type Operation = { responses?: Record<string, { content?: Record<string, unknown> } | undefined> };

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
      describeFileAnswers(
        ('openapiObject' in d ? d.openapiObject : d.swaggerObject) as Document,
      ) as never,
  });
}
