import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { foreignId, timestamps } from './columns.ts';
import { ROLES } from '@app/contract';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 150 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    password_hash: text().notNull(),
    role: varchar({ length: 20, enum: ROLES }).notNull().default('staff'),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'manager', 'staff')`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    permission: varchar({ length: 60 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission] })],
);

/** Opaque bearer tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    token_hash: varchar({ length: 64 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    /** Moved forward at most once a minute; the idle timeout counts from it. */
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idle_minutes: integer().notNull().default(120),
    ip: varchar({ length: 64 }),
    user_agent: varchar({ length: 255 }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
  ],
);
