import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runStages } from './run-stages.ts';
import { failedTests, select } from './stages.ts';

const run = (stages: Parameters<typeof runStages>[0], slots = 3) =>
  runStages(stages, { root: os.tmpdir(), slots });

describe('the stage runner', () => {
  it('passes a stage that exits 0 and fails one that does not, with its output kept', async () => {
    const [ok, bad] = await run([
      { name: 'ok', run: 'echo fine' },
      { name: 'bad', run: 'echo "1 test failed" >&2; exit 3' },
    ]);
    expect(ok!.status).toBe('passed');
    expect(bad!.status).toBe('failed');
    expect(bad!.note).toBe('exit code 3');
    expect(readFileSync(bad!.logFile!, 'utf8')).toBe('1 test failed\n');
  });

  it('skips what needs a failed stage and still runs the rest', async () => {
    const results = await run([
      { name: 'build', run: 'exit 1' },
      { name: 'suite', needs: ['build'], run: 'true' },
      { name: 'lint', run: 'true' },
    ]);
    expect(results.map((r) => r.status)).toEqual(['failed', 'skipped', 'passed']);
  });

  it('starts a stage only after what it needs has passed', async () => {
    const [first, second] = await run([
      { name: 'first', run: 'sleep 0.3' },
      { name: 'second', needs: ['first'], run: 'true' },
    ]);
    expect(second!.start).toBeGreaterThanOrEqual(first!.start + first!.seconds - 0.05);
  });

  it('keeps within its slots: a two-core stage waits until two are free', async () => {
    const [a, b] = await run(
      [
        { name: 'a', run: 'sleep 0.3' },
        { name: 'b', run: 'true', cpus: 2 },
      ],
      2,
    );
    expect(b!.start).toBeGreaterThanOrEqual(a!.start + a!.seconds - 0.05);
  });

  it('fails a stage that runs past its time, and one this machine cannot run', async () => {
    const [slow, missing] = await run([
      { name: 'slow', run: 'sleep 30', minutes: 0.01 },
      { name: 'missing', run: 'true', unavailable: () => 'no server here' },
    ]);
    expect(slow!.status).toBe('failed');
    expect(slow!.note).toMatch(/timed out/);
    expect(slow!.seconds).toBeLessThan(10);
    expect(missing!.status).toBe('missing');
  }, 20_000);

  it('notes the test count a stage reports', async () => {
    const [r] = await run([
      {
        name: 't',
        run: 'echo " Tests  5 passed (5)"',
        summary: (log) => /Tests\s+(.+)/.exec(log)?.[1],
      },
    ]);
    expect(r!.note).toBe('5 passed (5)');
  });
});

describe("CI's stages", () => {
  it('run a stage with the stages it needs, and refuse an unknown one', () => {
    expect(select(['e2e']).map((s) => s.name)).toEqual(['build', 'e2e']);
    expect(select(['checks']).map((s) => s.name)).toEqual(['lint', 'typecheck', 'format']);
    expect(select(['size']).map((s) => s.name)).toEqual(['build', 'size']);
    expect(() => select(['nope'])).toThrow(/Unknown stage "nope"/);
  });

  it('all run by default, the API suite twice (PostgreSQL 18 and 15) on one build', () => {
    const names = select([]).map((s) => s.name);
    expect(names.filter((n) => n === 'build')).toHaveLength(1);
    expect(names).toEqual(
      expect.arrayContaining([
        'api 1/2',
        'api 2/2',
        'pg15 1/2',
        'pg15 2/2',
        'e2e',
        'bench',
        'unit',
        'size',
      ]),
    );
  });
});

describe('the failure summary', () => {
  it("names each failed test from vitest's and Playwright's logs, once, with its error's first lines", () => {
    const vitest = [
      ' \x1b[41m FAIL \x1b[49m  api  src/a.test.ts > group > one',
      'AssertionError: expected 1 to be 2 // Object.is equality',
      '',
      '- Expected',
      '+ Received',
      ' ❯ src/a.test.ts:5:17',
      ' FAIL   api  src/a.test.ts > group > one',
      '   ✓ passes',
      ' FAIL   api  src/b.test.ts > two',
      '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
    ].join('\n');
    expect(failedTests(vitest)).toEqual([
      'api src/a.test.ts > group > one',
      '  AssertionError: expected 1 to be 2 // Object.is equality',
      '  - Expected',
      '  + Received',
      'api src/b.test.ts > two',
    ]);
    const playwright = [
      '  ✘  100 tests/k.spec.ts:246:1 › approves (1.1m)',
      '  1) tests/k.spec.ts:246:1 › approves it in the dialog ──────────',
      '',
      '    Error: expect(locator).toBeVisible() failed',
      '',
      "    Locator: getByRole('dialog')",
      '    Expected: visible',
      '    Call log:',
      "      - waiting for getByRole('dialog')",
      '      244 |',
      '    test-results/k/test-failed-1.png',
      '  3 failed',
    ].join('\n');
    expect(failedTests(playwright)).toEqual([
      'tests/k.spec.ts:246:1 › approves it in the dialog',
      '  Error: expect(locator).toBeVisible() failed',
      "  Locator: getByRole('dialog')",
      '  Expected: visible',
    ]);
    expect(failedTests('a\nb\n')).toEqual([]);
    const many = Array.from({ length: 25 }, (_, i) => ` FAIL  t${i}.test.ts > x`).join('\n');
    expect(failedTests(many, 3)).toEqual([
      't0.test.ts > x',
      't1.test.ts > x',
      't2.test.ts > x',
      '… and 22 more',
    ]);
  });
});
