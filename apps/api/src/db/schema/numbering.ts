import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Counters behind generated numbers (ENQ-YYYY-NNNNN, TF-YYYY-NNNNN, AG-NNNN). */
export const numberCounters = pgTable(
  'number_counters',
  {
    kind: varchar({ length: 10 }).notNull(),
    year: integer().notNull(),
    value: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
