import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cmdline, isAlive, startEmbedded } from '../embedded.ts';
import { BackupRefused } from './archive.ts';

/** Where a backup reads from or a restore writes to. */
export interface Connection {
  url: string;
  source: 'embedded' | 'DATABASE_URL';
  close: () => Promise<void>;
}

export interface Where {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (m: string) => void;
}

/**
 * The embedded server of DATA_DIR when one is running (an `npm start` on the same folder, or
 * a server it left behind). PostgreSQL's postmaster.pid says where it listens: line 1 is its
 * pid, 4 its port, 5 its socket directory. Starting a second server on the folder is what must
 * never happen; connecting to the running one is what a backup during business hours needs.
 */
export function runningEmbedded(dataDir: string) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid) || !cmdline(pid).includes('postgres')) return null;
  return { pid, port, socketDir: lines[4]?.trim() || '/tmp' };
}

const embeddedUrl = (dataDir: string, port: number, socketDir: string) => {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@localhost/travel?host=${encodeURIComponent(socketDir)}&port=${port}`;
};

const hasCluster = (dataDir: string) => existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));

export async function connectForBackup({ databaseUrl, dataDir, log }: Where): Promise<Connection> {
  if (databaseUrl) return { url: databaseUrl, source: 'DATABASE_URL', close: async () => {} };
  if (!hasCluster(dataDir))
    throw new BackupRefused(
      `${dataDir} holds no database to back up (no ${path.join(dataDir, 'pg')}). Set DATA_DIR to the app's data folder, or DATABASE_URL.`,
    );
  const running = runningEmbedded(dataDir);
  if (running) {
    log(`Backing up from the running server of ${dataDir} (PostgreSQL pid ${running.pid})`);
    return {
      url: embeddedUrl(dataDir, running.port, running.socketDir),
      source: 'embedded',
      close: async () => {},
    };
  }
  // Not running: start it for the backup. It holds app.lock meanwhile, so an `npm start` on
  // the same folder waits its turn (it refuses with a message) instead of sharing the files.
  const server = await startEmbedded(dataDir, log);
  return { url: server.url, source: 'embedded', close: server.stop };
}

export async function connectForRestore({ databaseUrl, dataDir, log }: Where): Promise<Connection> {
  if (databaseUrl) return { url: databaseUrl, source: 'DATABASE_URL', close: async () => {} };
  const running = runningEmbedded(dataDir);
  if (running)
    throw new BackupRefused(
      `The database of ${dataDir} is in use (PostgreSQL pid ${running.pid}): stop the app before restoring into it.`,
    );
  if (!hasCluster(dataDir)) log(`Creating a new database in ${dataDir}`);
  const server = await startEmbedded(dataDir, log);
  return { url: server.url, source: 'embedded', close: server.stop };
}
