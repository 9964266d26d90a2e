/**
 * `npm test` (`tsx scripts/ci/stages.ts [stage or group ...]`): every check this repository
 * has, as stages run side by side (run-stages.ts). Named stages run with the stages they need
 * (`e2e` builds first); groups: `checks` (typecheck, lint, format), `api`, `pg15`. The order
 * below is the order of priority: the longest chain (build, then the browser suite) first,
 * then the longest stages before the short ones, so the last minutes keep both cores busy
 * (a short stage first holds a core the two-core browser suite waits for).
 * CI_SLOTS sets how many cores' worth run at once (default: the cores; one more starved the
 * tests that hold a time bound on two cores, decision 037).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Stage } from './run-stages.ts';
import { report, runStages } from './run-stages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** vitest's closing "Tests  N passed (N)" line. */
const vitestTests = (log: string) => {
  const m = [...log.matchAll(/^\s*Tests\s+(.+)$/gm)].at(-1);
  return m ? `tests ${m[1]!.trim()}` : undefined;
};
/** Playwright's closing counts ("194 passed (9.1m)", "2 failed", "1 flaky"). */
const playwrightTests = (log: string) => {
  const counts = [...log.matchAll(/^\s+(\d+ (?:passed|failed|flaky|skipped|did not run)\b.*)$/gm)];
  return counts.length ? `tests ${counts.map((m) => m[1]!.trim()).join(', ')}` : undefined;
};
/**
 * The failed tests a log names, each once: vitest's ` FAIL  file > test` lines and Playwright's
 * numbered `1) file:line › test` ones, each with the first lines of its error (up to the code
 * frame or call log). CI shows only the end of its output; without these the summary says how
 * many failed but not which, nor why.
 */
export const failedTests = (log: string, most = 20) => {
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const header = (line: string) =>
    /^\s*FAIL\s+(.+?)\s*$/.exec(line)?.[1] ??
    /^\s+\d+\) (\S+:\d+:\d+ › .+?)[\s─]*$/.exec(line)?.[1];
  const seen = new Map<string, string[]>();
  plain.forEach((line, i) => {
    const name = header(line)?.replace(/\s+/g, ' ');
    if (!name || seen.has(name)) return;
    seen.set(name, errorLines(plain.slice(i + 1)));
  });
  const tests = [...seen].map(([name, why]) => [name, ...why.map((w) => `  ${w}`)]);
  const shown = tests.slice(0, most).flat();
  return tests.length > most ? [...shown, `… and ${tests.length - most} more`] : shown;
};
/** An error's first lines: up to 6 non-blank ones, stopping at its code frame or call log. */
const errorLines = (after: string[]) => {
  const out: string[] = [];
  for (const line of after) {
    const t = line.trim();
    if (/^(FAIL\b|\d+\) |Call log:|❯ |>?\s*\d+ \|)/.test(t) || out.length === 6) break;
    if (t && !/^[─⎯-]+$/.test(t)) out.push(t);
  }
  return out;
};
const benchRows = (log: string) => {
  const m = [...log.matchAll(/^Smoke run: (.+)$/gm)].at(-1);
  return m?.[1];
};

/** first-page-size.ts's closing line: the pages over budget, or the largest within it. */
const sizeLine = (log: string) =>
  [...log.matchAll(/^(Over budget: .+|Every page within its budget.+)$/gm)].at(-1)?.[1];

// The API suite in halves by file (vitest --shard), each with its own PostgreSQL server and one
// worker, so the scheduler can put each beside whatever else runs.
const SHARDS = 2;
const api = (label: string, prefix: string, extra: string, unavailable?: Stage['unavailable']) =>
  Array.from({ length: SHARDS }, (_, i) => ({
    name: `${label} ${i + 1}/${SHARDS}`,
    needs: ['build'],
    unavailable,
    run: `${prefix}npm run test:api -- --shard=${i + 1}/${SHARDS}${extra}`,
    summary: vitestTests,
  }));

