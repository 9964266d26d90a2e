import { z } from 'zod';
import { FIELD_RULES } from '../messages.ts';
import { orBlank, PHONE_PATTERN } from './json-schema.ts';

/**
 * Field builders with the messages users see under the fields. A blank required field gets
 * only "is required": the rules after it pass a blank by themselves. Not zod's `abort`,
 * which would also stop the object's rules across fields (dates in order, passwords that
 * match) from running while any field is blank (every error at once).
 */
const label = (field: string) => field.replace(/_/g, ' ');

export const requiredText = (field: string, max = 255) =>
  z
    .string({ error: `The ${label(field)} field is required.` })
    .trim()
    .min(1, { error: `The ${label(field)} field is required.` })
    .max(max, `The ${label(field)} may not be greater than ${max} characters.`);

/** Optional text: blank becomes null so the database never stores empty strings. */
export const optionalText = (field: string, max = 255) =>
  z
    .string({ error: `The ${label(field)} must be text.` })
    .trim()
    .max(max, `The ${label(field)} may not be greater than ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredEmail = (field = 'email') =>
  requiredText(field)
    .pipe(z.email(`The ${label(field)} must be a valid email address.`))
    .meta({ format: 'email' });

export const optionalEmail = (field = 'email') =>
  optionalText(field)
    .pipe(z.email(`The ${label(field)} must be a valid email address.`).nullable())
    .meta(orBlank({ type: 'string', maxLength: 255, format: 'email' }));

/**
 * A phone number as people write it: 7 to 15 digits, an optional leading +, spaces and dashes
 * between them. Kept as typed (trimmed), never reformatted.
 */
export const isPhoneNumber = (v: string) => {
  if (!/^\+?[0-9][0-9 -]*$/.test(v) || /[ -]$/.test(v)) return false;
  const digits = v.replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
};

/** Every mobile and phone field: staff, agents, enquiries, bookings, day plans, branches. */
export const phoneField = (field: string, max = 30) =>
  requiredText(field, max)
    .refine((v) => v === '' || isPhoneNumber(v), FIELD_RULES.phone(label(field)))
    .meta({ pattern: PHONE_PATTERN });

/** An optional phone: blank becomes null; anything else must be a phone number. */
export const optionalPhoneField = (field: string, max = 30) =>
  optionalText(field, max)
    .refine((v) => v === null || isPhoneNumber(v), FIELD_RULES.phone(label(field)))
    .meta(orBlank({ type: 'string', maxLength: max, pattern: PHONE_PATTERN }));

/**
 * A Permanent Account Number as the Income Tax Department issues it: five capital letters,
 * four digits, a capital letter (ABCDE1234F). Refused, not upper-cased, when typed otherwise.
 */
export const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const optionalPan = (field: string) =>
  optionalText(field, 10)
    .pipe(
      z
        .string()
        .regex(
          PAN,
          `The ${label(field).replace(/\bpan\b/, 'PAN')} must be 5 capital letters, 4 digits and a capital letter, as ABCDE1234F.`,
        )
        .nullable(),
    )
    .meta(orBlank({ type: 'string', pattern: `^\\s*${PAN.source.slice(1, -1)}\\s*$` }));

/** HH:MM; ':00' seconds (as PostgreSQL prints a time) are the same time, other seconds are refused. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;
/** HHMM for a JSON-schema reader (json-schema.ts); spaces around are trimmed. */
export const HHMM_PATTERN = `^\\s*${HHMM.source.slice(1, -1)}\\s*$`;

/** A time of day as HH:MM (":00" seconds, as PostgreSQL prints them, are dropped). */
export const requiredTime = (field: string) =>
  requiredText(field, 8)
    .refine((v) => v === '' || HHMM.test(v), `The ${label(field)} must be a time as HH:MM.`)
    .transform((v) => v.slice(0, 5))
    .meta({ pattern: HHMM_PATTERN });

/** PostgreSQL `integer` ids: anything past this would overflow the column (a 500, not a 404). */
export const MAX_ID = 2_147_483_647;
const isRecordId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;
/** isRecordId for a JSON-schema reader: a number must be a whole one in range. */
const RECORD_ID = { minimum: 1, maximum: MAX_ID, multipleOf: 1 };

/** A required reference to a record, from JSON (number) or a form (text). */
export const requiredId = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `The ${label(field)} field is required.` })
    .transform((v, ctx) => {
      const n = Number(v);
      if (v === '' || !isRecordId(n)) {
        ctx.addIssue({
          code: 'custom',
          message:
            v === ''
              ? `The ${label(field)} field is required.`
              : `The selected ${label(field)} is invalid.`,
        });
        return z.NEVER;
      }
      return n;
    })
    .meta(RECORD_ID);

/**
 * An id as it arrives in a path or query string: decimal digits only, no sign, no leading zero,
 * no exponent or hex (`0x1` and `1e0` name no record; `Number()` would read both as 1).
 */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const idText = z
  .string()
  .regex(ID_TEXT)
  .transform(Number)
  .refine((n) => n <= MAX_ID);

/** An id used as a list filter in a query string: blank means no filter. */
export const idFilter = idText.optional().or(z.literal(''));

/**
 * A list filter: one of `values`, or '' or absent for all; anything else is refused by its name.
 * One enum with the blank in it, not a union: a union's refusal is zod's bare "Invalid input".
 */
export const choiceFilter = <const T extends readonly [string, ...string[]]>(
  values: T,
  name: string,
) => z.enum(['', ...values] as const, { error: `The selected ${name} is invalid.` }).optional();

export const optionalId = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `The selected ${label(field)} is invalid.` })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (!isRecordId(n)) {
        ctx.addIssue({ code: 'custom', message: `The selected ${label(field)} is invalid.` });
        return z.NEVER;
      }
      return n;
    })
    .meta(RECORD_ID);

export const booleanField = (field: string) =>
  z.boolean({ error: `The ${label(field)} field must be true or false.` });

/** Route params: positive integer ids; anything else is a 404, not a crash. */
export const idParams = z.object({ id: idText });

export function isValidTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
