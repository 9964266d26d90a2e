import { IncomingMessage, ServerResponse } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * Sets the security headers on one answer (helmetHeaders, worked out once); HSTS over HTTPS
 * only (so helmet's own should be off). The hook below calls it on every request;
 * answers no hook reaches (the router's refusal of a malformed address, app.ts
 * frameworkErrors) call it themselves.
 */
export function securityHeaders(headers: OutgoingHttpHeaders) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(headers);
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  };
}

/** The security headers on every answer, our own routes' and the not-found and error ones. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  setHeaders: ReturnType<typeof securityHeaders>,
) {
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req, reply);
    done();
  });
}
