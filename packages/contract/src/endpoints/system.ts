import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { endpoint } from './define.ts';

/** The plumbing: the health check a load balancer polls, and this API's OpenAPI document. */
export const systemEndpoints = {
  // Without the database the answer is a 503 in the error envelope ('Database unavailable').
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Check that the API and its database answer',
    access: 'public',
    response: {
      200: okEnvelope(z.object({ status: z.literal('ok'), database: z.literal('ok') })),
    },
  }),
  // The API's shape helps an attacker too: signed-in users only, unless the operator sets
  // API_DOCS_PUBLIC=true (the route is then registered as public).
  docs: endpoint({
    method: 'GET',
    path: '/docs',
    summary: 'Read this OpenAPI document',
    access: 'signed-in',
    response: {
      200: z
        .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
        .describe('This OpenAPI 3 document, generated from the catalogue (not described here).'),
    },
  }),
};
