import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Answer } from '@app/contract';
import { systemEndpoints } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';

/**
 * The plumbing, from the catalogue (endpoints/system.ts): `GET /api/health` (the database
 * answers, or a 503) and `GET /api/docs`, the OpenAPI document. The API's shape helps an
 * attacker too: the document is for signed-in users only, unless the operator sets
 * API_DOCS_PUBLIC=true.
 */
export const systemRoutes =
  (opts: { apiDocsPublic: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, systemEndpoints.health, async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return ok({ status: 'ok' as const, database: 'ok' as const });
      } catch {
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
    });
    const docs = systemEndpoints.docs;
    // @fastify/swagger types the document as OpenAPI or Swagger 2; its schema checks the
    // OpenAPI fields it names at run time.
    route(
      app,
      opts.apiDocsPublic ? { ...docs, access: 'public' as const } : docs,
      () => app.swagger() as unknown as Answer<typeof docs>,
    );
  };
