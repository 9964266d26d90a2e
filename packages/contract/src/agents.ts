import { z } from 'zod';
import {
  booleanField,
  choiceFilter,
  optionalEmail,
  optionalPan,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredEmail,
  requiredText,
} from './common/fields.ts';
import { moneyField } from './common/money.ts';
import { searchParam } from './common/paging.ts';
import { answer, idName } from './common/envelope.ts';
import { whenValid } from './common/refine.ts';
import { compact } from './tax-profile.ts';
import { gstinProblemOf } from './tax-profile-values.ts';
import { SUPPLIER_MESSAGES } from './suppliers-values.ts';
import { currencyAnswer } from './currencies.ts';
import { searchableListQuery } from './sorting.ts';
import { AGENT_DEFAULTS, AGENT_STATUSES, CREDIT_FILTERS, ENQUIRY_STATUSES } from './constants.ts';

export const agentInput = z
  .object({
    code: optionalText('code', 20),
    name: requiredText('name', 150),
    company_name: optionalText('company_name', 150),
    primary_mobile: phoneField('primary_mobile'),
    secondary_mobile: optionalPhoneField('secondary_mobile'),
    primary_email: requiredEmail('primary_email'),
    secondary_email: optionalEmail('secondary_email'),
    address: optionalText('address', 500),
    city: optionalText('city', 100),
    state: optionalText('state', 100),
    country: optionalText('country', 100).transform((v) => v ?? AGENT_DEFAULTS.country),
    pincode: optionalText('pincode', 20),
    // Typed in any case and spacing, kept upper-case without spaces, as a supplier's.
    gst_number: compact(optionalText('gst_number', 20)),
    pan_number: compact(optionalPan('pan_number')),
    commission_rate: moneyField('commission_rate', { min: 0, max: 100 }).default(
      AGENT_DEFAULTS.commission_rate,
    ),
    is_vendor: booleanField('is_vendor').default(true),
    vendor_email: optionalEmail('vendor_email'),
    status: z.enum(AGENT_STATUSES, { error: 'The status field is required.' }).default('active'),
    notes: optionalText('notes', 2000),
  })
  // The GSTIN's shape, check character, state code (the agent's state, when an Indian one) and
  // the PAN inside it: the supplier's rules, which a vendor agent's supplier copies.
  .refine(
    (a) =>
      !a.gst_number ||
      gstinProblemOf('agent', a.gst_number, { state: a.state, pan: a.pan_number }) === null,
    {
      path: ['gst_number'],
      error: (issue) => {
        const a = issue.input as {
          gst_number: string;
          state: string | null;
          pan_number: string | null;
        };
        return (
          gstinProblemOf('agent', a.gst_number, { state: a.state, pan: a.pan_number }) ??
          SUPPLIER_MESSAGES.gstinFormat
        );
      },
      ...whenValid('gst_number', 'state', 'pan_number'),
    },
  )
  // vendor_email belongs to vendors only (spec: enabled only when the agent is a vendor).
  .transform((a) => ({ ...a, vendor_email: a.is_vendor ? a.vendor_email : null }));
export type AgentInput = z.input<typeof agentInput>;
export type AgentValues = z.output<typeof agentInput>;

export const agentListQuery = searchableListQuery('agents', {
  status: choiceFilter(AGENT_STATUSES, 'status'),
  city: searchParam,
  /** `near`: agents owing CREDIT_WARN_SHARE or more of a credit limit (Today's rule). */
  credit: choiceFilter(CREDIT_FILTERS, 'credit'),
});

export const agentEnquirySummarySchema = z.object({
  id: answer.id,
  enquiry_number: z.string(),
  customer_name: z.string(),
  destination: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: answer.timestamp,
});
export type AgentEnquirySummary = z.infer<typeof agentEnquirySummarySchema>;

/** A credit limit an agent is near or over (the agents list's flag, Today's rule). */
export const creditAlertSchema = z.object({
  currency: currencyAnswer,
  credit_limit: answer.money,
  outstanding: answer.total,
  over: z.boolean(),
});
export type CreditAlert = z.infer<typeof creditAlertSchema>;

export const agentSchema = z.object({
  id: answer.id,
  code: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  primary_mobile: z.string(),
  secondary_mobile: z.string().nullable(),
  primary_email: z.string(),
  secondary_email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
  gst_number: z.string().nullable(),
  pan_number: z.string().nullable(),
  /** A percentage, NUMERIC(5,2): '10.00'. */
  commission_rate: answer.money,
  is_vendor: z.boolean(),
  vendor_email: z.string().nullable(),
  status: z.enum(AGENT_STATUSES),
  notes: z.string().nullable(),
  created_at: answer.timestamp,
  /** On the detail read: the 5 most recent enquiries. */
  enquiries: z.array(agentEnquirySummarySchema).optional(),
  /**
   * On the list: each currency whose limit the agent's sold files owe CREDIT_WARN_SHARE or more
   * of (`over`: past the limit itself), by currency; empty when none.
   */
  credit_alerts: z.array(creditAlertSchema).optional(),
});
export type Agent = z.infer<typeof agentSchema>;

/** `GET /agents/list`: the dropdown item of spec section 3. */
export const agentOptionSchema = idName.extend({
  code: z.string(),
  commission_rate: answer.money,
  contact_number: z.string(),
});
export type AgentOption = z.infer<typeof agentOptionSchema>;
