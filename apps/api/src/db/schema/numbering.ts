import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Counters behind generated numbers (ENQ-YYYY-NNNNN, TF-YYYY-NNNNN, AG-NNNN). */
export const numberCounters = pgTable(
  'number_counters',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    year: integer('year').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
