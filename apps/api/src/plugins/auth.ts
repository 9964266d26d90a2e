import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Role } from '@app/contract';
import { can } from '@app/contract';
import { Forbidden, Unauthenticated } from '../lib/app-error.ts';
import { findSession } from '../modules/auth/auth.service.ts';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  is_active: boolean;
  permissions: string[];
}

/** Every API route declares who may call it; a route without a declaration is refused. */
export type RouteAccess = Access | 'public';

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

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const access = req.routeOptions.config?.access;
    if (!req.routeOptions.url) return; // unknown route: the 404 handler answers
    if (access === 'public') return;
    if (access === undefined) {
      req.log.error({ url: req.routeOptions.url }, 'route declares no access rule');
      throw new Forbidden();
    }
    const token = bearer(req);
    if (!token) throw new Unauthenticated();
    const found = await findSession(app.db, token);
    if (!found) throw new Unauthenticated();
    req.user = found.user;
    req.sessionId = found.sessionId;
    if (!can(found.user, access)) {
      req.log.warn(
        { userId: found.user.id, access, method: req.method, url: req.url, ip: req.ip },
        'authorisation refused',
      );
      throw new Forbidden();
    }
  });
}

/** The signed-in user inside a route whose access rule is not public. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new Unauthenticated();
  return req.user;
}
