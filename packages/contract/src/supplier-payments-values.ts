/**
 * Supplier payments, plain values (zod-free, for `@app/contract/constants`; decision 048). A
 * payment settles one or more open services of one supplier, in one currency, from a money
 * account; above the admin's approval amount it waits for a manager (four-eyes).
 */
import { creditFigure } from './credit-values.ts';
import { AGEING_BUCKETS } from './reports-values.ts';

/** pending: waits for a manager; paid: in the books; rejected: never posted; voided: reversed. */
export const SUPPLIER_PAYMENT_STATUSES = ['pending', 'paid', 'rejected', 'voided'] as const;
export type SupplierPaymentStatus = (typeof SUPPLIER_PAYMENT_STATUSES)[number];

/** The most services one payment may settle. */
export const SUPPLIER_PAYMENT_LINES_MAX = 100;

/**
 * Payables ageing: not yet due, then the reports' buckets of days past the due date (0–30 is
 * 1 to 30 days late).
 */
export const PAYABLES_AGEING_BUCKETS = ['current', ...AGEING_BUCKETS] as const;
export type PayablesAgeingBucket = (typeof PAYABLES_AGEING_BUCKETS)[number];
/** The bucket of a payable `days` past its due date. */
export const payablesAgeingBucket = (days: number): PayablesAgeingBucket =>
  days <= 0 ? 'current' : days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

export const SUPPLIER_PAYMENT_MESSAGES = {
  paid: 'Supplier payment recorded.',
  pending: 'Supplier payment saved: it waits for a manager’s approval.',
  approved: 'Supplier payment approved.',
  rejected: 'Supplier payment rejected.',
  voided: 'Supplier payment voided.',
  settingsSaved: 'Supplier payment settings saved.',
  limitRequired: 'The approval limit field is required.',
  notFound: 'Supplier payment not found.',
  payableNotFound: (id: number) => `Service ${id} is not owed to this supplier.`,
  payableGone: 'This service is no longer owed: its file or its confirmation changed.',
  linesRequired: 'Choose at least one service to pay.',
  linesMax: `A payment may settle at most ${SUPPLIER_PAYMENT_LINES_MAX} services.`,
  repeated: 'Each service may appear once in a payment.',
  oneCurrency: 'A payment settles services in one currency: pay the others separately.',
  overpay: (currency: string, open: string) =>
    `Only ${creditFigure(currency, open)} is still owed on this service.`,
  fourEyes: 'Another manager decides a supplier payment you made.',
  notPending: 'This supplier payment has already been decided.',
  alreadyVoided: 'This supplier payment is already voided.',
  notPaid: 'Only a paid supplier payment can be voided.',
  paidLine: (paid: string) =>
    `This service has supplier payments of ${paid} against it: void them before changing its supplier, cost or state.`,
} as const;
