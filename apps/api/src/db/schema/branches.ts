import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.ts';

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    address: text('address').notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }).notNull(),
    managerId: integer('manager_id').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    timezone: varchar('timezone', { length: 64 }),
    openingTime: time('opening_time').notNull().default('09:00'),
    closingTime: time('closing_time').notNull().default('18:00'),
    additionalNotes: text('additional_notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('branches_code_unique').on(sql`lower(${t.code})`),
    index('branches_manager_idx').on(t.managerId),
    index('branches_name_idx').on(t.name),
  ],
);
