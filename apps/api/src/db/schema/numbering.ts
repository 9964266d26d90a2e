import * as pg from 'drizzle-orm/pg-core';

/** Counters behind generated numbers (ENQ-YYYY-NNNNN, TF-YYYY-NNNNN, AG-NNNN). */
export const numberCounters = pg.pgTable(
  'number_counters',
  {
    kind: pg.varchar({ length: 10 }).notNull(),
    year: pg.integer().notNull(),
    value: pg.integer().notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.year] })],
);
