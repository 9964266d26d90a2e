import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isZombie, sharedBuffersMb, startEmbedded } from './embedded.ts';

const holder = path.resolve(import.meta.dirname, '../../test/fixtures/hold-embedded.ts');
const dirs: string[] = [];
const tmp = async () => {
  const d = await mkdtemp(path.join(os.tmpdir(), 'travel-embedded-'));
  dirs.push(d);
  return d;
};
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** Start the embedded server in a child process and wait until it is serving. */
function startChild(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => {
      const m = /ready (\S+)/.exec(b.toString());
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  return { child, ready };
}

async function query(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

/** The process has exited: no such pid, or a zombie its new parent has not reaped yet. */
async function gone(pid: number, withinMs = 5000) {
  for (const start = Date.now(); Date.now() - start < withinMs; await sleep(50)) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    if (isZombie(pid)) return true;
  }
  return false;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('embedded PostgreSQL launcher', () => {
  it('keeps data across a clean restart', async () => {
    const dir = await tmp();
    const a = await startEmbedded(dir, () => {});
    await query(a.url, 'create table kept (v int); insert into kept values (42)');
    await a.stop();
    expect(existsSync(path.join(dir, 'app.lock'))).toBe(false);
    const b = await startEmbedded(dir, () => {});
    expect(await query(b.url, 'select v from kept')).toEqual([{ v: 42 }]);
    // Its cache is sized from the machine's memory, not PostgreSQL's 128 MB default.
    expect(
      await query(
        b.url,
        `select setting::int * 8 / 1024 as mb from pg_settings where name = 'shared_buffers'`,
      ),
    ).toEqual([{ mb: sharedBuffersMb() }]);
    await b.stop();
  });

  it('starts on another port when the free one it picked was taken before PostgreSQL bound it', async () => {
    const dir = await tmp();
    const squatter = net.createServer();
    await new Promise<void>((r) => squatter.listen(0, '127.0.0.1', () => r()));
    const taken = (squatter.address() as net.AddressInfo).port;
    const picked: number[] = [];
    const pick = async () => {
      const p = picked.length ? await freePort() : taken;
      picked.push(p);
      return p;
    };
    try {
      const s = await startEmbedded(dir, () => {}, 'travel', pick);
      expect(picked).toHaveLength(2);
      expect(new URL(s.url).searchParams.get('port')).toBe(String(picked[1]));
      expect(await query(s.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      await s.stop();
    } finally {
      squatter.close();
    }
  });

  it('sizes shared_buffers at an eighth of the memory, between 128 MB and 2 GB', () => {
    const gb = 2 ** 30;
    expect([0.5, 2, 8, 24, 64].map((n) => sharedBuffersMb(n * gb))).toEqual([
      128, 256, 1024, 2048, 2048,
    ]);
  });

  it('refuses a second app on the same folder while the first runs', async () => {
    const dir = await tmp();
    const { child, ready } = startChild(dir);
    await ready;
    await expect(startEmbedded(dir, () => {})).rejects.toThrow(
      /Another app instance \(pid \d+\) is using/,
    );
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    // Its server may still be running (SIGTERM skips the app's own stop): the next start copes.
    const next = await startEmbedded(dir, () => {});
    await next.stop();
  });

  it('starts cleanly after the app was killed with -9 mid-write', async () => {
    const dir = await tmp();
    const { child, ready } = startChild(dir);
    const url = await ready;
    await query(url, 'create table t (v int); insert into t select generate_series(1, 1000)');
    const orphanPid = Number(
      readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(() => process.kill(orphanPid, 0)).not.toThrow(); // the server outlived its app

    const next = await startEmbedded(dir, () => {});
    expect(await query(next.url, 'select count(*)::int as n from t')).toEqual([{ n: 1000 }]);
    expect(await gone(orphanPid)).toBe(true); // the orphan was shut down
    await next.stop();
  });
});
