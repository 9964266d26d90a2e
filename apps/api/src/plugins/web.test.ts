import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { withAgencyZone } from './web.ts';

const PAGE = '<!doctype html><html><head><title>T</title></head><body></body></html>';

describe("the web app's page carries the agency's time zone", () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'travel-web-dist-'));
    await writeFile(path.join(dist, 'index.html'), PAGE);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app-1.js'), 'export {};');
    t = await createTestApp({ webDist: dist, appTimezone: 'Asia/Dubai' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/bookings', '/bookings/12/edit', '/index.html'])(
    '%s answers the page with APP_TIMEZONE in a meta tag, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="agency-timezone" content="Asia/Dubai" />');
      expect(res.body).toContain('<title>T</title>');
    },
  );

  // A NUL is refused where it could reach the database (the API); a page address carrying
  // one is still the app, which reads its own query.
  it('answers the page for an address whose query holds a NUL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bookings/12?junk=%00' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>T</title>');
  });

  it('still refuses a NUL in an API query, and an unknown API address is not found', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health?junk=%00' });
    expect(api.statusCode).toBe(422);
    expect(api.json().errors).toEqual({
      junk: ['The junk contains a character that is not allowed.'],
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here?junk=%00' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('still serves the built assets as files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export {};');
  });

  it('writes the zone as an attribute value, escaped', () => {
    expect(withAgencyZone(PAGE, 'a"<b>&')).toContain('content="a&#34;&#60;b&#62;&#38;"');
  });
});
