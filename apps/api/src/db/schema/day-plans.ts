import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  time,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { drivers } from './drivers.ts';
import { users } from './users.ts';
import { timestamps } from './columns.ts';

export const dayPlans = pgTable(
  'day_plans',
  {
    id: serial('id').primaryKey(),
    planDate: date('plan_date').notNull(),
    serviceTime: time('service_time'),
    serviceDescription: text('service_description').notNull(),
    guestName: varchar('guest_name', { length: 150 }).notNull(),
    fileNumber: varchar('file_number', { length: 30 }),
    hotelName: varchar('hotel_name', { length: 150 }),
    driverName: varchar('driver_name', { length: 100 }),
    driverMobile: varchar('driver_mobile', { length: 30 }),
    vehicleNumber: varchar('vehicle_number', { length: 30 }),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    remarks: text('remarks'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    // A picked driver (issue 18); driver_name and the rest stay as typed or copied from it.
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    // Scheduled from a booking's line (issue 18): which file, which line, and the line's
    // fields as copied, so later edits to the booking show as differences, never silently.
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    sourceKind: varchar('source_kind', { length: 10 }),
    sourceLineId: integer('source_line_id'),
    sourceSnapshot: jsonb('source_snapshot'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // A day's plan is read by date, in time order.
    index('day_plans_date_time_idx').on(t.planDate, t.serviceTime, t.id),
    index('day_plans_booking_idx').on(t.bookingId),
    index('day_plans_driver_idx').on(t.driverId, t.planDate),
    check('day_plans_source_kind_check', sql`${t.sourceKind} in ('tour', 'flight')`),
    check(
      'day_plans_source_complete',
      sql`(${t.sourceKind} is null) = (${t.sourceLineId} is null) and (${t.sourceKind} is null) = (${t.sourceSnapshot} is null)`,
    ),
    check(
      'day_plans_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);
