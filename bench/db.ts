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
