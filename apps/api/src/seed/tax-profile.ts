import { taxProfileInput } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { SYSTEM_ACTOR } from '../lib/audit/audit.ts';
import { setTaxProfile } from '../modules/tax-profile/tax-profile.service.ts';

/**
 * The agency's tax profile: a private company in Mumbai, Maharashtra (GST state 27). The PAN
 * and GSTIN are made up but valid (the PAN inside the GSTIN, the check character computed).
 */
export const DEMO_TAX_PROFILE = {
  legal_name: 'TravelDesk Tours & Travels Private Limited',
  address: '4th Floor, Maker Chambers, Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
  gstin: '27AAFCT5521M1Z1',
  pan: 'AAFCT5521M',
  email: 'accounts@traveldesk.example',
  phone: '+91 22 4000 1234',
  invoice_prefix: 'INV/',
  credit_note_prefix: 'CN/',
};

export async function seedTaxProfile(tx: Tx) {
  await setTaxProfile(tx, SYSTEM_ACTOR, taxProfileInput.parse(DEMO_TAX_PROFILE));
}
