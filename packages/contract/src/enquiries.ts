import { z } from 'zod';
import { whenValid } from './common/refine.ts';
import { optionalDate } from './common/dates.ts';
import {
  choiceFilter,
  optionalEmail,
  optionalId,
  optionalPhoneField,
  optionalText,
  requiredId,
  requiredText,
} from './common/fields.ts';
import { optionalMoneyField } from './common/money.ts';
import { orBlank } from './common/json-schema.ts';
import { answer, idName } from './common/envelope.ts';
import { agentCommissionAnswer, agentCommissionRateField } from './commission.ts';
import { currencyAnswer, documentCurrency } from './currencies.ts';
import { searchableListQuery } from './sorting.ts';
import {
  ACCOMMODATION_PREFERENCES,
  BUDGET_TYPES,
  COMMUNICATION_TYPES,
  DEFAULT_ENQUIRY_CURRENCY,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  TRAVEL_TYPES,
} from './constants.ts';

/** Whole numbers, parsed from form text (spec section 5). */
const wholeNumber = (field: string, min: number, fallback: number) =>
  z
    .union([z.number(), z.string()], {
      error: `The ${field.replace(/_/g, ' ')} must be a whole number.`,
    })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${field.replace(/_/g, ' ')} must be a whole number.`,
        });
        return z.NEVER;
      }
      if (n < min || n > 999) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${field.replace(/_/g, ' ')} must be between ${min} and 999.`,
        });
        return z.NEVER;
      }
      return n;
    })
    .meta(orBlank({ type: ['number', 'string'], minimum: min, maximum: 999, multipleOf: 1 }));

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .union([z.enum(values), z.literal('')], {
      error: `The selected ${field.replace(/_/g, ' ')} is invalid.`,
    })
    .nullish()
    .transform((v) => v || null);

const common = {
  customer_alternate_mobile: optionalPhoneField('customer_alternate_mobile'),
  destination: optionalText('destination', 150),
  travel_start_date: optionalDate('travel_start_date'),
  travel_end_date: optionalDate('travel_end_date'),
  number_of_adults: wholeNumber('number_of_adults', 1, 1),
  number_of_children: wholeNumber('number_of_children', 0, 0),
  travel_type: z
    .enum(TRAVEL_TYPES, { error: 'The selected travel type is invalid.' })
    .default('domestic'),
  special_requirements: optionalText('special_requirements', 2000),
  estimated_budget: optionalMoneyField('estimated_budget'),
  /** The budget's and the expected sale's currency: any active one, rupees unless said. */
  currency: documentCurrency(DEFAULT_ENQUIRY_CURRENCY),
  budget_type: z
    .enum(BUDGET_TYPES, { error: 'The selected budget type is invalid.' })
    .default('total'),
  accommodation_preference: optionalEnum(ACCOMMODATION_PREFERENCES, 'accommodation_preference'),
  assigned_to: optionalId('assigned_to'),
  status: z.enum(ENQUIRY_STATUSES, { error: 'The status field is required.' }).default('new'),
  priority: z
    .enum(ENQUIRY_PRIORITIES, { error: 'The priority field is required.' })
    .default('medium'),
  enquiry_details: optionalText('enquiry_details', 5000),
  internal_notes: optionalText('internal_notes', 5000),
  follow_up_date: optionalDate('follow_up_date'),
  initial_message: optionalText('initial_message', 5000),
};

const datesInOrder = (e: { travel_start_date: string | null; travel_end_date: string | null }) =>
  !e.travel_start_date || !e.travel_end_date || e.travel_end_date >= e.travel_start_date;
const datesMessage = {
  path: ['travel_end_date'],
  message: 'The travel end date must be on or after the start date.',
  ...whenValid('travel_start_date', 'travel_end_date'),
};

/**
 * A direct enquiry's contacts: both required (the spec), except that a walk-in customer, met at
 * the desk, needs only one of them, a mobile or an email. Each field says it under itself.
 */
export const WALK_IN_CONTACT = {
  customer_email: 'Enter an email or a mobile for a walk-in customer.',
  customer_mobile: 'Enter a mobile or an email for a walk-in customer.',
} as const;
function contactsGiven(
  e: { source: string; customer_email: string | null; customer_mobile: string | null },
  ctx: z.RefinementCtx,
) {
  const walkIn = e.source === 'walk-in';
  if (walkIn && (e.customer_email !== null || e.customer_mobile !== null)) return;
  for (const field of ['customer_email', 'customer_mobile'] as const) {
    if (e[field] !== null) continue;
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: walkIn
        ? WALK_IN_CONTACT[field]
        : `The ${field.replace(/_/g, ' ')} field is required.`,
    });
  }
}

