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
