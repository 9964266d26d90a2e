import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { TestContext } from '../test/app.ts';
import { createTestApp } from '../test/app.ts';

/** HSTS goes out on HTTPS only, served directly or behind a proxy. */
const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/tls');
// A self-signed certificate for localhost, made for these tests only.
const cert = readFileSync(path.join(fixtures, 'localhost-cert.pem'));
const key = readFileSync(path.join(fixtures, 'localhost-key.pem'));
const HSTS = 'max-age=31536000; includeSubDomains';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function getHeaders(port: number) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, path: '/api/health', ca: cert, servername: 'localhost' },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ...res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('Strict-Transport-Security', () => {
  it('is sent when the app serves HTTPS itself', async () => {
    const app = await buildApp({ db: t.db, dataDir: t.app.dataDir, https: { cert, key } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const headers = await getHeaders((app.server.address() as AddressInfo).port);
      expect(headers.status).toBe(200);
      expect(headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await app.close();
    }
  });

  it('is not sent over plain HTTP, nor for a forged X-Forwarded-Proto', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent behind a trusted TLS-terminating proxy', async () => {
    const app = await buildApp({ db: t.db, dataDir: t.app.dataDir, trustProxy: true });
    try {
      const res = await app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
      const plain = await app.inject({ url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
