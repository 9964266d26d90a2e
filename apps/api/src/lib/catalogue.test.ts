import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, endpoint, okEnvelope } from '@app/contract';
import type { TestContext } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { strictSerializerCompiler } from './bodies/answer-check.ts';
import { cataloguedRoutes, ok, route, routeKey } from './http/route.ts';

/*
 * Every route comes from the catalogue (packages/contract/src/endpoints, decision 026): its
 * method, path, access rule, inputs and answers are declared once there and registered with
 * route() (lib/http/route.ts). Every route of the app is registered from it: none outside.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the catalogue', () => {
  it('registers every route from it', () => {
    const fromCatalogue = cataloguedRoutes(t.app);
    const registered = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    const outside = registered.filter((k) => !fromCatalogue.has(k)).sort();
    expect(outside).toEqual([]);
    // And every catalogued endpoint is a registered route with its answers declared.
    for (const e of catalogue) {
      const r = t.app.routeList.find((x) => `${x.method} ${x.url}` === routeKey(e));
      expect(r, routeKey(e)).toBeDefined();
      expect(r!.access, routeKey(e)).toEqual(e.access);
      expect(Object.keys(r!.schema?.response ?? {}).sort(), routeKey(e)).toEqual(
        Object.keys(e.response).sort(),
      );
    }
  });
});

describe('an answer that does not match its schema', () => {
  let app: FastifyInstance;
  /** What the app logged, one JSON object a line. */
  const logged: { msg: string; err?: { code?: string; message?: string } }[] = [];
  const drift = endpoint({
    method: 'GET',
    path: '/drift',
    access: 'public',
    response: { 200: okEnvelope(z.object({ name: z.string() })) },
  });
  const keptDrift = endpoint({ ...drift, path: '/kept-drift', reads: ['accounts'] });
  beforeAll(async () => {
    const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
    app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    // As app.ts sets it in tests: a field the schema does not list is a 500 too.
    app.setSerializerCompiler(strictSerializerCompiler);
    app.decorate('routeList', []);
    registerErrorHandling(app);
    // The service forgot a rename: `title` where the schema says `name`.
    route(app, drift, () => ok({ title: 'Mumbai' }) as never);
    // A kept answer is sent as JSON text, past the serializer: tests check it all the same.
    route(app, keptDrift, (_req, reply) => {
      void reply.type('application/json').send(JSON.stringify(ok({ title: 'Mumbai' })) as never);
    });
    // The service grew a field the schema does not list: zod would drop it without a word.
    const extra = endpoint({ ...drift, path: '/extra' });
    route(app, extra, () => ok({ name: 'Mumbai', password_hash: 'x' }));
    route(app, endpoint({ ...extra, path: '/kept-extra', reads: ['accounts'] }), (_r, reply) => {
      void reply
        .type('application/json')
        .send(JSON.stringify(ok({ name: 'Mumbai', code: 'x' })) as never);
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it.each([
    ['/extra', 'data.password_hash'],
    ['/kept-extra', 'data.code'],
  ])('%s, with a field its schema does not list, is a logged 500 naming it', async (url, field) => {
    logged.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Mumbai');
    const err = logged.find((l) => l.err?.code === 'FST_ERR_RESPONSE_SERIALIZATION')?.err;
    expect(JSON.stringify(err)).toContain(`fields its schema does not list: ${field}`);
  });

  it.each(['/drift', '/kept-drift'])(
    '%s is a logged 500 in the error envelope, never sent',
    async (url) => {
      logged.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.body).not.toContain('Mumbai');
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'unhandled error',
          err: expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }),
        }),
      );
    },
  );
});
