import { json, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { foreignId } from './columns.ts';
import { users } from './users.ts';

/** Idempotency-Key records: the first request's answer, replayed for its retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    key: varchar({ length: 100 }).notNull(),
    fingerprint: varchar({ length: 64 }).notNull(),
    status: smallint(),
    // json, not jsonb: the replay must be the first answer byte for byte (jsonb reorders keys).
    response: json(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
