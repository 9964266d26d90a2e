import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as ep, OK } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { done, ok, route } from '../../lib/http/route.ts';
import { changePassword, login, logout, toSessionUser } from './auth.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/auth.ts.
export const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.login, async (req) => {
    // Every attempt is logged with who, when and from where; never the password or token.
    const data = await login(app.db, app.loginLimiter, req.body, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      passwordCost: app.passwordCost,
    }).catch((e: unknown) => {
      req.log.warn(
        { email: req.body.email, ip: req.ip, status: (e as { status?: number }).status },
        'login refused',
      );
      throw e;
    });
    req.log.info({ userId: data.user.id, email: data.user.email, ip: req.ip }, 'login succeeded');
    return ok(data, 'Login successful');
  });

  route(app, ep.logout, async (req) => {
    if (req.sessionId) await logout(app.db, req.sessionId, actorOf(req), currentUser(req).email);
    return done('Logged out successfully');
  });

  route(app, ep.me, (req) => ok(toSessionUser(currentUser(req))));

  route(app, ep.changePassword, async (req) => {
    await changePassword(app.db, app.loginLimiter, currentUser(req), req.sessionId ?? 0, req.body, {
      ip: req.ip,
      passwordCost: app.passwordCost,
    });
    return done(OK.passwordChanged);
  });
};
