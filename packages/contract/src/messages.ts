/** Fallback and success texts of spec section 8, one source for both sides. */
export const FAIL = {
  login: 'Login failed',
  loginInvalid: 'Invalid credentials. Please try again.',
  loginUnexpected: 'An error occurred. Please try again.',
  fetchBranches: 'Failed to fetch branches',
  fetchBranch: 'Failed to fetch branch',
  createBranch: 'Failed to create branch',
  updateBranch: 'Failed to update branch',
  deleteBranch: 'Failed to delete branch',
  fetchManagers: 'Failed to fetch managers',
  fetchBranchesList: 'Failed to fetch branches list',
} as const;

export const OK = {
  branchDeleted: 'Branch deleted successfully',
  branchCreated: 'Branch created successfully',
  branchUpdated: 'Branch updated successfully',
  passwordChanged: 'Password changed successfully',
} as const;

/** Server-side messages users can meet. */
export const SERVER = {
  invalidCredentials: 'Invalid credentials. Please try again.',
  inactive: 'Your account is inactive',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Not authorised',
  validation: 'The given data was invalid.',
  tooManyLogins: (seconds: number) =>
    `Too many login attempts. Please try again in ${seconds} seconds.`,
  branchNotFound: 'Branch not found',
  branchHasStaff:
    'This branch has staff assigned and cannot be deleted. Move or remove its staff first.',
  codeTaken: 'The code has already been taken.',
  managerInvalid: 'The selected manager is invalid.',
  wrongPassword: 'The current password is incorrect.',
} as const;

export const STAFF_FAIL = {
  fetchStaff: 'Failed to fetch staff',
  fetchMember: 'Failed to fetch staff member',
  create: 'Failed to create staff member',
  update: 'Failed to update staff member',
  delete: 'Failed to delete staff member',
  status: 'Failed to update status',
  permissions: 'Failed to update permissions',
} as const;

export const STAFF_OK = {
  created: 'Staff member created successfully!',
  updated: 'Staff member updated successfully!',
  status: 'Status updated successfully!',
  deleted: 'Staff member deleted successfully!',
  permissions: 'Permissions updated successfully!',
} as const;

export const STAFF_SERVER = {
  notFound: 'Staff not found',
  emailTaken: 'The email has already been taken.',
  employeeIdTaken: 'The employee id has already been taken.',
  branchInvalid: 'The selected branch is invalid.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDelete: 'You cannot delete your own account.',
  selfDemote: 'You cannot change your own role.',
  lastAdmin: 'The last active admin cannot be deactivated, demoted or deleted.',
  hasTransactions:
    'This staff member has recorded transactions and cannot be deleted. Deactivate them instead.',
} as const;

export const FIN_FAIL = {
  fetchAccounts: 'Failed to fetch accounts',
  fetchAccount: 'Failed to fetch account',
  createAccount: 'Failed to create account',
  updateAccount: 'Failed to update account',
  deleteAccount: 'Failed to delete account',
  fetchStatement: 'Failed to fetch account statement',
  fetchAccountsList: 'Failed to fetch accounts list',
  fetchCategories: 'Failed to fetch categories',
  fetchCategory: 'Failed to fetch category',
  createCategory: 'Failed to create category',
  updateCategory: 'Failed to update category',
  deleteCategory: 'Failed to delete category',
  toggleStatus: 'Failed to toggle status',
  fetchCategoriesList: 'Failed to fetch categories list',
  fetchTransactions: 'Failed to fetch transactions',
  fetchTransaction: 'Failed to fetch transaction',
  createTransaction: 'Failed to create transaction',
  updateTransaction: 'Failed to update transaction',
  deleteTransaction: 'Failed to delete transaction',
  fetchPending: 'Failed to fetch pending approvals',
  approve: 'Failed to approve transaction',
  reject: 'Failed to reject transaction',
} as const;

export const FIN_OK = {
  accountCreated: 'Account created successfully',
  accountUpdated: 'Account updated successfully',
  accountDeleted: 'Account deleted successfully',
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  categoryToggled: 'Category status updated successfully',
  transactionCreated: 'Transaction created successfully',
  transactionUpdated: 'Transaction updated successfully',
  transactionDeleted: 'Transaction deleted successfully',
  approved: 'Transaction approved successfully!',
  rejected: 'Transaction rejected successfully!',
} as const;

