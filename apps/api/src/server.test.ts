import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitListening } from '../test/wait-healthy.ts';

const server = path.resolve(import.meta.dirname, 'server.ts');

describe('the server process', () => {
  it('on PORT=0 names the port the kernel picked in its banner; on SIGTERM finishes an open request, stops its embedded PostgreSQL and exits within 10 s', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-sigterm-'));
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      // Starting (tsx, initdb, every migration) is not what this tests: 20 s was too short with
      // the other API shard beside it on two cores. The exit below keeps its 10 s.
      // waitListening reads the port from the banner and asks /api/health there.
      const port = await waitListening(child, 40_000);
      if (port === null) throw new Error('server did not start');
      expect(port).toBeGreaterThan(0);
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      expect(existsSync(pidFile)).toBe(true);
      // A login spends ~0.4 s hashing: it is still running when SIGTERM arrives.
      const inFlight = fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@test.example', password: 'Not-the-pass-1' }),
      }).then((r) => r.status);
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await inFlight).toBe(401); // answered, not cut off
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(existsSync(pidFile)).toBe(false); // PostgreSQL shut down cleanly with it
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 75_000);
});
