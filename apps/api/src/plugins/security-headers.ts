import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** Sent only over HTTPS: over plain HTTP it means nothing (RFC 6797 section 8.1). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers for `options`, worked out once: helmet sets them on a response we throw
 * away. @fastify/helmet built the middleware (and parsed the CSP) again on every request:
 * ~7% of the API's busy time on a 304 (issue 20's revalidations a second, profiled).
 */
export function helmetHeaders(options: HelmetOptions) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(res.req, res, () => {});
  return res.getHeaders();
}

/**
 * The security headers on every answer, our own routes' and the not-found and error ones;
 * HSTS over HTTPS only (so `options` should turn helmet's own off).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (req, reply, done) => {
    void reply.headers(headers);
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
}
