import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any
 * unknown non-API GET answered with index.html (with the agency's time zone) so client routes
 * survive a reload.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  if (root) {
    // The built app's files are public: every route this scope registers says so, and the
    // start-up check (plugins/auth.ts) still refuses any other route without a rule.
    app.addHook('onRoute', (r) => {
      if (r.config && 'rootPath' in r.config) r.config.access = 'public';
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // index.html only as the not-found answer below, which carries the agency's time zone.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, file) => {
        void reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const page = root
    ? withAgencyZone(readFileSync(path.join(root, 'index.html'), 'utf8'), app.appTimezone)
    : '';
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !root) {
      return reply.status(404).send({ success: false, message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}

/**
 * The built page with the agency's time zone (APP_TIMEZONE) in a meta tag: the web's "today"
 * (form defaults, this month) is the agency's calendar, which the server's date rules use, not
 * the browser's (apps/web/src/lib/format.ts `agencyToday`). A zone name is letters, digits and
 * `/_+-` (env.ts checks it); escaped all the same.
 */
export function withAgencyZone(html: string, zone: string) {
  const content = zone.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(
    '</head>',
    `  <meta name="agency-timezone" content="${content}" />\n  </head>`,
  );
}
