import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { activeRecord, foreignId, uniqueLower } from './columns.ts';
import { ROLES } from '@app/contract';

export const users = pg.pgTable(
  'users',
  {
    id: pg.serial().primaryKey(),
    name: pg.varchar({ length: 150 }).notNull(),
    email: pg.varchar({ length: 255 }).notNull(),
    password_hash: pg.text().notNull(),
    role: pg.varchar({ length: 20, enum: ROLES }).notNull().default('staff'),
    ...activeRecord,
  },
  (t) => [
    uniqueLower('users_email_unique', t.email),
    pg.check('users_role_check', sql`${t.role} in ('admin', 'manager', 'staff')`),
  ],
);

export const userPermissions = pg.pgTable(
  'user_permissions',
  {
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    permission: pg.varchar({ length: 60 }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.user_id, t.permission] })],
);

/** Opaque bearer tokens: only the SHA-256 of the token is stored. */
export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.serial().primaryKey(),
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    token_hash: pg.varchar({ length: 64 }).notNull(),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: pg.timestamp({ withTimezone: true }).notNull(),
    revoked_at: pg.timestamp({ withTimezone: true }),
    /** Moved forward at most once a minute; the idle timeout counts from it. */
    last_seen_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    idle_minutes: pg.integer().notNull().default(120),
    ip: pg.varchar({ length: 64 }),
    user_agent: pg.varchar({ length: 255 }),
  },
  (t) => [
    pg.uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    pg.index('sessions_user_idx').on(t.user_id),
  ],
);
