import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { foreignId, timestamps } from './columns.ts';

/** The agency's drivers (issue 18): day-plan services pick one, or keep a free-text name. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    mobile: varchar({ length: 30 }),
    // Where "Send to driver" emails the duty sheet.
    email: varchar({ length: 255 }),
    vehicle_number: varchar({ length: 30 }),
    active: boolean().notNull().default(true),
    created_by: foreignId(() => users.id, 'set null'),
    ...timestamps,
  },
  (t) => [index('drivers_name_idx').on(t.active, sql`lower(${t.name})`)],
);