/** Direct customer enquiry (B2C). */
export const directEnquiryInput = z
  .object({
    enquiry_type: z.literal('direct').default('direct'),
    customer_name: requiredText('customer_name', 150),
    customer_email: optionalEmail('customer_email'),
    customer_mobile: optionalPhoneField('customer_mobile'),
    source: z.enum(ENQUIRY_SOURCES, { error: 'The source field is required.' }).default('website'),
    ...common,
  })
  .superRefine(contactsGiven, whenValid('customer_email', 'customer_mobile'))
  .refine(datesInOrder, datesMessage);

/** Agent enquiry (B2B): the agent is required; the commission amount is the server's. */
export const agentEnquiryInput = z
  .object({
    enquiry_type: z.literal('agent'),
    agent_id: requiredId('agent'),
    customer_name: optionalText('customer_name', 150).transform((v) => v ?? 'NA'),
    customer_email: optionalEmail('customer_email'),
    customer_mobile: optionalPhoneField('customer_mobile'),
    source: z.enum(ENQUIRY_SOURCES, { error: 'The source field is required.' }).default('agent'),
    expected_sale_amount: optionalMoneyField('expected_sale_amount'),
    agent_commission_rate: agentCommissionRateField,
    ...common,
  })
  .refine(datesInOrder, datesMessage);

export type DirectEnquiryInput = z.input<typeof directEnquiryInput>;
export type AgentEnquiryInput = z.input<typeof agentEnquiryInput>;
export type EnquiryValues =
  z.output<typeof directEnquiryInput> | z.output<typeof agentEnquiryInput>;

export const enquiryListQuery = searchableListQuery('enquiries', {
  status: choiceFilter(ENQUIRY_STATUSES, 'status'),
  priority: choiceFilter(ENQUIRY_PRIORITIES, 'priority'),
  source: choiceFilter(ENQUIRY_SOURCES, 'source'),
});

export const communicationInput = z.object({
  type: z.enum(COMMUNICATION_TYPES, { error: 'The type field is required.' }).default('note'),
  subject: optionalText('subject', 200),
  message: requiredText('message', 5000),
});
export type CommunicationInput = z.input<typeof communicationInput>;

export const communicationSchema = z.object({
  id: answer.id,
  type: z.enum(COMMUNICATION_TYPES),
  subject: z.string().nullable(),
  message: z.string(),
  communication_date: answer.timestamp,
  user: idName.nullable(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const enquirySchema = z.object({
  id: answer.id,
  enquiry_number: z.string(),
  enquiry_type: z.enum(['direct', 'agent']),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  customer_mobile: z.string().nullable(),
  customer_alternate_mobile: z.string().nullable(),
  destination: z.string().nullable(),
  travel_start_date: answer.day.nullable(),
  travel_end_date: answer.day.nullable(),
  number_of_adults: answer.count,
  number_of_children: answer.count,
  travel_type: z.enum(TRAVEL_TYPES),
  special_requirements: z.string().nullable(),
  estimated_budget: answer.money.nullable(),
  currency: currencyAnswer,
  budget_type: z.enum(BUDGET_TYPES),
  accommodation_preference: z.enum(ACCOMMODATION_PREFERENCES).nullable(),
  agent_id: answer.id.nullable(),
  assigned_to: answer.id.nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  priority: z.enum(ENQUIRY_PRIORITIES),
  source: z.enum(ENQUIRY_SOURCES),
  enquiry_details: z.string().nullable(),
  internal_notes: z.string().nullable(),
  follow_up_date: answer.day.nullable(),
  expected_sale_amount: answer.money.nullable(),
  ...agentCommissionAnswer,
  created_at: answer.timestamp,
  agent: z
    .object({ id: answer.id, name: z.string(), code: z.string(), primary_email: z.string() })
    .nullable(),
  assigned_user: idName.nullable(),
  /** On the detail read, newest first. */
  communications: z.array(communicationSchema).optional(),
  /** On the detail read: the files converted from this enquiry, oldest first. */
  bookings: z.array(z.object({ id: answer.id, file_number: z.string() })).optional(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** Item of `GET /users/list`: who an enquiry can be assigned to. */
export const userOptionSchema = idName;
export type UserOption = z.infer<typeof userOptionSchema>;
