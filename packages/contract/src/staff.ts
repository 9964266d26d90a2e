import { z } from 'zod';
import { whenValid } from './common/refine.ts';
import { optionalDate, requiredDate } from './common/dates.ts';
import {
  booleanField,
  optionalId,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
} from './common/fields.ts';
import { optionalMoneyField } from './common/money.ts';
import { answer, idName } from './common/envelope.ts';
import { searchableListQuery } from './sorting.ts';
import { newPassword, signInEmail } from './auth.ts';
import { PERMISSION_KEYS, ROLES } from './permissions.ts';
import { BLOOD_GROUPS, GENDERS } from './constants.ts';

const staffFields = {
  name: requiredText('name', 150),
  email: signInEmail,
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

/** A list of permission keys, each one the API knows. */
const permissionList = z
  .array(
    z.enum(PERMISSION_KEYS as [string, ...string[]], { error: 'The permission is not known.' }),
    { error: 'The permissions must be a list.' },
  )
  .max(PERMISSION_KEYS.length);

/**
 * Create: password and confirmation required. `permissions` left out means the role's
 * defaults (ROLE_DEFAULT_PERMISSIONS); a list, even an empty one, is granted as sent.
 */
export const staffCreateInput = z
  .object({
    ...staffFields,
    password: newPassword(),
    password_confirmation: confirmation,
    permissions: permissionList.optional(),
  })
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

export const staffListQuery = searchableListQuery('staff');

export const staffStatusBody = z.object({ is_active: booleanField('is_active') });

export const staffPermissionsBody = z.object({ permissions: permissionList });

/** One shape on every screen: the staff record with its user nested. */
export const staffMemberSchema = z.object({
  id: answer.id,
  employee_id: z.string(),
  branch_id: answer.id.nullable(),
  branch: idName.nullable(),
  position: z.string(),
  department: z.string().nullable(),
  phone: z.string(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: answer.day.nullable(),
  date_of_joining: answer.day,
  salary: answer.money.nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  emergency_contact: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  blood_group: z.enum(BLOOD_GROUPS).nullable(),
  user: z.object({
    id: answer.id,
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    is_active: z.boolean(),
  }),
  permissions: z.array(z.string()),
  created_at: answer.timestamp,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Item of `GET /managers/list` (the branch form's manager select): 'name (employee_id)'. */
export const managerOptionSchema = idName.extend({ employee_id: z.string() });
export type ManagerOption = z.infer<typeof managerOptionSchema>;