export const STAGES: Stage[] = [
  // One build for everything that runs the built app: the outside suite finds it fresh
  // (build-stamp.ts) and does not build again; the browser suite and the bench run it.
  { name: 'build', run: 'npx tsx scripts/ci/fresh-build.ts', cpus: 2, minutes: 20 },
  {
    name: 'e2e',
    needs: ['build'],
    run: 'npm run test -w @app/e2e',
    cpus: 2,
    minutes: 90,
    summary: playwrightTests,
  },
  ...api('api', '', ''),
  // The same suite on Debian's PostgreSQL (15 on Debian 12), on a throwaway cluster each.
  // Left out: the files that test the embedded server itself and never use the one named
  // by TEST_DATABASE_URL; they would run the very same thing twice.
  ...api(
    'pg15',
    'bash scripts/ci/debian-postgres.sh ',
    " --exclude '**/embedded*.test.ts' --exclude '**/exit-code.test.ts'",
    () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((v) =>
        existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
      )
        ? undefined
        : "Debian's PostgreSQL is not installed (apt-get install postgresql)",
  ),
  {
    name: 'unit',
    run: 'npm run test:unit',
    summary: vitestTests,
  },
  // The benchmark's smoke run: a hundredth of the data, 200 requests an endpoint (the gated
  // search rows a second each); fails on any error or inexact total, never on speed
  // (bench/run.ts --quick). Running each endpoint for seconds sent tens of thousands more of
  // the same requests: 3.5 CPU-minutes against 1 now, load on whatever ran beside it. Its own data folder, so a developer's full-size bench data is left alone. It comes after
  // the unit stage, which takes the core the first PostgreSQL 15 shard leaves and outlasts the
  // other shard, so the bench starts when the API shards are done: a load test (the API, its load
  // generator and PostgreSQL all busy) beside a shard starved the outside suite's time-bound
  // checks (a stalled export's connection still open past its deadline).
  {
    name: 'bench',
    needs: ['build'],
    run: 'npx tsx bench/generate.ts --scale 0.01 --data ci-smoke && npx tsx bench/run.ts --quick --seconds 1 --requests 200 --data ci-smoke',
    minutes: 30,
    summary: benchRows,
  },
  { name: 'lint', run: 'npm run lint', minutes: 30 },
  { name: 'typecheck', run: 'npm run typecheck', minutes: 30 },
  { name: 'format', run: 'npm run format:check', minutes: 20 },
  // Each page's first-load JavaScript against its budget (scripts/ci/first-page-size.ts), read
  // from the build's manifest: a few seconds of gzip.
  {
    name: 'size',
    needs: ['build'],
    run: 'npm run size',
    cpus: 1,
    minutes: 5,
    summary: sizeLine,
  },
];

const GROUPS: Record<string, string[]> = {
  checks: ['typecheck', 'lint', 'format'],
  api: STAGES.filter((s) => s.name.startsWith('api ')).map((s) => s.name),
  pg15: STAGES.filter((s) => s.name.startsWith('pg15 ')).map((s) => s.name),
};

/** The stages asked for, with what they need, in the order of STAGES. */
export function select(asked: string[]): Stage[] {
  if (!asked.length) return STAGES;
  const wanted = new Set<string>();
  const add = (name: string) => {
    const stage = STAGES.find((s) => s.name === name);
    if (!stage) {
      const known = [...STAGES.map((s) => s.name), ...Object.keys(GROUPS)].join(', ');
      throw new Error(`Unknown stage "${name}"; known: ${known}`);
    }
    wanted.add(name);
    for (const n of stage.needs ?? []) add(n);
  };
  for (const a of asked) for (const n of GROUPS[a] ?? [a]) add(n);
  return STAGES.filter((s) => wanted.has(s.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const slots = Number(process.env.CI_SLOTS ?? os.availableParallelism());
  const chosen = select(process.argv.slice(2));
  console.log(`Stages: ${chosen.map((s) => s.name).join(', ')}; ${slots} slots`);
  const results = await runStages(chosen, { root, slots });
  const total = (Date.now() - started) / 1000;
  console.log(`\n${report(results, total)}`);
  // Without CI a stage this machine cannot run is reported, not failed.
  const bad = results.filter(
    (r) => r.status !== 'passed' && (r.status !== 'missing' || process.env.CI),
  );
  const missing = results.filter((r) => r.status === 'missing');
  if (missing.length && !process.env.CI) {
    console.log(
      `\nNot run on this machine: ${missing.map((r) => `${r.name} (${r.note})`).join('; ')}`,
    );
  }
  if (bad.length) {
    console.log(`\nFAILED: ${bad.map((r) => `${r.name} (${r.note})`).join('; ')}`);
    for (const r of bad.filter((x) => x.logFile)) {
      console.log(`  log: ${r.logFile}`);
      for (const line of failedTests(readFileSync(r.logFile!, 'utf8'))) console.log(`    ${line}`);
    }
    process.exitCode = 1;
  }
}
