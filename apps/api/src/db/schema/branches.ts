import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  date,
  index,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { foreignId, money, timestamps } from './columns.ts';
import { BLOOD_GROUPS, GENDERS } from '@app/contract';

// Branches and staff members reference each other (a branch's manager is a staff member, a
// staff member works at a branch), so both tables live in this one file: two files would
// import each other (issue 20, import/no-cycle).

export const branches = pgTable(
  'branches',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 150 }).notNull(),
    phone: varchar({ length: 30 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    address: text().notNull(),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 100 }).notNull(),
    country: varchar({ length: 100 }).notNull(),
    postal_code: varchar({ length: 20 }).notNull(),
    manager_id: foreignId((): AnyPgColumn => staffMembers.id, 'set null'),
    timezone: varchar({ length: 64 }),
    opening_time: time().notNull().default('09:00'),
    closing_time: time().notNull().default('18:00'),
    additional_notes: text(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('branches_code_unique').on(sql`lower(${t.code})`),
    index('branches_manager_idx').on(t.manager_id),
    index('branches_name_idx').on(t.name),
  ],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial().primaryKey(),
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    employee_id: varchar({ length: 30 }).notNull(),
    branch_id: foreignId((): AnyPgColumn => branches.id, 'restrict'),
    position: varchar({ length: 100 }).notNull(),
    department: varchar({ length: 100 }),
    phone: varchar({ length: 30 }).notNull(),
    gender: varchar({ length: 20, enum: GENDERS }),
    date_of_birth: date(),
    date_of_joining: date().notNull(),
    salary: money(),
    address: text().notNull(),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 100 }).notNull(),
    country: varchar({ length: 100 }).notNull(),
    postal_code: varchar({ length: 20 }).notNull(),
    emergency_contact: varchar({ length: 30 }),
    emergency_contact_name: varchar({ length: 150 }),
    blood_group: varchar({ length: 3, enum: BLOOD_GROUPS }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_user_unique').on(t.user_id),
    uniqueIndex('staff_employee_id_unique').on(t.employee_id),
    index('staff_branch_idx').on(t.branch_id),
  ],
);
