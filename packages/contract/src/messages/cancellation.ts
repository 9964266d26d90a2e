/*
 * A cancelled file: what it takes and refuses, its refunds and their voucher, reopening, and
 * the cancellation policy (decision 052). Apart from the bookings' texts, so that the bookings
 * list, which never shows them, does not load them first (decision 039).
 */

/** A cancelled booking takes no new payments and sends no voucher. */
export const CANCELLED_BOOKING = {
  noPayments: 'This booking is cancelled: it takes no new payments.',
  noVoucherEmail: 'This booking is cancelled: its voucher cannot be emailed.',
  chargeAboveSale: (sale: string) =>
    `The cancellation charge may not be more than the file's sale, ${sale}.`,
  refundNotCancelled: 'Only a cancelled file is refunded.',
  refundAbove: (refundable: string) =>
    `Only ${refundable} is refundable on this file: what was received beyond its cancellation charge, less earlier refunds.`,
  refundManager: (limit: string) => `A refund above ${limit} is recorded by a manager.`,
  refunded: 'Refund recorded.',
  refundVoided: 'Refund voided.',
  refundNotFound: 'Refund not found.',
  refundAlreadyVoided: 'This refund is already voided.',
  // Reopening (decision 052): a credit note or a refund settled the cancellation for good.
  reopenCreditNote: (note: string) =>
    `This booking cannot be reopened: credit note ${note} has been issued for its cancellation. Make a new booking instead.`,
  reopenRefunds:
    'This booking cannot be reopened: money has been refunded on it. Make a new booking instead.',
  reopenManager: 'Only a manager can reopen a cancelled booking.',
  reopenWithReason:
    'To reopen a cancelled booking, use Reopen on its page: reopening needs a reason.',
  notCancelled: 'Only a cancelled booking can be reopened.',
  reopened: 'Booking reopened.',
  voucherNoProfile:
    "The refund voucher needs the agency's tax profile (legal name, address, GSTIN): an admin sets it under Settings.",
  voucherVoided: 'This refund is voided: it has no refund voucher.',
  downloadVoucher: 'Failed to download the refund voucher',
  fetchQuote: 'Failed to fetch the cancellation quote',
  reopenFail: 'Failed to reopen booking',
  fetchRefunds: 'Failed to fetch refunds',
  refundFail: 'Failed to record refund',
  voidRefundFail: 'Failed to void refund',
} as const;

/** The cancellation policy: a percentage of the sale by days before travel. */
export const CANCELLATION_POLICY = {
  daysWhole: `The days before travel must be a whole number from 0 to 999.`,
  tiersList: 'The policy needs at least one tier.',
  tiersMax: (max: number) => `A policy may have at most ${max} tiers.`,
  daysTwice: (days: number) => `Two tiers start at ${days} days before travel.`,
  needsDayZero:
    'The policy needs a tier from 0 days before travel (the last days, and after travel has begun).',
  reopenStatus: 'The selected status is invalid.',
  saved: 'Cancellation policy saved.',
  fetchFail: 'Failed to fetch the cancellation policy',
  saveFail: 'Failed to save the cancellation policy',
} as const;
