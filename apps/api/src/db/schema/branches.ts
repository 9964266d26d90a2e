import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { activeRecord, foreignId, money, timestamps, uniqueLower } from './columns.ts';
import { BLOOD_GROUPS, GENDERS } from '@app/contract';

// Branches and staff members reference each other (a branch's manager is a staff member, a
// staff member works at a branch), so both tables live in this one file: two files would
// import each other (import/no-cycle).

export const branches = pg.pgTable(
  'branches',
  {
    id: pg.serial().primaryKey(),
    code: pg.varchar({ length: 20 }).notNull(),
    name: pg.varchar({ length: 150 }).notNull(),
    phone: pg.varchar({ length: 30 }).notNull(),
    email: pg.varchar({ length: 255 }).notNull(),
    address: pg.text().notNull(),
    city: pg.varchar({ length: 100 }).notNull(),
    state: pg.varchar({ length: 100 }).notNull(),
    country: pg.varchar({ length: 100 }).notNull(),
    postal_code: pg.varchar({ length: 20 }).notNull(),
    manager_id: foreignId((): AnyPgColumn => staffMembers.id, 'set null'),
    timezone: pg.varchar({ length: 64 }),
    opening_time: pg.time().notNull().default('09:00'),
    closing_time: pg.time().notNull().default('18:00'),
    additional_notes: pg.text(),
    ...activeRecord,
  },
  (t) => [
    uniqueLower('branches_code_unique', t.code),
    pg.index('branches_manager_idx').on(t.manager_id),
    pg.index('branches_name_idx').on(t.name),
  ],
);

export const staffMembers = pg.pgTable(
  'staff_members',
  {
    id: pg.serial().primaryKey(),
    user_id: foreignId(() => users.id, 'cascade').notNull(),
    employee_id: pg.varchar({ length: 30 }).notNull(),
    branch_id: foreignId((): AnyPgColumn => branches.id, 'restrict'),
    position: pg.varchar({ length: 100 }).notNull(),
    department: pg.varchar({ length: 100 }),
    phone: pg.varchar({ length: 30 }).notNull(),
    gender: pg.varchar({ length: 20, enum: GENDERS }),
    date_of_birth: pg.date(),
    date_of_joining: pg.date().notNull(),
    salary: money(),
    address: pg.text().notNull(),
    city: pg.varchar({ length: 100 }).notNull(),
    state: pg.varchar({ length: 100 }).notNull(),
    country: pg.varchar({ length: 100 }).notNull(),
    postal_code: pg.varchar({ length: 20 }).notNull(),
    emergency_contact: pg.varchar({ length: 30 }),
    emergency_contact_name: pg.varchar({ length: 150 }),
    blood_group: pg.varchar({ length: 3, enum: BLOOD_GROUPS }),
    ...timestamps,
  },
  (t) => [
    pg.uniqueIndex('staff_user_unique').on(t.user_id),
    pg.uniqueIndex('staff_employee_id_unique').on(t.employee_id),
    pg.index('staff_branch_idx').on(t.branch_id),
  ],
);
