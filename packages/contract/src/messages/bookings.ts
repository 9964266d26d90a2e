/** Bookings (files): fallback, success and server texts. */
export const BOOKING_FAIL = {
  fetchBookings: 'Failed to fetch bookings',
  fetchBooking: 'Failed to fetch booking',
  create: 'Failed to create booking',
  update: 'Failed to update booking',
  delete: 'Failed to delete booking',
  addPayment: 'Failed to add payment',
  statistics: 'Failed to fetch statistics',
  downloadVoucher: 'Failed to download voucher',
  emailVoucher: 'Failed to email voucher',
  fetchAgentPayments: 'Failed to fetch agent payments',
  recordPayment: 'Failed to record payment',
  deletePayment: 'Failed to delete payment',
  cancel: 'Failed to cancel booking',
  fetchRefunds: 'Failed to fetch refunds',
  refund: 'Failed to record refund',
  voidRefund: 'Failed to void refund',
} as const;

export const BOOKING_OK = {
  created: 'Booking created successfully!',
  updated: 'Booking updated successfully!',
  deleted: 'Booking deleted successfully!',
  agentPaymentRecorded: 'Agent payment recorded successfully!',
  paymentDeleted: 'Payment deleted successfully',
  paymentAdded: 'Payment added successfully!',
  voucherDownloaded: 'Voucher downloaded successfully!',
  voucherEmailed: 'Voucher emailed successfully!',
  cancelled: 'Booking cancelled successfully!',
  serviceMoved: 'Service updated successfully!',
} as const;

export const BOOKING_SERVER = {
  notFound: 'Booking not found',
  paymentNotFound: 'Payment not found',
  // A file's money, its payments and its entries in the books are all in its currency.
  currencyFixed:
    'The currency cannot change once the file is in the books or has payments: cancel it and make a new file in the other currency.',
  hasPayments: 'This booking has payments and cannot be deleted. Cancel it instead.',
  // Only a draft with nothing done on it is deleted; anything else keeps its record.
  notDraft: (status: string) =>
    `Only a draft booking can be deleted; this one is ${status}. Cancel it instead.`,
  hasServices: 'This booking has scheduled services and cannot be deleted. Cancel it instead.',
  hasDocuments:
    'This booking has had documents sent (a voucher or a receipt) and cannot be deleted. Cancel it instead.',
  alreadyCancelled: 'This booking is already cancelled.',
  cancelWithReason:
    'To cancel a booking, use Cancel Booking on its page: a cancellation needs a reason.',
  /** The same bank reference on another live payment: allowed once the user confirms. */
  duplicateReference: (files: string) =>
    `This reference is already on a payment of ${files}. Check it is not the same payment; save again to record it anyway.`,
  overpay: (balance: string) => `The amount may not be greater than the balance due (${balance}).`,
  agentOverpay: (balance: string) =>
    `The amount may not be greater than the agent's outstanding balance (${balance}).`,
  noAgent: 'This booking has no agent.',
  // Issue 33: once a service has a cost, the purchase is the services' costs, worked out.
  purchaseFromLines: (sum: string) =>
    `The purchase is the sum of the services' costs, ${sum}: leave it blank and it is worked out.`,
  saleBelowPaid: (paid: string) =>
    `The sale amount may not be less than what has been paid (${paid}).`,
  // The agent pays the agency (decision 043): what the agent owes may not fall below what
  // the file has received, from the agent and from the guest on the agent's behalf.
  payableBelowPaid: (received: string) =>
    `The agent payable may not be less than what has been received on this booking (${received}).`,
  receivedBeyond:
    'This booking has received more than its agent owes (sale less commission). Void the payments beyond it before changing it.',
  agentPaid: (paid: string) =>
    `The agent cannot be changed: this agent has paid ${paid} on this booking. Void the agent payments first.`,
  personInvalid: 'The selected person is invalid.',
  agentInvalid: 'The selected agent is invalid.',
  guestEmailMissing: 'Guest email is not available',
} as const;

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
