/**
 * `tsx scripts/ci/fresh-build.ts [--always] [web] [api]`: build the web app and the API
 * (both when none is named) unless dist/ already holds the build of the sources as they are
 * (build-stamp.ts). `npm start`, `npm run test:e2e` and the outside suite build this way;
 * `npm run build` passes --always. Exits non-zero when a build fails.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { Target } from './build-stamp.ts';
import { clearStamp, inputsHash, isFresh, root, writeStamp } from './build-stamp.ts';

const { values, positionals } = parseArgs({
  options: { always: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const known: Target[] = ['web', 'api'];
for (const p of positionals) {
  if (!known.includes(p as Target)) throw new Error(`Unknown build "${p}": web or api`);
}
const targets = positionals.length ? (positionals as Target[]) : known;
const workspace: Record<Target, string> = { web: '@app/web', api: '@app/api' };

for (const target of targets) {
  const hash = inputsHash(target);
  if (!values.always && isFresh(target, hash)) {
    console.log(`${target}: dist/ is up to date with the sources, not rebuilt`);
    continue;
  }
  clearStamp(target);
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace[target]], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error(`${target}: build failed`);
    process.exit(r.status ?? 1);
  }
  writeStamp(target, hash);
}
