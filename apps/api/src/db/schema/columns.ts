// Column blocks many tables share: when a row was made and when it last changed.
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, both set by the database on insert (updates set updated_at). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
