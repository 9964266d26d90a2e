import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { App, AppOptions } from '../src/app.ts';
import { createDb } from '../src/db/client.ts';
import { createTestDatabase } from './db.ts';

/** Cheap hashes in tests; production uses the default cost (lib/passwords/password.ts). */
export const TEST_PASSWORD_COST = 1024;

export interface TestContext {
  app: App;
  db: App['db'];
  /** The database's URL: another app on it is another API process. */
  url: string;
  close: () => Promise<void>;
}

/**
 * An app on its own database, driven with inject(). With `sameDatabaseAs`, an app on that
 * context's database instead, with its own pool and DATA_DIR, as a second API process has;
 * closing it leaves the database to its first owner.
 */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'db' | 'dataDir'>> = {},
  sameDatabaseAs?: TestContext,
): Promise<TestContext> {
  const { db, url, drop } = sameDatabaseAs
    ? (() => {
        const other = createDb(sameDatabaseAs.url, 10);
        return { ...other, url: sameDatabaseAs.url, drop: () => other.pool.end() };
      })()
    : await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-test-data-'));
  const app = await buildApp({ db, passwordCost: TEST_PASSWORD_COST, dataDir, ...options });
  await app.ready();
  return {
    app,
    db,
    url,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * inject() with an optional bearer token and the JSON body, for what is not a catalogued call
 * (an unknown route, a junk URL, a file). The body is `unknown`: parse it (the contract's
 * `errorEnvelope`, or the endpoint's schema) before reading a field. A catalogued endpoint is
 * called with test/answers.ts `callEndpoint`, which parses the answer with its schema.
 */
export async function request(
  app: App,
  opts: InjectOptions & { token?: string | undefined },
): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}
