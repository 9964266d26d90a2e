import { z } from 'zod';
import { whenValid } from './common/refine.ts';
import { optionalDate, requiredDate } from './common/dates.ts';
import {
  booleanField,
  optionalId,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredEmail,
  requiredText,
} from './common/fields.ts';
import { optionalMoneyField } from './common/money.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import { newPassword } from './auth.ts';
import { PERMISSION_KEYS, ROLES } from './permissions.ts';
import type { Role } from './permissions.ts';
import { BLOOD_GROUPS, GENDERS } from './constants.ts';

const staffFields = {
  name: requiredText('name', 150),
  email: requiredEmail().transform((e) => e.toLowerCase()),
  role: z.enum(ROLES, { error: 'The selected role is invalid.' }).default('staff'),
  is_active: booleanField('is_active').default(true),
  employee_id: requiredText('employee_id', 30),
  position: requiredText('position', 100),
  department: optionalText('department', 100),
  phone: phoneField('phone'),
  gender: z
    .union([z.enum(GENDERS), z.literal('')], { error: 'The selected gender is invalid.' })
    .nullish()
    .transform((v) => v || null),
  date_of_birth: optionalDate('date_of_birth'),
  date_of_joining: requiredDate('date_of_joining'),
  salary: optionalMoneyField('salary'),
  branch_id: optionalId('branch'),
  address: requiredText('address', 500),
  city: requiredText('city', 100),
  state: requiredText('state', 100),
  country: requiredText('country', 100),
  postal_code: requiredText('postal_code', 20),
  emergency_contact: optionalPhoneField('emergency_contact'),
  emergency_contact_name: optionalText('emergency_contact_name', 150),
  blood_group: z
    .union([z.enum(BLOOD_GROUPS), z.literal('')], { error: 'The selected blood group is invalid.' })
    .nullish()
    .transform((v) => v || null),
};

const confirmation = z.string().nullish();
const matches = (v: {
  password?: string | null;
  password_confirmation?: string | null | undefined;
}) => !v.password || v.password === v.password_confirmation;
const mismatch = {
  path: ['password_confirmation'],
  message: 'The password confirmation does not match.',
  ...whenValid('password', 'password_confirmation'),
};

/** Create: password and confirmation required. */
export const staffCreateInput = z
  .object({ ...staffFields, password: newPassword(), password_confirmation: confirmation })
  .refine(matches, mismatch);

/** Edit: a blank password keeps the current one; confirmation only if one is typed. */
export const staffUpdateInput = z
  .object({
    ...staffFields,
    password: z
      .union([z.literal(''), newPassword()])
      .nullish()
      .transform((v) => v || null),
    password_confirmation: confirmation,
  })
  .refine(matches, mismatch);

export type StaffCreateInput = z.input<typeof staffCreateInput>;
export type StaffValues = z.output<typeof staffUpdateInput>;

export const staffListQuery = pagingQuery.extend({
  search: searchParam,
  sort: sortParam('staff'),
});

export const staffStatusBody = z.object({ is_active: booleanField('is_active') });

export const staffPermissionsBody = z.object({
  permissions: z
    .array(
      z.enum(PERMISSION_KEYS as [string, ...string[]], { error: 'The permission is not known.' }),
      { error: 'The permissions must be a list.' },
    )
    .max(PERMISSION_KEYS.length),
});

/** One shape on every screen: the staff record with its user nested. */
export interface StaffMember {
  id: number;
  employee_id: string;
  branch_id: number | null;
  branch: { id: number; name: string } | null;
  position: string;
  department: string | null;
  phone: string;
  gender: (typeof GENDERS)[number] | null;
  date_of_birth: string | null;
  date_of_joining: string;
  salary: string | null;
  address: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  emergency_contact: string | null;
  emergency_contact_name: string | null;
  blood_group: (typeof BLOOD_GROUPS)[number] | null;
  user: { id: number; name: string; email: string; role: Role; is_active: boolean };
  permissions: string[];
  created_at: string;
}
