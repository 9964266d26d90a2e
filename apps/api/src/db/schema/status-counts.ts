import * as pg from 'drizzle-orm/pg-core';

/**
 * How many rows of a table hold each status ('enquiries', 'transactions'), kept by triggers
 * (migration 0014) in the same database transaction as each write: the dashboard's counters
 * read a handful of rows instead of counting a million.
 */
export const statusCounts = pg.pgTable(
  'status_counts',
  {
    entity: pg.varchar({ length: 20 }).notNull(),
    status: pg.varchar({ length: 20 }).notNull(),
    // Several rows per status (migration 0074): a write adds to its transaction id's slot, so
    // concurrent creates and approvals do not queue on one row; readers sum.
    slot: pg.smallint().notNull().default(0),
    rows: pg.bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.entity, t.status, t.slot] })],
);
