import { z } from 'zod';
import { requiredEmail } from './common/fields.ts';
import { ROLES } from './permissions.ts';

export const loginBody = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(255, 'The email may not be greater than 255 characters.')
    .transform((e) => e.toLowerCase()),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(200, 'The password may not be greater than 200 characters.'),
  remember: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/**
 * A user's email as a staff form saves it: lower case, since sign-in lower-cases what is typed
 * (loginBody) and must find it.
 */
export const signInEmail = requiredEmail().transform((e) => e.toLowerCase());

export const PASSWORD_MIN = 8;

/**
 * Only the length is checked here, on both sides. Whether a password is easy to guess is
 * judged on the server alone (zxcvbn with the owner's name and email), and comes back as an
 * error on the field.
 */
export const PASSWORD_MESSAGES = {
  weak: 'This password is too easy to guess. Avoid common words, names and your email address.',
  personal: 'The password must not contain the name or the email address.',
  tooManyAttempts: (seconds: number) =>
    `Too many password attempts. Please try again in ${seconds} seconds.`,
  busy: (seconds: number) =>
    `The server is busy checking passwords. Please try again in ${seconds} seconds.`,
} as const;

export const newPassword = (field = 'password') =>
  z
    .string({ error: `The ${field.replace(/_/g, ' ')} field is required.` })
    .min(
      PASSWORD_MIN,
      `The ${field.replace(/_/g, ' ')} must be at least ${PASSWORD_MIN} characters.`,
    )
    .max(200, `The ${field.replace(/_/g, ' ')} may not be greater than 200 characters.`);

export const changePasswordBody = z
  .object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .min(1, 'The current password field is required.'),
    password: newPassword(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  is_manager: z.boolean(),
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResult = z.object({ token: z.string(), user: sessionUser });
export type LoginResult = z.infer<typeof loginResult>;

/** Session lifetimes: 12 hours, or 30 days with "Keep me logged in". */
export const SESSION_HOURS = { short: 12, remember: 24 * 30 } as const;
/**
 * A session unused for this long ends (idle timeout, ASVS 7.3): two hours covers a lunch
 * break at the desk; "Remember me" sessions, on a device the user chose to trust, keep a week.
 */
export const SESSION_IDLE_MINUTES = { short: 120, remember: 7 * 24 * 60 } as const;
