import { addDays } from './common/calendar-date.ts';
/**
 * Suppliers' plain values (zod-free, so `@app/contract/constants` carries them to the screens):
 * kinds, payment terms, statuses, the GST state codes and the GSTIN's checks (decision 046).
 */

export const SUPPLIER_KINDS = [
  'hotel',
  'transport',
  'dmc',
  'airline',
  'guide',
  'activity',
  'other',
] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];
export const SUPPLIER_KIND_LABELS: Record<SupplierKind, string> = {
  hotel: 'Hotel',
  transport: 'Transport',
  dmc: 'Local partner / DMC',
  airline: 'Airline',
  guide: 'Guide',
  activity: 'Activity',
  other: 'Other',
};

export const SUPPLIER_STATUSES = ['active', 'inactive'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/**
 * When a supplier is paid: so many days before the guest checks in, after they check out, after
 * the booking was made, or at the end of the month the service ends in (plus the days).
 */
export const PAYMENT_TERMS = [
  'before_check_in',
  'after_check_out',
  'after_booking',
  'month_end',
] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERM_LABELS: Record<PaymentTerm, string> = {
  before_check_in: 'Days before check-in',
  after_check_out: 'Days after check-out',
  after_booking: 'Days after booking',
  month_end: 'Month-end',
};
/** The longest term a supplier gives, in days. */
export const PAYMENT_DAYS_MAX = 365;

/** "7 days before check-in", "Month-end", "Month-end + 15 days". */
export function paymentTermsText(term: PaymentTerm, days: number) {
  if (term === 'month_end') return days ? `Month-end + ${days} days` : 'Month-end';
  if (term === 'after_booking' && days === 0) return 'On booking';
  const n = days === 1 ? '1 day' : `${days} days`;
  return {
    before_check_in: `${n} before check-in`,
    after_check_out: `${n} after check-out`,
    after_booking: `${n} after booking`,
  }[term];
}

/**
 * When a service's cost falls due by its supplier's terms: so many days before the service
 * starts, after it ends, after the file was booked, or after the end of the month it ends in.
 */
export function dueDateOf(
  term: PaymentTerm,
  days: number,
  s: { start: string; end: string; booked: string },
): string {
  switch (term) {
    case 'before_check_in':
      return addDays(s.start, -days);
    case 'after_check_out':
      return addDays(s.end, days);
    case 'after_booking':
      return addDays(s.booked, days);
    case 'month_end': {
      const [y, m] = s.end.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      return addDays(last, days);
    }
  }
}

/**
 * The GST state codes (the first two digits of a GSTIN), CBIC's list: 25 was Daman and Diu and
 * 28 the undivided Andhra Pradesh, both closed; 97 is "Other Territory".
 */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};
