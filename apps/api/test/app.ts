import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { App, AppOptions } from '../src/app.ts';
import { createTestDatabase } from './db.ts';

/** Cheap hashes in tests; production uses the default cost (lib/password.ts). */
export const TEST_PASSWORD_COST = 1024;

export interface TestContext {
  app: App;
  db: App['db'];
  close: () => Promise<void>;
}

/** An app on its own database, driven with inject(). */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'db' | 'dataDir'>> = {},
): Promise<TestContext> {
  const { db, drop } = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-test-data-'));
  const app = await buildApp({ db, passwordCost: TEST_PASSWORD_COST, dataDir, ...options });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** inject() with an optional bearer token and a parsed JSON body. */
export async function request(
  app: App,
  opts: InjectOptions & { token?: string | undefined },
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
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
