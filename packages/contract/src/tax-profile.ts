import { z } from 'zod';
import { optionalEmail, optionalPhoneField, PAN, requiredText } from './common/fields.ts';
import { answer } from './common/envelope.ts';
import { whenValid } from './common/refine.ts';
import { INDIAN_STATES, SUPPLIER_MESSAGES } from './suppliers-values.ts';
import {
  DOCUMENT_PREFIX_MAX,
  DOCUMENT_PREFIX_PATTERN,
  documentNumber,
  gstinProblemOf,
  PIN_CODE_PATTERN,
  TAX_PROFILE_MESSAGES as M,
} from './tax-profile-values.ts';

export * from './tax-profile-values.ts';

/** A code typed in any case and spacing (a GSTIN, a PAN), kept upper-case without spaces. */
export const compact = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v), schema);

/** A document series' prefix: rule 46(b)'s characters, short enough for the longest number. */
const prefixField = (field: string, what: string) =>
  compact(
    requiredText(field, 20).superRefine((v, ctx) => {
      if (v === '') return;
      if (!DOCUMENT_PREFIX_PATTERN.test(v))
        ctx.addIssue({ code: 'custom', message: M.prefix(what) });
      else if (v.length > DOCUMENT_PREFIX_MAX)
        ctx.addIssue({
          code: 'custom',
          message: M.prefixLength(what, documentNumber(v, '2026-04-01', 1)),
        });
    }),
  );

/** The state by the list's spelling, whatever the case it was typed in. */
const indianState = requiredText('state', 100).transform((v, ctx) => {
  if (v === '') return v;
  const named = INDIAN_STATES.find((s) => s.toLowerCase() === v.toLowerCase());
  if (!named) {
    ctx.addIssue({ code: 'custom', message: M.stateInvalid });
    return z.NEVER;
  }
  return named;
});

/**
 * The agency's tax profile (decision 050): who issues its tax invoices and credit notes, and
 * how they are numbered. The GSTIN's check character, its state code (the agency's state) and
 * the PAN inside it are checked with the other fields.
 */
export const taxProfileInput = z
  .object({
    legal_name: requiredText('legal_name', 150),
    address: requiredText('address', 500),
    city: requiredText('city', 100),
    state: indianState,
    pincode: compact(
      requiredText('pincode', 10).refine((v) => v === '' || PIN_CODE_PATTERN.test(v), M.pincode),
    ),
    gstin: compact(requiredText('gstin', 20)),
    pan: compact(
      requiredText('pan', 10).refine(
        (v) => v === '' || PAN.test(v),
        'The PAN must be 5 capital letters, 4 digits and a capital letter, as ABCDE1234F.',
      ),
    ),
    email: optionalEmail('email'),
    phone: optionalPhoneField('phone'),
    invoice_prefix: prefixField('invoice_prefix', 'invoice'),
    credit_note_prefix: prefixField('credit_note_prefix', 'credit-note'),
  })
  .refine((p) => gstinProblemOf('agency', p.gstin, p) === null, {
    path: ['gstin'],
    error: (issue) => {
      const p = issue.input as { gstin: string; state: string; pan: string };
      return gstinProblemOf('agency', p.gstin, p) ?? SUPPLIER_MESSAGES.gstinFormat;
    },
    ...whenValid('gstin', 'state', 'pan'),
  })
  .refine((p) => p.invoice_prefix !== p.credit_note_prefix, {
    path: ['credit_note_prefix'],
    error: M.prefixesSame,
    ...whenValid('invoice_prefix', 'credit_note_prefix'),
  });
export type TaxProfileInput = z.input<typeof taxProfileInput>;
export type TaxProfileValues = z.output<typeof taxProfileInput>;

export const taxProfileSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  /** The GSTIN's first two digits: the agency's GST state code. */
  state_code: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  pan: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  invoice_prefix: z.string(),
  credit_note_prefix: z.string(),
  updated_by: z.object({ id: answer.id, name: z.string() }).nullable(),
  updated_at: answer.timestamp.nullable(),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;
