import { z } from 'zod';
import {
  choiceFilter,
  idParams,
  optionalEmail,
  optionalPan,
  optionalPhoneField,
  optionalText,
  requiredText,
} from './common/fields.ts';
import { answer, idName } from './common/envelope.ts';
import { whenValid } from './common/refine.ts';
import { optionalDate } from './common/dates.ts';
import { optionalMoneyField } from './common/money.ts';
import { currencyAnswer, documentCurrency } from './currencies.ts';
import { BASE_CURRENCY } from './ledger-values.ts';
import { searchableListQuery } from './sorting.ts';
import {
  gstinProblem,
  IFSC_PATTERN,
  PAYMENT_DAYS_MAX,
  PAYMENT_TERMS,
  SERVICE_STATES,
  SUPPLIER_KINDS,
  SUPPLIER_MESSAGES,
  SUPPLIER_STATUSES,
} from './suppliers-values.ts';

export * from './suppliers-values.ts';

/** A code typed in any case and spacing, kept upper-case without spaces. */
const compact = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v), schema);

/**
 * A supplier (decision 046). GSTIN and PAN are typed in any case and spacing and kept upper-case
 * without spaces; the GSTIN's check character, state code and PAN are checked against the form.
 */
export const supplierInput = z
  .object({
    code: optionalText('code', 20),
    name: requiredText('name', 150),
    kind: z.enum(SUPPLIER_KINDS, { error: 'The kind field is required.' }),
    contact_person: optionalText('contact_person', 150),
    phone: optionalPhoneField('phone'),
    email: optionalEmail('email'),
    address: optionalText('address', 500),
    city: optionalText('city', 100),
    state: optionalText('state', 100),
    country: optionalText('country', 100).transform((v) => v ?? 'India'),
    gstin: compact(optionalText('gstin', 20)),
    pan: compact(optionalPan('pan')),
    currency: documentCurrency(BASE_CURRENCY),
    payment_terms: z.enum(PAYMENT_TERMS, { error: 'The payment terms field is required.' }),
    payment_days: z
      .union([z.number(), z.string()], { error: SUPPLIER_MESSAGES.paymentDays })
      .transform((v, ctx) => {
        const n = typeof v === 'string' ? (/^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN) : v;
        if (!Number.isInteger(n) || n < 0 || n > PAYMENT_DAYS_MAX) {
          ctx.addIssue({ code: 'custom', message: SUPPLIER_MESSAGES.paymentDays });
          return z.NEVER;
        }
        return n;
      })
      .default(0),
    bank_name: optionalText('bank_name', 150),
    bank_account_name: optionalText('bank_account_name', 150),
    bank_account_number: optionalText('bank_account_number', 34),
    bank_ifsc: compact(
      optionalText('bank_ifsc', 20).pipe(
        z.string().regex(IFSC_PATTERN, SUPPLIER_MESSAGES.ifsc).nullable(),
      ),
    ),
    status: z.enum(SUPPLIER_STATUSES, { error: 'The status field is required.' }).default('active'),
    notes: optionalText('notes', 2000),
  })
  // With the other fields' errors (a form hears of a wrong GSTIN as the user leaves it).
  .refine((s) => !s.gstin || gstinProblem(s.gstin, { state: s.state, pan: s.pan }) === null, {
    path: ['gstin'],
    error: (issue) => {
      const s = issue.input as { gstin: string; state: string | null; pan: string | null };
      return gstinProblem(s.gstin, { state: s.state, pan: s.pan }) ?? SUPPLIER_MESSAGES.gstinFormat;
    },
    ...whenValid('gstin', 'state', 'pan'),
  });
export type SupplierInput = z.input<typeof supplierInput>;
export type SupplierValues = z.output<typeof supplierInput>;

export const supplierListQuery = searchableListQuery('suppliers', {
  kind: choiceFilter(SUPPLIER_KINDS, 'kind'),
  status: choiceFilter(SUPPLIER_STATUSES, 'status'),
});

/** A file's line kinds, as a service's path names them. */
export const SERVICE_LINE_KINDS = ['accommodations', 'tours', 'flights'] as const;

export const supplierSchema = z.object({
  id: answer.id,
  code: z.string(),
  name: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  currency: currencyAnswer,
  payment_terms: z.enum(PAYMENT_TERMS),
  payment_days: z.number().int(),
  bank_name: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  status: z.enum(SUPPLIER_STATUSES),
  notes: z.string().nullable(),
  /** The agent this partner also is (an agent marked as a vendor): its shared fields are the agent's. */
  agent: z.object({ id: answer.id, code: z.string(), name: z.string() }).nullable(),
  created_at: answer.timestamp,
  /** On the detail read: what the agency owes it (decision 046, point 8). */
  payables: z
    .object({
      /** Per currency: the sum of the open lines. */
      balance: z.array(z.object({ currency: currencyAnswer, amount: answer.money })),
      /** The services it confirmed that are owed, soonest due first. */
      open: z.array(
        z.object({
          id: answer.id,
          booking: z.object({ id: answer.id, file_number: z.string(), guest_name: z.string() }),
          kind: z.enum(SERVICE_LINE_KINDS),
          service: z.string(),
          currency: currencyAnswer,
          amount: answer.money,
          due_date: answer.day,
        }),
      ),
    })
    .optional(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** `GET /suppliers/list`: the picker of a file's lines. */
export const supplierOptionSchema = idName.extend({
  code: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  currency: currencyAnswer,
});
export type SupplierOption = z.infer<typeof supplierOptionSchema>;

export const serviceParams = idParams.extend({
  kind: z.enum(SERVICE_LINE_KINDS),
  lineId: idParams.shape.id,
});

/**
 * Where a file's service stands with its supplier: confirmed needs the supplier's
 * confirmation number (its date defaults to today); the notes say what was agreed or changed.
 */
export const serviceStateInput = z
  .object({
    state: z.enum(SERVICE_STATES, { error: SUPPLIER_MESSAGES.stateInvalid }),
    confirmation_number: optionalText('confirmation_number', 50),
    confirmation_date: optionalDate('confirmation_date'),
    notes: optionalText('notes', 2000),
    /** Cancelling: what the supplier keeps, in the service's cost currency (blank: nothing). */
    cancellation_charge: optionalMoneyField('cancellation_charge', { min: 0 }),
  })
  .superRefine((s, ctx) => {
    if (s.state === 'confirmed' && !s.confirmation_number)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmation_number'],
        message: SUPPLIER_MESSAGES.confirmationNumberRequired,
      });
    if (s.cancellation_charge !== null && s.state !== 'cancelled')
      ctx.addIssue({
        code: 'custom',
        path: ['cancellation_charge'],
        message: SUPPLIER_MESSAGES.chargeOnlyCancelled,
      });
  });
export type ServiceStateInput = z.input<typeof serviceStateInput>;
