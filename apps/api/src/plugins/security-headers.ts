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
 * ~7% of the API's busy time on a 304 (at thousands of revalidations a second,
 * profiled).
 */
export function helmetHeaders(options: HelmetOptions) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(res.req, res, () => {});
  return res.getHeaders();
}

/**
 * What every answer says about caching unless its route sets its own: kept by no cache, not
 * even the browser's (a sign-in's token, a guest's record, a salary, a search's hits). The
 * routes that set their own: kept lists (lib/kept/kept-json.ts: `private, no-cache` with an ETag, so
 * the browser keeps them and revalidates every time), the web's files (plugins/web.ts: hashed
 * assets for a year, index.html `no-cache`), and documents and files (`no-store` already).
 */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/**
 * Sets the security headers on one answer (helmetHeaders, worked out once) and the default
 * cache policy, which a route may replace; HSTS over HTTPS only (so helmet's own should be
 * off). The hook below calls it on every request; answers no hook reaches (the router's
 * refusal of a malformed address, app.ts frameworkErrors) call it themselves.
 */
export function securityHeaders(headers: OutgoingHttpHeaders) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(headers).header('cache-control', DEFAULT_CACHE_CONTROL);
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
