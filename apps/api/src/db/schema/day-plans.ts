import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { drivers } from './drivers.ts';
import { users } from './users.ts';
import { foreignId, money, timestamps } from './columns.ts';
import { DAY_PLAN_STATUSES, DEFAULT_DAY_PLAN_CURRENCY, SOURCE_KINDS } from '@app/contract';
import { currencies } from './currencies.ts';

export const dayPlans = pg.pgTable(
  'day_plans',
  {
    id: pg.serial().primaryKey(),
    plan_date: pg.date().notNull(),
    service_time: pg.time(),
    service_description: pg.text().notNull(),
    guest_name: pg.varchar({ length: 150 }).notNull(),
    file_number: pg.varchar({ length: 30 }),
    hotel_name: pg.varchar({ length: 150 }),
    driver_name: pg.varchar({ length: 100 }),
    driver_mobile: pg.varchar({ length: 30 }),
    vehicle_number: pg.varchar({ length: 30 }),
    amount: money(),
    // The amount's currency: any active one (the service checks), dollars unless said.
    currency: pg
      .char({ length: 3 })
      .notNull()
      .default(DEFAULT_DAY_PLAN_CURRENCY)
      .references(() => currencies.code, { onDelete: 'restrict' }),
    remarks: pg.text(),
    status: pg.varchar({ length: 20, enum: DAY_PLAN_STATUSES }).notNull().default('pending'),
    // A picked driver; driver_name and the rest stay as typed or copied from it.
    driver_id: foreignId(() => drivers.id, 'restrict'),
    // Scheduled from a booking's line: which file, which line, and the line's
    // fields as copied, so later edits to the booking show as differences, never silently.
    booking_id: foreignId(() => bookings.id, 'set null'),
    source_kind: pg.varchar({ length: 10, enum: SOURCE_KINDS }),
    source_line_id: pg.integer(),
    source_snapshot: pg.jsonb(),
    created_by: foreignId(() => users.id, 'set null'),
    ...timestamps,
  },
  (t) => [
    // A day's plan is read by date, in time order.
    pg.index('day_plans_date_time_idx').on(t.plan_date, t.service_time, t.id),
    pg.index('day_plans_booking_idx').on(t.booking_id),
    pg.index('day_plans_driver_idx').on(t.driver_id, t.plan_date),
    pg.check('day_plans_source_kind_check', sql`${t.source_kind} in ('tour', 'flight')`),
    pg.check(
      'day_plans_source_complete',
      sql`(${t.source_kind} is null) = (${t.source_line_id} is null) and (${t.source_kind} is null) = (${t.source_snapshot} is null)`,
    ),
    pg.check(
      'day_plans_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);
