import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannerPort } from '../test/wait-healthy.ts';
import { API_DIR, buildOnce } from '../test/outside/built-server.ts';
import { restartDelayMs } from './cluster.ts';
import { loadEnv } from './env.ts';

/** The node processes a process has forked (its workers), from /proc. */
function nodeChildren(pid: number): number[] {
  const all = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return all
    .filter(Boolean)
    .map(Number)
    .filter((c) => {
      try {
        return readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('server.js');
      } catch {
        return false;
      }
    });
}
const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/ Z /.test(stat(pid));
const stat = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\)/s, ' ');
  } catch {
    return '';
  }
};

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('WORKERS in the environment', () => {
  it('is 1 when unset or empty, and the number given', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(loadEnv({ WORKERS: '' }).WORKERS).toBe(1);
    expect(loadEnv({ WORKERS: '2' }).WORKERS).toBe(2);
  });

  it.each(['0', '2.5', ' 2', 'two', '-1', '02', '100'])(
    'refuses %j, never reads it as another',
    (w) => {
      expect(() => loadEnv({ WORKERS: w })).toThrow(
        'WORKERS: WORKERS must be a whole number of API processes from 1 to 99',
      );
    },
  );

  it('a dead worker is replaced after 1 s, doubling with each death within a minute, at most 30 s', () => {
    expect([1, 2, 3, 4, 6, 10].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 30_000, 30_000,
    ]);
  });
});

describe('WORKERS=2 npm start (the built server, embedded PostgreSQL)', () => {
  it('refuses WORKERS=0 before starting anything', async () => {
    await buildOnce();
    const parent = await mkdtemp(path.join(os.tmpdir(), 'travel-workers-0-'));
    const dataDir = path.join(parent, 'data');
    const r = spawnSync(process.execPath, [path.join(API_DIR, 'dist/server.js')], {
      env: { ...process.env, WORKERS: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const made = existsSync(dataDir);
    await rm(parent, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('WORKERS must be a whole number of API processes from 1 to 99');
    expect(made).toBe(false); // refused before the embedded PostgreSQL was made
  }, 60_000);

  it('starts PostgreSQL once, serves through 2 workers, replaces one killed, drains both on SIGTERM', async () => {
    await buildOnce();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-workers-'));
    let out = '';
    const primary = spawn(process.execPath, [path.join(API_DIR, 'dist/server.js')], {
      env: {
        ...process.env,
        WORKERS: '2',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0', // the workers share the kernel's pick; the primary's banner names it
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout.on('data', (b: Buffer) => (out += b.toString()));
    primary.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
    try {
      // The banner comes from the primary once both workers listen.
      await until('the banner', () => out.includes('Travel back office is running at'), 60_000);
      const port = bannerPort(out) ?? 0;
      expect(port).toBeGreaterThan(0);
      const base = `http://127.0.0.1:${port}`;
      expect(out.match(/Starting the embedded PostgreSQL server/g)).toHaveLength(1);
      expect(out).toContain('Starting 2 API workers...');
      const first = nodeChildren(primary.pid!);
      expect(first).toHaveLength(2);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      // A worker killed outright: the other answers meanwhile, and a new one takes its place.
      process.kill(first[0]!, 'SIGKILL');
      await until(
        'the restart',
        () =>
          out.includes(
            `(pid ${first[0]}) exited unexpectedly (signal SIGKILL); starting another in 1 s`,
          ),
        10_000,
      );
      for (let i = 0; i < 10; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
      await until('a new worker', () => nodeChildren(primary.pid!).length === 2, 30_000);
      const second = nodeChildren(primary.pid!);
      expect(second).toContain(first[1]);
      expect(second).not.toContain(first[0]);
      await until(
        'the new worker to listen',
        async () => {
          const answers = await Promise.all(
            Array.from({ length: 4 }, () => fetch(`${base}/api/health`).then((r) => r.status)),
          );
          return answers.every((s) => s === 200);
        },
        30_000,
      );

      // SIGTERM to the primary: a login in progress is answered, then everything stops.
      const inFlight = fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@test.example', password: 'Not-the-pass-1' }),
      }).then((r) => r.status);
      await new Promise((r) => setTimeout(r, 100));
      primary.kill('SIGTERM');
      expect(await inFlight).toBe(401);
      expect(await exited).toBe(0);
      for (const w of second) expect(alive(w)).toBe(false);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
    } catch (e) {
      throw new Error(`${(e as Error).message}\nserver output:\n${out}`, { cause: e });
    } finally {
      // On a failure, the same clean stop (it stops PostgreSQL), else no orphan is left.
      if (primary.exitCode === null && primary.signalCode === null) {
        primary.kill('SIGTERM');
        const t = setTimeout(() => primary.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(t);
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 120_000);
});
