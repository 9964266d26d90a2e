import type { Supplier } from '@app/contract';
import type { Payable } from '../src/features/suppliers/api/supplier-payments-api.ts';

/** A supplier as the server answers it: a Kerala hotel paid in rupees unless said otherwise. */
export const supplierRecord = (o: Partial<Supplier> = {}): Supplier => ({
  id: 5,
  code: 'SUP-0005',
  name: 'Tea Valley Resort Munnar',
  kind: 'hotel',
  contact_person: 'Joseph Thomas',
  phone: '9847012345',
  email: 'stay@teavalley.example',
  address: 'Chithirapuram',
  city: 'Munnar',
  state: 'Kerala',
  country: 'India',
  gstin: '32AADCT4471M1Z5',
  pan: 'AADCT4471M',
  currency: 'INR',
  payment_terms: 'before_check_in',
  payment_days: 7,
  bank_name: 'South Indian Bank',
  bank_account_name: 'Tea Valley Resorts Pvt Ltd',
  bank_account_number: '0712073000004471',
  bank_ifsc: 'SIBL0000712',
  status: 'active',
  notes: null,
  agent: null,
  created_at: '2026-11-01T09:00:00.000Z',
  ...o,
});

/** A Dubai ground handler paid in dirhams after booking, without GSTIN or bank details. */
export const DESERT_ROUTES = {
  id: 9,
  code: 'SUP-0009',
  name: 'Desert Routes Dubai',
  kind: 'dmc',
  contact_person: 'Omar Haddad',
  phone: '971501234567',
  email: 'ops@desertroutes.example',
  address: 'Al Quoz',
  city: 'Dubai',
  state: 'Dubai',
  country: 'United Arab Emirates',
  gstin: null,
  pan: null,
  currency: 'AED',
  payment_terms: 'after_booking',
  payment_days: 0,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  bank_ifsc: null,
} satisfies Partial<Supplier>;

/** A hotel service owed to Desert Routes on file TF-2026-0300 + id, two days overdue. */
export const payableOf = (o: Partial<Payable> & Pick<Payable, 'id'>): Payable => ({
  supplier: { id: 9, name: 'Desert Routes Dubai' },
  booking: { id: 300 + o.id, file_number: `TF-2026-0${300 + o.id}`, guest_name: 'Anil Menon' },
  kind: 'accommodations',
  service: 'Marina Heights Dubai',
  currency: 'AED',
  amount: '12000.00',
  paid: '0.00',
  open: '12000.00',
  due_date: '2026-11-18',
  days_overdue: 2,
  ...o,
});
