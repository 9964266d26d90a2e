import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isValidTimeZone } from '@app/contract';

/** An unset variable and an empty one mean the same: not configured. */
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The environment, parsed once. Nothing else reads process.env. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  /**
   * Signs preview links; every process on one database must have the same. Required with
   * DATABASE_URL (linkSecret); the embedded default keeps one in its database when unset.
   */
  APP_SECRET: optional.refine(
    (v) => v === undefined || v.length >= 32,
    'APP_SECRET must be at least 32 characters (for example: openssl rand -hex 32)',
  ),
  /**
   * API processes on the one port (node:cluster): 1 is a single process; more fork
   * workers from a primary that starts PostgreSQL once. Each worker has its own DB_POOL_MAX.
   */
  WORKERS: optional
    .pipe(
      z
        .string()
        .regex(/^[1-9][0-9]?$/, 'WORKERS must be a whole number of API processes from 1 to 99')
        .optional(),
    )
    .transform((v) => (v === undefined ? 1 : Number(v))),
  /**
   * Connections each API process keeps open to PostgreSQL; unset, the cores' share
   * (defaultPoolMax).
   */
  DB_POOL_MAX: optional
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(100).optional()),
  /** How long a request waits for a database connection before it answers 503. */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Exports each API process runs at once, each on a connection of its own small pool beside
   * DB_POOL_MAX's (modules/exports/export-gate.ts); past it an export answers 429.
   */
  EXPORT_POOL_MAX: z.coerce.number().int().min(1).max(20).default(3),
  /** An export whose reader takes nothing for this long is dropped and its connection freed. */
  EXPORT_STALL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Memory for answers kept until their tables change (lib/kept/kept-json.ts); 0 turns it off. */
  KEPT_ANSWERS_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  SMTP_URL: optional,
  /** This process sends queued mail; off leaves it to the other processes. */
  OUTBOX_SENDER: z.enum(['on', 'off']).default('on'),
  APP_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isValidTimeZone, 'APP_TIMEZONE must be an IANA time zone'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  /** Behind a reverse proxy that terminates TLS: trust its X-Forwarded-* headers. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Serve HTTPS directly: PEM files of the certificate (chain) and its private key. */
  TLS_CERT_FILE: optional,
  TLS_KEY_FILE: optional,
  /** Serve the OpenAPI document at /api/docs without a session. */
  API_DOCS_PUBLIC: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = Omit<z.infer<typeof schema>, 'DB_POOL_MAX'> & {
  DB_POOL_MAX: number;
  dataDir: string;
};

/**
 * PostgreSQL does its best work with about two busy connections a core and one more
 * (HikariCP's "About Pool Sizing", the PostgreSQL wiki's "Number Of Database Connections"):
 * past that its backends take turns on the cores and spin on the same locks, so more
 * connections are less work done. On 2 cores, 32 payments at once went through 100-134 a
 * second on 5 connections and 73-94 on 20 (decision 060). The cores here are the database's
 * when it is the embedded one; N workers share them.
 */
export function defaultPoolMax(cores: number, workers: number) {
  return Math.max(2, Math.ceil((2 * cores + 1) / workers));
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (!parsed.data.TLS_CERT_FILE !== !parsed.data.TLS_KEY_FILE) {
    throw new Error('Invalid environment:\n  TLS_CERT_FILE and TLS_KEY_FILE go together');
  }
  return {
    ...parsed.data,
    DB_POOL_MAX:
      parsed.data.DB_POOL_MAX ?? defaultPoolMax(os.availableParallelism(), parsed.data.WORKERS),
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}

/**
 * The key that signs preview links, for the server: APP_SECRET's bytes, or undefined on the
 * embedded default without it (the app then uses the one kept in the database). With
 * DATABASE_URL it is required: processes on other machines share that database, and each
 * must check the links the others sign.
 */
export function linkSecret(env: Env): Buffer | undefined {
  if (env.APP_SECRET) return Buffer.from(env.APP_SECRET, 'utf8');
  if (env.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  APP_SECRET is required when DATABASE_URL is set: every API process on the database must sign links with the same secret (for example: openssl rand -hex 32)',
    );
  }
  return undefined;
}
