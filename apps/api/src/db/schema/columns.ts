// Column blocks many tables share: when a row was made and when it last changed.
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, both set by the database on insert (updates set updated_at). */
export const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
