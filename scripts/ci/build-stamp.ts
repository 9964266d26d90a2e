/**
 * Whether a build in dist/ is the build of the sources as they are now. A stamp in dist/
 * records the sha-256 of the build's inputs (every file, by path and content, under the folders
 * the bundler reads, without tests) and the size and time of the built file it vouches for.
 * A build is fresh when both still match: a source edited, added, removed or reverted changes
 * the hash; a build made by another command (vite build, node build.mjs) changes the file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Target = 'web' | 'api';

interface Spec {
  /** Folders (relative to the root) whose files are the build's inputs. */
  dirs: string[];
  /** Single files that are inputs too. */
  files: string[];
  /** The built file the stamp vouches for. */
  output: string;
  /** Where the stamp lives (inside the folder the build replaces). */
  stamp: string;
}

// What the bundlers read: the app, the contract it bundles, the locked dependency versions and
// the TypeScript settings. Not the migrations (read at run time from apps/api/drizzle).
const common = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
export const SPECS: Record<Target, Spec> = {
  web: {
    dirs: ['apps/web', 'packages/contract'],
    files: common,
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/dist/.build-stamp.json',
  },
  api: {
    dirs: ['apps/api', 'packages/contract'],
    files: common,
    output: 'apps/api/dist/server.js',
    stamp: 'apps/api/dist/.build-stamp.json',
  },
};

const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'drizzle', 'test-results']);
const SKIP_FILE = /\.test\.[cm]?[jt]sx?$|^vitest\.config\.|^drizzle\.config\./;

function walk(dir: string, out: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(full, out);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      out.push(full);
    }
  }
}

/** The hash of a target's inputs, with the VITE_ variables vite bakes into the web build. */
export function inputsHash(target: Target, base = root): string {
  const spec = SPECS[target];
  const files: string[] = spec.files.map((f) => path.join(base, f));
  for (const d of spec.dirs) walk(path.join(base, d), files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${path.relative(base, file)}\0`);
    hash.update(existsSync(file) ? readFileSync(file) : '(none)');
    hash.update('\0');
  }
  if (target === 'web') {
    for (const [k, v] of Object.entries(process.env).sort()) {
      if (k.startsWith('VITE_')) hash.update(`${k}=${v}\0`);
    }
  }
  return hash.digest('hex');
}

interface Stamp {
  inputs: string;
  output: { size: number; mtimeMs: number };
}

function outputOf(target: Target, base: string) {
  const s = statSync(path.join(base, SPECS[target].output));
  return { size: s.size, mtimeMs: s.mtimeMs };
}

/** True when dist/ holds the build of these inputs. */
export function isFresh(target: Target, hash = inputsHash(target), base = root): boolean {
  const spec = SPECS[target];
  if (!existsSync(path.join(base, spec.output)) || !existsSync(path.join(base, spec.stamp))) {
    return false;
  }
  try {
    const stamp = JSON.parse(readFileSync(path.join(base, spec.stamp), 'utf8')) as Stamp;
    const out = outputOf(target, base);
    return (
      stamp.inputs === hash &&
      stamp.output.size === out.size &&
      stamp.output.mtimeMs === out.mtimeMs
    );
  } catch {
    return false;
  }
}

/** Before a build: a half-written dist/ must never look fresh. */
export function clearStamp(target: Target, base = root) {
  rmSync(path.join(base, SPECS[target].stamp), { force: true });
}

/** After a successful build of the inputs hashed before it started. */
export function writeStamp(target: Target, hash: string, base = root) {
  const stamp: Stamp = { inputs: hash, output: outputOf(target, base) };
  writeFileSync(path.join(base, SPECS[target].stamp), `${JSON.stringify(stamp)}\n`);
}
