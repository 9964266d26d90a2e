/**
 * The stored value lists (enums) the zod schemas, the labels and the screens are built from.
 * Plain values only; a module of their own so that `labels.ts` can type its maps over them
 * without importing `constants.ts`, which re-exports the labels (issue 20: no import cycles).
 */

// Staff

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;

// Accounts and transactions

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export const TRANSACTION_TYPES = ['income', 'expense'] as const;
export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

// Agents

export const AGENT_STATUSES = ['active', 'inactive'] as const;

// Enquiries

export const ENQUIRY_STATUSES = [
  'new',
  'contacted',
  'quoted',
  'negotiating',
  'converted',
  'lost',
  'cancelled',
] as const;
export const ENQUIRY_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const ENQUIRY_SOURCES = [
  'website',
  'phone',
  'email',
  'referral',
  'agent',
  'walk-in',
] as const;
export const TRAVEL_TYPES = ['domestic', 'international'] as const;
export const BUDGET_TYPES = ['total', 'per_person'] as const;
export const ACCOMMODATION_PREFERENCES = [
  '3-star',
  '4-star',
  '5-star',
  'budget',
  'luxury',
] as const;
export const COMMUNICATION_TYPES = ['note', 'email', 'phone', 'meeting', 'whatsapp'] as const;

// Bookings

export const BOOKING_STATUSES = ['draft', 'confirmed', 'cancelled', 'completed'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export const AGENT_PAYMENT_STATUSES = ['pending', 'partial', 'paid'] as const;
export const PACKAGE_TYPES = ['HOTEL', 'HOTEL/LAND', 'LAND', 'VISA'] as const;
export const MEAL_PLANS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export const TRANSFER_TYPES = ['PVT', 'SIC', 'NA'] as const;
export const FLIGHT_TYPES = ['arrival', 'departure'] as const;
export const BOOKING_PAYMENT_METHODS = [
  'bank_transfer',
  'cash',
  'credit_card',
  'debit_card',
  'upi',
  'cheque',
] as const;
export const AGENT_PAYMENT_METHODS = [
  'bank_transfer',
  'cash',
  'cheque',
  'upi',
  'credit_card',
] as const;
export const BOOKING_CURRENCIES = ['AED'] as const;

// Day plans

export const DAY_PLAN_STATUSES = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
] as const;