export const FIN_SERVER = {
  accountNotFound: 'Account not found',
  categoryNotFound: 'Category not found',
  transactionNotFound: 'Transaction not found',
  accountCodeTaken: 'The code has already been taken.',
  categoryNameTaken: 'The name has already been taken.',
  accountHasTransactions: 'Accounts with existing transactions cannot be deleted.',
  categoryHasTransactions: 'Categories with transactions cannot be deleted.',
  accountInactive: 'The selected account is inactive.',
  categoryInactive: 'The selected category is inactive.',
  accountInvalid: 'The selected account is invalid.',
  categoryInvalid: 'The selected category is invalid.',
  onlyPending: 'Only pending transactions can be changed.',
  fourEyes: 'You cannot approve or reject a transaction you created.',
  changedSinceOpened: 'This transaction was changed after you opened it. Review it again.',
  editOthers: 'You can only edit your own pending transactions.',
  attachmentType: 'The attachment must be a PDF, JPG, JPEG or PNG file.',
  attachmentMismatch: 'The attachment content does not match its file type.',
  attachmentTooLarge: 'The attachment may not be greater than 2 MB.',
  fileNotFound: 'File not found',
} as const;

export const TOUR_FAIL = {
  fetchAgents: 'Failed to fetch agents',
  fetchAgent: 'Failed to fetch agent',
  createAgent: 'Failed to create agent',
  updateAgent: 'Failed to update agent',
  deleteAgent: 'Failed to delete agent',
  fetchAgentsList: 'Failed to fetch agents list',
  fetchEnquiries: 'Failed to fetch enquiries',
  fetchEnquiry: 'Failed to fetch enquiry',
  createEnquiry: 'Failed to create enquiry',
  updateEnquiry: 'Failed to update enquiry',
  deleteEnquiry: 'Failed to delete enquiry',
  addCommunication: 'Failed to add communication',
} as const;

export const TOUR_OK = {
  agentCreated: 'Agent created successfully!',
  agentUpdated: 'Agent updated successfully!',
  agentDeleted: 'Agent deleted successfully!',
  enquiryCreated: 'Enquiry created successfully!',
  enquiryUpdated: 'Enquiry updated successfully!',
  enquiryDeleted: 'Enquiry deleted successfully!',
  communicationAdded: 'Communication added successfully!',
  agentEnquiryCreated: 'Agent Enquiry created successfully!',
  agentEnquiryUpdated: 'Agent Enquiry updated successfully!',
} as const;

export const TOUR_SERVER = {
  agentNotFound: 'Agent not found',
  enquiryNotFound: 'Enquiry not found',
  agentCodeTaken: 'The code has already been taken.',
  agentInvalid: 'The selected agent is invalid.',
  assigneeInvalid: 'The selected assigned to is invalid.',
  agentInUse:
    'This agent has enquiries or bookings and cannot be deleted. Set the agent inactive instead.',
} as const;

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

export const DAY_PLAN_FAIL = {
  fetchAll: 'Failed to fetch day plans',
  fetchOne: 'Failed to fetch day plan',
  create: 'Failed to create day plan',
  update: 'Failed to update day plan',
  delete: 'Failed to delete day plan',
} as const;

export const DAY_PLAN_OK = {
  created: 'Day plan created successfully!',
  updated: 'Day plan updated successfully!',
  deleted: 'Day plan deleted successfully!',
} as const;

export const DAY_PLAN_SERVER = { notFound: 'Day plan not found' } as const;

export const DRIVER_OK = {
  created: 'Driver created successfully!',
  updated: 'Driver updated successfully!',
  deleted: 'Driver deleted successfully!',
  dutySheetEmailed: 'Duty sheet emailed successfully!',
} as const;

/**
 * Refused, never rewritten: what the server used to change silently now comes
 * back as a field message. `field` is the field's label as users read it ("estimated budget").
 */
export const FIELD_RULES = {
  notNegative: (field: string) => `The ${field} must not be negative.`,
  phone: (field: string) =>
    `The ${field} must be a phone number: 7 to 15 digits, with an optional +, spaces and dashes.`,
  paymentDateFuture: 'The payment date cannot be in the future.',
  transactionDateFuture: 'The transaction date cannot be in the future.',
  birthDateFuture: 'The date of birth cannot be in the future.',
} as const;

/** A cancelled booking takes no new payments and sends no voucher. */
export const CANCELLED_BOOKING = {
  noPayments: 'This booking is cancelled: it takes no new payments.',
  noVoucherEmail: 'This booking is cancelled: its voucher cannot be emailed.',
} as const;
