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
import { answer, idName } from './common/envelope.ts';
import { searchableListQuery } from './sorting.ts';
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

export const branchListQuery = searchableListQuery('branches');

export const branchManagerSchema = z.object({
  id: answer.id,
  employee_id: z.string(),
  user: z.object({ name: z.string() }),
});
export type BranchManager = z.infer<typeof branchManagerSchema>;

export const branchSchema = z.object({
  id: answer.id,
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  /** 'HH:MM' */
  opening_time: z.string().regex(/^\d{2}:\d{2}$/),
  closing_time: z.string().regex(/^\d{2}:\d{2}$/),
  manager_id: answer.id.nullable(),
  manager: branchManagerSchema.nullable(),
  timezone: z.string().nullable(),
  additional_notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: answer.timestamp,
  updated_at: answer.timestamp,
});
export type Branch = z.infer<typeof branchSchema>;

/** Dropdown item of `GET /branches/list`. */
export const branchOptionSchema = idName.extend({ code: z.string() });
export type BranchOption = z.infer<typeof branchOptionSchema>;
