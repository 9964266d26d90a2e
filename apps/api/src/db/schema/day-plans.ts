import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A day's plan is read by date, in time order.
    index('day_plans_date_time_idx').on(t.planDate, t.serviceTime, t.id),
    check(
      'day_plans_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);
