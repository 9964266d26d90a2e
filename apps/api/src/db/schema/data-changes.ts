import * as pg from 'drizzle-orm/pg-core';

/**
 * How many write statements each table has seen, kept by a statement trigger (migrations 0017,
 * 0027) in the same transaction as each write. A table's counts only grow, so their sum is a
 * version that moves with every committed write: answers kept against it (lib/kept/kept-json.ts)
 * are served only while it holds. Each writing transaction counts in its own row (`txn`, its
 * transaction id), so concurrent writers never wait on each other's row and nothing depends on
 * the connection (PgBouncer in transaction mode hands one connection to many clients). Rows of
 * committed transactions are folded into the table's row 0 now and then (compactDataChanges),
 * which leaves every sum as it was.
 */
export const dataChanges = pg.pgTable(
  'data_changes',
  {
    name: pg.text().notNull(),
    txn: pg.bigint({ mode: 'number' }).notNull(),
    changes: pg.bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.name, t.txn] })],
);
