import type { Agent } from '@app/contract';

/** An active Kochi agent at 10% commission (AG-0003), as the agents' reads answer it. */
export const agentRecord = (o: Partial<Agent> = {}): Agent => ({
  id: 3,
  code: 'AG-0003',
  name: 'Malabar Holidays',
  company_name: null,
  primary_mobile: '9847000003',
  secondary_mobile: null,
  primary_email: 'desk@malabar.example',
  secondary_email: null,
  address: null,
  city: 'Kochi',
  state: 'Kerala',
  country: 'India',
  pincode: null,
  gst_number: null,
  pan_number: null,
  commission_rate: '10.00',
  is_vendor: false,
  vendor_email: null,
  status: 'active',
  notes: null,
  created_at: '2026-10-01T09:00:00.000Z',
  ...o,
});
