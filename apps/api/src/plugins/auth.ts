import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAccess } from '@app/contract';
import { can } from '@app/contract';
import { Forbidden, Unauthenticated } from '../lib/http/app-error.ts';
import type { AuthUser } from '../lib/sessions/session-lookup.ts';
import { findSession } from '../lib/sessions/session-lookup.ts';

export type { AuthUser };

/** Every API route declares who may call it (the catalogue's `access`); a route without one is refused. */
export type { RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: number | null;
  }
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
};

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  // Access is decided by the route the router matched, never by the URL text: `/%61pi/...`,
  // `//api/...` and `http://host/api/...` reach the same route, so they meet the same rule.
  app.addHook('onRequest', async (req) => {
    // No route matched: the not-found handler answers, and it reads nothing.
    if (!req.routeOptions.url) return;
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    // Unreachable: a route without a rule stops the app at start-up (requireAccessRules).
    if (access === undefined) throw new Forbidden();
    const token = bearer(req);
    if (!token) throw new Unauthenticated();
    const found = await findSession(app.db, token);
    if (!found) throw new Unauthenticated();
    req.user = found.user;
    req.sessionId = found.sessionId;
    if (!can(found.user, access)) {
      req.log.warn(
        {
          userId: found.user.id,
          access,
          method: req.method,
          route: req.routeOptions.url,
          ip: req.ip,
        },
        'authorisation refused',
      );
      throw new Forbidden();
    }
  });
}

/**
 * Every route declares who may call it. A route registered without a rule stops the app at
 * start-up (ready() rejects), so an undeclared route can never answer a request.
 */
export function requireAccessRules(
  app: FastifyInstance,
  routes: { method: string; url: string; access: RouteAccess | undefined }[],
) {
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => r.access === undefined);
    if (missing.length > 0) {
      const list = missing.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes registered without an access rule: ${list}`);
    }
  });
}

/** The signed-in user inside a route whose access rule is not public. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new Unauthenticated();
  return req.user;
}
