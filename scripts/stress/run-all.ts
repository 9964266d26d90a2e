/**
 * `npm run test:stress [-- --scale 0.1]`: the long loops that prove the money paths under races and
 * crashes, at full size or scaled down (CI runs 0.1). Full size: 10,000 ledger sequences, 100
 * trials of each money race, 1,000 writes with 20 kill -9s against the embedded server and, when
 * STRESS_DATABASE_URL names one, against an external PostgreSQL too. Exits non-zero on the first
 * failure.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    // CI: the kill -9 loop against STRESS_DATABASE_URL only (the embedded one's kills are also
    // in outside/processes.test.ts and cluster.test.ts, which npm test runs).
    'external-only': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
const n = (full: number, least: number) => String(Math.max(least, Math.round(full * scale)));

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (r.status !== 0) {
    console.error(`== ${title}: FAILED after ${seconds} s`);
    process.exit(r.status ?? 1);
  }
  console.log(`== ${title}: passed in ${seconds} s`);
}

const vitest = (files: string[], filter?: string) => [
  'vitest',
  'run',
  '--project',
  'api',
  ...files,
  ...(filter ? ['-t', filter] : []),
];

run(
  `ledger model, ${n(10_000, 100)} sequences`,
  'npx',
  vitest(['apps/api/src/ledger.model.test.ts']),
  { LEDGER_SEQUENCES: n(10_000, 100) },
);
run(
  `money races, ${n(100, 3)} trials each`,
  'npx',
  vitest(
    [
      'apps/api/src/modules/bookings/bookings.test.ts',
      'apps/api/src/modules/transactions/transactions.test.ts',
    ],
    'race',
  ),
  { RACE_TRIALS: n(100, 3) },
);
run('build the server', 'npm', ['run', 'build', '-w', '@app/api']);
const crash = ['--writes', n(1000, 150), '--kills', n(20, 5)];
if (!values['external-only'] || !process.env.STRESS_DATABASE_URL) {
  run(`kill -9 loop, embedded (${crash.join(' ')})`, 'npx', [
    'tsx',
    'scripts/stress/crash-loop.ts',
    ...crash,
    '--db',
    'embedded',
  ]);
}
if (process.env.STRESS_DATABASE_URL) {
  run(
    `kill -9 loop, external PostgreSQL (${crash.join(' ')})`,
    'npx',
    ['tsx', 'scripts/stress/crash-loop.ts', ...crash, '--db', 'external'],
    { DATABASE_URL: process.env.STRESS_DATABASE_URL },
  );
} else {
  console.log('\n== kill -9 loop, external PostgreSQL: skipped (set STRESS_DATABASE_URL)');
}
