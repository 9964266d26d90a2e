import {
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Idempotency-Key records: the first request's answer, replayed for its retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: smallint('status'),
    // json, not jsonb: the replay must be the first answer byte for byte (jsonb reorders keys).
    response: json('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
