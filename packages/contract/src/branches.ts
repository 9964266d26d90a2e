import { z } from 'zod';
import {
  booleanField,
  isValidTimeZone,
  optionalId,
  optionalText,
  phoneField,
  requiredEmail,
  requiredText,
  requiredTime,
} from './common/fields.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import { BRANCH_DEFAULTS } from './constants.ts';

export const branchInput = z
  .object({
    code: requiredText('code', 20),
    name: requiredText('name', 150),
    phone: phoneField('phone'),
    email: requiredEmail(),
    address: requiredText('address', 500),
    city: requiredText('city', 100),
    state: requiredText('state', 100),
    country: requiredText('country', 100),
    postal_code: requiredText('postal_code', 20),
    opening_time: requiredTime('opening_time').default(BRANCH_DEFAULTS.opening_time),
    closing_time: requiredTime('closing_time').default(BRANCH_DEFAULTS.closing_time),
    manager_id: optionalId('manager'),
    timezone: optionalText('timezone', 64).refine((tz) => tz === null || isValidTimeZone(tz), {
      message: 'The timezone must be a valid time zone, e.g. Asia/Kolkata.',
    }),
    additional_notes: optionalText('additional_notes', 2000),
    is_active: booleanField('is_active').default(true),
  })
  .refine((b) => b.closing_time > b.opening_time, {
    path: ['closing_time'],
    message: 'The closing time must be after the opening time.',
  });
export type BranchInput = z.input<typeof branchInput>;
export type BranchValues = z.output<typeof branchInput>;

export const branchListQuery = pagingQuery.extend({
  search: searchParam,
  sort: sortParam('branches'),
});

export interface BranchManager {
  id: number;
  employee_id: string;
  user: { name: string };
}

export interface Branch {
  id: number;
  code: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  opening_time: string;
  closing_time: string;
  manager_id: number | null;
  manager: BranchManager | null;
  timezone: string | null;
  additional_notes: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** Dropdown item of `GET /branches/list`. */
export interface BranchOption {
  id: number;
  name: string;
  code: string;
}

/** Item of `GET /managers/list`, shown as 'name (employee_id)'. */
export interface ManagerOption {
  id: number;
  name: string;
  employee_id: string;
}
