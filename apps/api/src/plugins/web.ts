import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any
 * unknown non-API GET answered with index.html so client routes survive a reload.
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
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !root) {
      return reply.status(404).send({ success: false, message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
