import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  });
}

/** The API's shape helps an attacker too: signed-in users only, unless API_DOCS_PUBLIC=true. */
export function registerDocsRoute(app: FastifyInstance, isPublic: boolean) {
  const access = isPublic ? 'public' : 'signed-in';
  app.get('/api/docs', { config: { access }, schema: { hide: true } }, () => app.swagger());
}