/** The Indian states and territories by name, for the form's list. */
export const INDIAN_STATES = Object.values(GST_STATES).filter((s) => s !== 'Other Territory');

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Two digits of state, the holder's PAN, an entity digit, Z, a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's check character (GSTN's Luhn mod 36): each of the first 14 characters' value in
 * 0-9A-Z times 1 or 2 alternately from the left, the product's base-36 digits summed.
 */
export function gstinCheckCharacter(first14: string) {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/**
 * Where a file's service stands with its supplier: to request → requested →
 * confirmed (with the supplier's number) → changed (to confirm again) → cancelled.
 */
export const SERVICE_STATES = [
  'to_request',
  'requested',
  'confirmed',
  'changed',
  'cancelled',
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];
export const SERVICE_STATE_LABELS: Record<ServiceState, string> = {
  to_request: 'To request',
  requested: 'Requested',
  confirmed: 'Confirmed',
  changed: 'Changed',
  cancelled: 'Cancelled',
};
/** The states each state may move to; cancelled is the end. */
export const SERVICE_STATE_MOVES: Record<ServiceState, readonly ServiceState[]> = {
  to_request: ['requested', 'confirmed', 'cancelled'],
  requested: ['to_request', 'confirmed', 'cancelled'],
  confirmed: ['changed', 'cancelled'],
  changed: ['requested', 'confirmed', 'cancelled'],
  cancelled: [],
};
/** The bookings list's services filter: files with a service not confirmed yet. */
export const SERVICE_FILTERS = ['unconfirmed'] as const;
/** "Unconfirmed soon": a service dated from today to this many days ahead. */
export const UNCONFIRMED_SOON_DAYS = 7;
/** Today's payables: due by this many days from today, and every overdue one. */
export const PAYABLES_DUE_DAYS = 7;

/** The states that still wait for the supplier: what Today and the filter look for. */
export const UNCONFIRMED_STATES = ['to_request', 'requested', 'changed'] as const;

/** A service the supplier has not (or no longer) confirmed. */
export const isUnconfirmed = (s: ServiceState) => s !== 'confirmed' && s !== 'cancelled';

/** An Indian bank branch's code: 4 letters of the bank, a zero, 6 of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const SUPPLIER_MESSAGES = {
  gstinFormat:
    'The GSTIN must be 15 characters: the state code, the PAN, an entity digit, Z and a check character, as 32AABCK1234L1ZV.',
  gstinCheck:
    'The GSTIN is not valid: its last character does not match (check for a typing error).',
  gstinState: (code: string) => `The GSTIN's state code ${code} is not a GST state.`,
  gstinStateMismatch: (code: string, state: string, named: string) =>
    `The GSTIN's state code ${code} is ${state}, not ${named}.`,
  gstinPan: "The GSTIN's characters 3 to 12 must be the supplier's PAN.",
  ifsc: 'The IFSC must be 4 letters, a zero and 6 letters or digits, as HDFC0001234.',
  paymentDays: `The payment days must be a whole number from 0 to ${PAYMENT_DAYS_MAX}.`,
  created: 'Supplier created successfully!',
  updated: 'Supplier updated successfully!',
  deleted: 'Supplier deleted successfully!',
  notFound: 'Supplier not found',
  chargeOnlyCancelled: 'A cancellation charge goes with cancelling the service.',
  chargeNeedsCost: 'Only a service with a cost and a supplier can keep a cancellation charge.',
  chargeAboveCost: (cost: string) =>
    `The cancellation charge may not be more than the service's cost, ${cost}.`,
  invalid: 'The selected supplier is invalid.',
  codeTaken: 'The code has already been taken.',
  inUse:
    'This supplier has services on files and cannot be deleted. Set the supplier inactive instead.',
  serviceFixed: (state: string) =>
    `This service is ${state === 'cancelled' ? 'cancelled' : 'confirmed by its supplier'}: mark it changed before changing its supplier or cost.`,
  stateInvalid: 'The selected state is invalid.',
  confirmationNumberRequired:
    "The supplier's confirmation number is required to confirm a service.",
  stateMove: (from: string, to: string) => `A service that is ${from} cannot be marked ${to}.`,
  lineNotFound: 'Service not found',
  costNeedsSupplier: 'Choose the supplier this cost is owed to.',
  agentLinkedDelete:
    'This supplier is an agent: delete the agent, or unmark it as a vendor to set the supplier inactive.',
  linkedToAgent: (field: string) =>
    `This supplier is an agent: change its ${field} on the agent's page.`,
} as const;

/**
 * What is wrong with a GSTIN, or null: its shape, its check character, its state code (and that
 * it is the supplier's state when one is named in India) and that it holds the PAN, if one.
 */
export function gstinProblem(
  gstin: string,
  o: { state?: string | null; pan?: string | null } = {},
): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return SUPPLIER_MESSAGES.gstinFormat;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return SUPPLIER_MESSAGES.gstinCheck;
  const code = gstin.slice(0, 2);
  const state = GST_STATES[code];
  if (!state) return SUPPLIER_MESSAGES.gstinState(code);
  const named = o.state?.trim();
  if (named && INDIAN_STATES.some((s) => s.toLowerCase() === named.toLowerCase())) {
    if (state.toLowerCase() !== named.toLowerCase())
      return SUPPLIER_MESSAGES.gstinStateMismatch(code, state, named);
  }
  if (o.pan && gstin.slice(2, 12) !== o.pan) return SUPPLIER_MESSAGES.gstinPan;
  return null;
}
