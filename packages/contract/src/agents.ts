import { z } from 'zod';
import {
  booleanField,
  optionalEmail,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredEmail,
  requiredText,
} from './common/fields.ts';
import { moneyField } from './common/money.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import { AGENT_DEFAULTS, AGENT_STATUSES } from './constants.ts';

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
    gst_number: optionalText('gst_number', 20),
    pan_number: optionalText('pan_number', 20),
    commission_rate: moneyField('commission_rate', { min: 0, max: 100 }).default(
      AGENT_DEFAULTS.commission_rate,
    ),
    is_vendor: booleanField('is_vendor').default(true),
    vendor_email: optionalEmail('vendor_email'),
    status: z.enum(AGENT_STATUSES, { error: 'The status field is required.' }).default('active'),
    notes: optionalText('notes', 2000),
  })
  // vendor_email belongs to vendors only (spec: enabled only when the agent is a vendor).
  .transform((a) => ({ ...a, vendor_email: a.is_vendor ? a.vendor_email : null }));
export type AgentInput = z.input<typeof agentInput>;
export type AgentValues = z.output<typeof agentInput>;

export const agentListQuery = pagingQuery.extend({
  search: searchParam,
  sort: sortParam('agents'),
  status: z
    .enum(AGENT_STATUSES, { error: 'The selected status is invalid.' })
    .or(z.literal(''))
    .optional(),
  city: searchParam,
});

export interface AgentEnquirySummary {
  id: number;
  enquiry_number: string;
  customer_name: string;
  destination: string | null;
  status: string;
  created_at: string;
}

export interface Agent {
  id: number;
  code: string;
  name: string;
  company_name: string | null;
  primary_mobile: string;
  secondary_mobile: string | null;
  primary_email: string;
  secondary_email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
  gst_number: string | null;
  pan_number: string | null;
  commission_rate: string;
  is_vendor: boolean;
  vendor_email: string | null;
  status: (typeof AGENT_STATUSES)[number];
  notes: string | null;
  created_at: string;
  /** On the detail read: the 5 most recent enquiries. */
  enquiries?: AgentEnquirySummary[];
}

/** `GET /agents/list`: the dropdown item of spec section 3. */
export interface AgentOption {
  id: number;
  name: string;
  code: string;
  commission_rate: string;
  contact_number: string;
}
