import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { foreignId, timestamps } from './columns.ts';

/** The agency's drivers: day-plan services pick one, or keep a free-text name. */
export const drivers = pg.pgTable(
  'drivers',
  {
    id: pg.serial().primaryKey(),
    name: pg.varchar({ length: 100 }).notNull(),
    mobile: pg.varchar({ length: 30 }),
    // Where "Send to driver" emails the duty sheet.
    email: pg.varchar({ length: 255 }),
    vehicle_number: pg.varchar({ length: 30 }),
    active: pg.boolean().notNull().default(true),
    created_by: foreignId(() => users.id, 'set null'),
    ...timestamps,
  },
  (t) => [pg.index('drivers_name_idx').on(t.active, sql`lower(${t.name})`)],
);
