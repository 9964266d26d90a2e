import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { users } from './users.ts';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeId: varchar('employee_id', { length: 30 }).notNull(),
    branchId: integer('branch_id').references((): AnyPgColumn => branches.id, {
      onDelete: 'restrict',
    }),
    position: varchar('position', { length: 100 }).notNull(),
    department: varchar('department', { length: 100 }),
    phone: varchar('phone', { length: 30 }).notNull(),
    gender: varchar('gender', { length: 20 }),
    dateOfBirth: date('date_of_birth'),
    dateOfJoining: date('date_of_joining').notNull(),
    salary: numeric('salary', { precision: 14, scale: 2 }),
    address: text('address').notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }).notNull(),
    emergencyContact: varchar('emergency_contact', { length: 30 }),
    emergencyContactName: varchar('emergency_contact_name', { length: 150 }),
    bloodGroup: varchar('blood_group', { length: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_user_unique').on(t.userId),
    uniqueIndex('staff_employee_id_unique').on(t.employeeId),
    index('staff_branch_idx').on(t.branchId),
  ],
);
