import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

/**
 * What used to live in one process: with these tables any number of API
 * processes on one database behave as one. Decision 023.
 */

/**
 * Password-guess limits (lib/sessions/login-limiter.ts): one row per key (an email and client, a
 * client, an account, a signed-in user), with the times of the attempts still counted, in
 * epoch milliseconds, oldest first. A row whose newest attempt has left its window is dead
 * (expires_ms) and is pruned.
 */
export const loginLimits = pg.pgTable(
  'login_limits',
  {
    key: pg.text().primaryKey(),
    hits: pg.bigint({ mode: 'number' }).array().notNull(),
    window_ms: pg.integer().notNull(),
    expires_ms: pg.bigint({ mode: 'number' }).notNull(),
  },
  (t) => [pg.index('login_limits_expires_idx').on(t.expires_ms)],
);

/** Uploaded files (transaction attachments), by the path the server chose (lib/files/storage.ts). */
export const storedFiles = pg.pgTable(
  'stored_files',
  {
    path: pg.text().primaryKey(),
    body: bytea().notNull(),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // ATTACHMENT_MAX_BYTES (2 MB): the route refuses larger files first, with its message.
  (t) => [pg.check('stored_files_size', sql`octet_length(${t.body}) <= 2097152`)],
);

/** Secrets the processes share: 'tokens' signs preview links when APP_SECRET is not set. */
export const appSecrets = pg.pgTable(
  'app_secrets',
  {
    name: pg.text().primaryKey(),
    value: bytea().notNull(),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.check('app_secrets_length', sql`octet_length(${t.value}) >= 32`)],
);
