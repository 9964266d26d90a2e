import { supplierInput } from '@app/contract';
import type { SupplierInput } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { createSupplier } from '../modules/suppliers/suppliers.service.ts';
import { setAgentCredit } from '../modules/agents/agent-credit.ts';

/**
 * The agency's suppliers in Kerala, Rajasthan and Dubai, with the terms such
 * partners give: hotels paid a week or two before check-in, houseboats and camps on booking,
 * transport after the trip or at month-end, Dubai partners in dirhams. The GSTINs are made up
 * but valid (state code, PAN, check character). Vendor agents are suppliers of their own
 * (seedTourism makes them).
 */
const KERALA = { state: 'Kerala', country: 'India', currency: 'INR' } as const;
const RAJASTHAN = { state: 'Rajasthan', country: 'India', currency: 'INR' } as const;
const DUBAI = { state: 'Dubai', country: 'United Arab Emirates', currency: 'AED' } as const;

export const SUPPLIERS: (SupplierInput & { name: string })[] = [
  {
    ...KERALA,
    name: 'Spice Tree Munnar',
    kind: 'hotel',
    city: 'Munnar',
    contact_person: 'Joseph Thomas',
    gstin: '32AADCT4471M1Z5',
    pan: 'AADCT4471M',
    payment_terms: 'before_check_in',
    payment_days: 7,
    bank_name: 'South Indian Bank',
    bank_ifsc: 'SIBL0000712',
    bank_account_number: '0712073000004471',
  },
  {
    ...KERALA,
    name: 'Lake Palace Alleppey',
    kind: 'hotel',
    city: 'Alappuzha',
    contact_person: 'Reena George',
    gstin: '32AAGFK8812H1ZF',
    pan: 'AAGFK8812H',
    payment_terms: 'after_booking',
    payment_days: 3,
  },
  {
    ...KERALA,
    name: 'Brunton Boatyard Kochi',
    kind: 'hotel',
    city: 'Kochi',
    contact_person: 'Thomas Kurian',
    gstin: '32AAKFV3344N1ZU',
    pan: 'AAKFV3344N',
    payment_terms: 'before_check_in',
    payment_days: 10,
  },
  {
    ...KERALA,
    name: 'Malabar Cabs & Coaches',
    kind: 'transport',
    city: 'Kochi',
    contact_person: 'Shibu Varghese',
    gstin: '32AABCM3390N1ZC',
    pan: 'AABCM3390N',
    payment_terms: 'month_end',
    payment_days: 15,
    bank_name: 'Federal Bank',
    bank_ifsc: 'FDRL0001442',
    bank_account_number: '14420200033901',
  },
  {
    ...KERALA,
    name: 'Spice Coast Experiences',
    kind: 'guide',
    city: 'Alappuzha',
    contact_person: 'Anju Pillai',
    gstin: '32AAEFS7654C1ZD',
    pan: 'AAEFS7654C',
    payment_terms: 'after_check_out',
    payment_days: 7,
  },
  {
    ...RAJASTHAN,
    name: 'Rambagh Heritage Haveli',
    kind: 'hotel',
    city: 'Jaipur',
    contact_person: 'Vikram Singh Rathore',
    gstin: '08AAFCR2231J1ZG',
    pan: 'AAFCR2231J',
    payment_terms: 'before_check_in',
    payment_days: 14,
    bank_name: 'HDFC Bank',
    bank_ifsc: 'HDFC0000128',
    bank_account_number: '50200012822310',
  },
  {
    ...RAJASTHAN,
    name: 'Lake Pichola Palace Udaipur',
    kind: 'hotel',
    city: 'Udaipur',
    contact_person: 'Meera Shekhawat',
    gstin: '08AABCL6678P1ZN',
    pan: 'AABCL6678P',
    payment_terms: 'before_check_in',
    payment_days: 10,
  },
  {
    ...RAJASTHAN,
    name: 'Desert Dunes Camp Jaisalmer',
    kind: 'activity',
    city: 'Jaisalmer',
    contact_person: 'Mahendra Bhati',
    gstin: '08AAHFD5543K1Z7',
    pan: 'AAHFD5543K',
    payment_terms: 'after_booking',
    payment_days: 0,
  },
  {
    ...RAJASTHAN,
    name: 'Royal Rajputana Travels',
    kind: 'transport',
    city: 'Jaipur',
    contact_person: 'Arjun Meena',
    gstin: '08AAICT9021E1ZC',
    pan: 'AAICT9021E',
    payment_terms: 'after_check_out',
    payment_days: 30,
  },
  {
    ...DUBAI,
    name: 'FIVE Palm Jumeirah',
    kind: 'hotel',
    city: 'Dubai',
    contact_person: 'Fatima Al Mansoori',
    payment_terms: 'before_check_in',
    payment_days: 14,
    bank_name: 'Emirates NBD',
    bank_account_name: 'FIVE Palm Jumeirah Hotel LLC',
    bank_account_number: 'AE070331234567890123456',
  },
  {
    ...DUBAI,
    name: 'Gulf Limousine Transfers',
    kind: 'transport',
    city: 'Dubai',
    contact_person: 'Rashid Khan',
    payment_terms: 'month_end',
    payment_days: 0,
  },
  {
    ...DUBAI,
    name: 'Arabian Nights Desert Safari',
    kind: 'activity',
    city: 'Dubai',
    contact_person: 'Omar Saeed',
    payment_terms: 'after_check_out',
    payment_days: 7,
  },
  {
    ...DUBAI,
    name: 'Emirates Holidays Ground Services',
    kind: 'dmc',
    city: 'Dubai',
    contact_person: 'Priya Nair',
    payment_terms: 'after_booking',
    payment_days: 15,
    status: 'inactive',
    notes: 'Replaced by our own Dubai desk; kept for its past files.',
  },
];

/** Creates the demo's suppliers; returns their ids by name. */
export async function seedSuppliers(tx: Tx) {
  const ids = new Map<string, number>();
  for (const [i, s] of SUPPLIERS.entries()) {
    const slug = s.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/\.$/, '');
    const made = await createSupplier(
      tx,
      supplierInput.parse({
        email: `reservations@${slug}.example`,
        phone:
          s.currency === 'AED'
            ? `+971 4 ${String(3300000 + i * 4567)}`
            : `+91 94${String(47000000 + i * 123457).slice(0, 8)}`,
        ...s,
      }),
    );
    ids.set(s.name, made.id);
  }
  return ids;
}

/**
 * Credit limits: Skyline Holidays may owe AED 400,000 and ₹5,00,000; Ganga Travels
 * AED 12,000, of which its Dubai file already uses some nine tenths (it shows on Today).
 */
export async function seedCreditLimits(tx: Tx, agentIds: Map<string, number>) {
  await setAgentCredit(tx, agentIds.get('Skyline Holidays')!, {
    limits: [
      { currency: 'AED', credit_limit: '400000.00' },
      { currency: 'INR', credit_limit: '500000.00' },
    ],
  });
  await setAgentCredit(tx, agentIds.get('Ganga Travels')!, {
    limits: [{ currency: 'AED', credit_limit: '12000.00' }],
  });
}
