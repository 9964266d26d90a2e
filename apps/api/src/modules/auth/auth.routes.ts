import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBody, loginBody, OK } from '@app/contract';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit.ts';
import { changePassword, login, logout, toSessionUser } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { config: { access: 'public' }, schema: { tags: ['session'], body: loginBody } },
    async (req) => {
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
      return { success: true, message: 'Login successful', data };
    },
  );

  app.post(
    '/logout',
    { config: { access: 'signed-in' }, schema: { tags: ['session'] } },
    async (req) => {
      if (req.sessionId) await logout(app.db, req.sessionId, actorOf(req), currentUser(req).email);
      return { success: true, message: 'Logged out successfully' };
    },
  );

  app.get('/me', { config: { access: 'signed-in' }, schema: { tags: ['session'] } }, (req) => ({
    success: true,
    data: toSessionUser(currentUser(req)),
  }));

  app.put(
    '/me/password',
    { config: { access: 'signed-in' }, schema: { tags: ['session'], body: changePasswordBody } },
    async (req) => {
      await changePassword(
        app.db,
        app.loginLimiter,
        currentUser(req),
        req.sessionId ?? 0,
        req.body,
        {
          ip: req.ip,
          passwordCost: app.passwordCost,
        },
      );
      return { success: true, message: OK.passwordChanged };
    },
  );
};
