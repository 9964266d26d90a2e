import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const passwordModule = pathToFileURL(path.resolve(import.meta.dirname, 'password.ts')).href;

// In a clean process: hash and verify at the production cost, two at once (the queue's
// limit), and report the peak resident set size (maxRSS is in KiB on Linux).
const script = `
const { DEFAULT_COST, hashPassword, verifyPassword } = await import(${JSON.stringify(passwordModule)});
const before = process.resourceUsage().maxRSS;
for (let i = 0; i < 3; i++) {
  const [a, b] = await Promise.all([hashPassword('Memory-lantern-' + i, DEFAULT_COST), hashPassword('Other-lantern-' + i)]);
  const ok = await Promise.all([verifyPassword('Memory-lantern-' + i, a), verifyPassword('Wrong-lantern', b)]);
  if (ok[0] !== true || ok[1] !== false) throw new Error('verify gave ' + ok);
}
process.stdout.write(JSON.stringify({ before, peak: process.resourceUsage().maxRSS }));
`;

function runChild(): Promise<{ before: number; peak: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as { before: number; peak: number })
        : reject(new Error(`child exited ${code}: ${err}`)),
    );
  });
}

describe('password hashing memory', () => {
  it('keeps a process doing logins under 300 MB (two hashes at once at the default cost)', async () => {
    const { before, peak } = await runChild();
    const mb = (kib: number) => Math.round(kib / 1024);
    console.info(`password hashing: RSS ${mb(before)} MB before, peak ${mb(peak)} MB`);
    expect(mb(peak)).toBeLessThan(300);
    expect(mb(peak - before)).toBeLessThan(100); // two Argon2id hashes of 19 MiB each, and slack
  }, 60_000);
});
