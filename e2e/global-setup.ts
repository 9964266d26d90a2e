import { spawn } from 'node:child_process';
import postgres from 'pg';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbedded } from '../apps/api/src/db/embedded.ts';
import { waitListening } from '../apps/api/test/wait-healthy.ts';
import { STANDING_RATES_SQL } from '../apps/api/test/standing-rates.ts';
import { signInRoles } from './fixtures.ts';
import { AGENCY_TZ } from './agency.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A throwaway PostgreSQL and the built app (npm run build) on free loopback ports, without demo data:
 * tests make what they need through fixtures.ts. Both stop when the run ends.
 */
export default async function globalSetup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-e2e-'));
  const pg = await startEmbedded(dir, () => {});
  // E2E_APP_ROOT: a copy of the build elsewhere (several runs at once on one checkout).
  const appRoot = process.env.E2E_APP_ROOT ?? root;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: appRoot,
    env: {
      ...process.env,
      DATABASE_URL: pg.url,
      APP_SECRET: 'e2e-tests-secret-that-signs-preview-links',
      DATA_DIR: path.join(dir, 'app-data'),
      PORT: '0', // the kernel's pick, read from the banner (waitListening)
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      APP_TIMEZONE: AGENCY_TZ,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout.pipe(process.stdout);
  const port = await waitListening(server, 60_000);
  if (port === null) throw new Error('The app exited or did not become healthy within 60 s');
  const baseUrl = `http://127.0.0.1:${port}`;
  // The standing rates, so files in dirhams post (the API tests' template has the same).
  const db = new postgres.Client({ connectionString: pg.url });
  await db.connect();
  await db.query(STANDING_RATES_SQL);
  await db.end();
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = pg.url;
  process.env.E2E_STATE_DIR = dir;
  await signInRoles(baseUrl, dir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
