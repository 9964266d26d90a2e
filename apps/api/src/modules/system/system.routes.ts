import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    // The document never changes while the process runs: written as JSON once, on the first
    // request, and sent as that text (a string sent as JSON skips the serializer). Validating
    // and writing its ~400 KB for every request took 5 ms each; openapi-lint.test.ts checks it.
    let text: string | undefined;
    route(
      app,
      opts.apiDocsPublic ? { ...docs, access: 'public' as const } : docs,
      (_req, reply) => {
        // Untyped: the text is the document's JSON, which the answer's schema cannot describe.
        void (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send((text ??= JSON.stringify(app.swagger())));
      },
    );
  };
