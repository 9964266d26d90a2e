import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * How many write statements each table has seen, kept by a statement trigger (migration 0017)
 * in the same transaction as each write. A table's counts only grow, so their sum is a version
 * that moves with every committed write: answers kept against it (lib/kept-json.ts) are served
 * only while it holds. One row per table and slot; each pooled connection of the API has its
 * own slot (db/client.ts, migration 0018), so concurrent writers never wait on each other's row.
 */
export const dataChanges = pgTable(
  'data_changes',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
