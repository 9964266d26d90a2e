import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const embedded = path.resolve(import.meta.dirname, 'embedded.ts');

describe('a process that loads the embedded PostgreSQL module', () => {
  it('keeps the exit code it set (a failed test run must not exit 0)', () => {
    const script = `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`;
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(3);
  });
});
