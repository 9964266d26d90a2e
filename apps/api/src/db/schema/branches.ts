import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { timestamps } from './columns.ts';

// Branches and staff members reference each other (a branch's manager is a staff member, a
// staff member works at a branch), so both tables live in this one file: two files would
// import each other (issue 20, import/no-cycle).

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('branches_code_unique').on(sql`lower(${t.code})`),
    index('branches_manager_idx').on(t.managerId),
    index('branches_name_idx').on(t.name),
  ],
);

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_user_unique').on(t.userId),
    uniqueIndex('staff_employee_id_unique').on(t.employeeId),
    index('staff_branch_idx').on(t.branchId),
  ],
);
