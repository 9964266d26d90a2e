import * as pg from 'drizzle-orm/pg-core';
import { foreignId } from './columns.ts';
import { users } from './users.ts';

/** Idempotency-Key records: the first request's answer, replayed for its retries. */
export const idempotencyKeys = pg.pgTable(
  'idempotency_keys',
  {
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    key: pg.varchar({ length: 100 }).notNull(),
    fingerprint: pg.varchar({ length: 64 }).notNull(),
    status: pg.smallint(),
    // json, not jsonb: the replay must be the first answer byte for byte (jsonb reorders keys).
    response: pg.json(),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.user_id, t.key] })],
);
