import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbedded } from '../apps/api/src/db/embedded.ts';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const outDir = path.join(benchDir, 'out');

/**
 * The bench database: BENCH_DATABASE_URL (or --url), else an embedded server under bench/out
 * (`--data <name>` keeps a second dataset beside the first, e.g. a scale-0.1 one).
 */
export async function benchDatabase(url: string | undefined) {
  if (url) return { url, stop: async () => {}, embedded: false };
  const server = await startEmbedded(path.join(outDir, arg('data', 'data')!), (m) =>
    process.stdout.write(`${m}\n`),
  );
  return { url: server.url, stop: server.stop, embedded: true };
}

export function arg(name: string, fallback?: string) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--'))
    return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.split('=')[1] : fallback;
}
export const flag = (name: string) => process.argv.includes(`--${name}`);

/**
 * The bundled API as `npm start` runs it, on the bench database (npm run bench builds it
 * first), on a port the kernel picks: `waitListening` reads it from the banner. `nodeArgs`
 * go to node (a CPU profile); `env` is added to the API's.
 */
export function spawnApi(
  databaseUrl: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
) {
  return spawn(
    process.execPath,
    [...nodeArgs, '--max-old-space-size=192', 'apps/api/dist/server.js'],
    {
      cwd: path.resolve(benchDir, '..'),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        APP_SECRET: 'bench-run-secret-that-signs-preview-links',
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DATA_DIR: path.join(outDir, 'app-data'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

/** Sign in as the bench's admin: the headers its requests carry. */
export async function benchHeaders(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' }),
  });
  if (!login.ok) throw new Error(`Login failed (${login.status}): run npm run bench:data first`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}
