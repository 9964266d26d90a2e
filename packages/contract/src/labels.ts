/**
 * What every stored code reads as on screen, in PDFs and in audit text: one value ->
 * label table per enum. The table is where each value is written: the value lists the zod
 * schemas and the database are built from (`value-lists.ts`) are read off it with `valuesOf`, in
 * its order (select options keep that order). Where the spec names a string ("In Progress"
 * among the day plan counts, the 'Administrator' and 'Manager' dashboard badges) the table uses
 * it. Plain values only (no zod), so `@app/contract/constants` carries them.
 */
import type { Role } from './access-rules.ts';

// The dashboard's spec badges ('Administrator', 'Manager') are the role's own label, so the
// welcome card names the role once (decision 013). The roles are listed in permissions.ts.
const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  staff: 'Staff',
};

/**
 * A value -> label table's values, in the table's order, as the non-empty tuple z.enum and the
 * database's enum columns take. So a stored list and the words it reads as are written once, as
 * the table, and neither can gain a value the other lacks.
 */
export const valuesOf = <V extends string>(labels: Record<V, string>): readonly [V, ...V[]] =>
  Object.keys(labels) as [V, ...V[]];

/** One label per value of every enum, by the name screens use for it (badge kinds, options). */
export const VALUE_LABELS = {
  role: ROLE_LABELS,
  active: { active: 'Active', inactive: 'Inactive' },
  gender: { male: 'Male', female: 'Female', other: 'Other' },
  accountType: {
    asset: 'Asset',
    liability: 'Liability',
    equity: 'Equity',
    income: 'Income',
    expense: 'Expense',
  },
  transactionType: { income: 'Income', expense: 'Expense' },
  transactionStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  agentStatus: { active: 'Active', inactive: 'Inactive' },
  // The create menu's words: "Agent Enquiry B2B", "Direct Customer Enquiry B2C".
  enquiryType: { direct: 'Direct B2C', agent: 'Agent B2B' },
  enquiryStatus: {
    new: 'New',
    contacted: 'Contacted',
    quoted: 'Quoted',
    negotiating: 'Negotiating',
    converted: 'Converted',
    lost: 'Lost',
    cancelled: 'Cancelled',
  },
  enquiryPriority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  enquirySource: {
    website: 'Website',
    phone: 'Phone',
    email: 'Email',
    referral: 'Referral',
    agent: 'Agent',
    'walk-in': 'Walk-in',
  },
  travelType: { domestic: 'Domestic', international: 'International' },
  budgetType: { total: 'Total', per_person: 'Per Person' },
  accommodation: {
    '3-star': '3 Star',
    '4-star': '4 Star',
    '5-star': '5 Star',
    budget: 'Budget',
    luxury: 'Luxury',
  },
  communicationType: {
    note: 'Note',
    email: 'Email',
    phone: 'Phone call',
    meeting: 'Meeting',
    whatsapp: 'WhatsApp',
  },
  bookingStatus: {
    draft: 'Draft',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
  },
  paymentStatus: { unpaid: 'Unpaid', partial: 'Partial', paid: 'Paid' },
  agentPaymentStatus: { pending: 'Pending', partial: 'Partial', paid: 'Paid' },
  packageType: { HOTEL: 'Hotel', 'HOTEL/LAND': 'Hotel + Land', LAND: 'Land', VISA: 'Visa' },
  mealPlan: {
    RO: 'Room Only',
    BB: 'Bed & Breakfast',
    HB: 'Half Board',
    FB: 'Full Board',
    AI: 'All Inclusive',
  },
  transferType: { PVT: 'Private', SIC: 'Shared (SIC)', NA: 'No Transfer' },
  flightType: { arrival: 'Arrival', departure: 'Departure' },
  /** Customer payments take every method in this order; agent payments a few of them. */
  paymentMethod: {
    bank_transfer: 'Bank Transfer',
    cash: 'Cash',
    credit_card: 'Credit Card',
    debit_card: 'Debit Card',
    upi: 'UPI',
    cheque: 'Cheque',
  },
  dayPlanStatus: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    in_progress: 'In Progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  /** What posted a journal entry (JOURNAL_SOURCES): the journal and the statements say it. */
  journalSource: {
    opening: 'Opening balance',
    transaction: 'Transaction',
    reversal: 'Reversal',
    booking: 'File',
    payment: 'Payment',
    agent_payment: 'Agent payment',
    void: 'Void',
    revaluation: 'Revaluation',
    supplier_payable: 'Supplier payable',
    supplier_payment: 'Supplier payment',
    tax_document: 'Tax invoice or note',
    refund: 'Refund',
  },
};

export type LabelKind = keyof typeof VALUE_LABELS;
/** A stored value of one enum (the table's keys are its values). */
export type EnumValue<K extends LabelKind> = keyof (typeof VALUE_LABELS)[K] & string;

/** The two kinds of enquiry (the schemas' `enquiry_type` literals). */
export const ENQUIRY_TYPES = valuesOf(VALUE_LABELS.enquiryType);
/** A stored yes/no shown as a status (branches, staff, accounts, categories). */
export const ACTIVE_STATES = valuesOf(VALUE_LABELS.active);

/**
 * A stored value as people read it. A value the map does not know (a row older than its
 * list) is shown as stored rather than hidden; the type check keeps new values from this path.
 */
export function labelOf<K extends LabelKind>(kind: K, value: EnumValue<K> | (string & {})) {
  return (VALUE_LABELS[kind] as Record<string, string>)[value] ?? value;
}

export const activeLabel = (active: boolean) => VALUE_LABELS.active[active ? 'active' : 'inactive'];

/**
 * Select options: `{ value: 'in_progress', label: 'In Progress' }`, for the given values (a
 * form's own list, e.g. agent payment methods) or every value in its table's order, which is
 * its value list's order (the list is read off the table).
 */
export function labelOptions<K extends LabelKind>(kind: K, values?: readonly EnumValue<K>[]) {
  const all = Object.keys(VALUE_LABELS[kind]) as EnumValue<K>[];
  return (values ?? all).map((value) => ({ value, label: labelOf(kind, value) }));
}

/** What a record is; `session` holds sign-ins, sign-outs and failed sign-ins. */
export const AUDIT_RECORD_TYPE_LABELS = {
  branch: 'Branch',
  staff: 'Staff',
  account: 'Account',
  category: 'Category',
  transaction: 'Transaction',
  agent: 'Agent',
  supplier: 'Supplier',
  supplier_payment: 'Supplier payment',
  tax_rate: 'Tax rate',
  refund: 'Refund',
  tax_profile: 'Tax profile',
  agent_payment: 'Agent payment',
  enquiry: 'Enquiry',
  booking: 'Booking',
  payment: 'Payment',
  day_plan: 'Day plan',
  driver: 'Driver',
  session: 'Session',
  // Exports of the audit log itself and of reports.
  audit_log: 'Audit log',
  report: 'Report',
  // The books' settings (the lock date): one record, id 1.
  books: 'Books',
};

/**
 * Which stored fields of a record hold an enum, for the audit text: a status change reads
 * "from Pending to In Progress", not "from pending to in_progress".
 */
export const AUDIT_ENUM_FIELDS: Partial<
  Record<keyof typeof AUDIT_RECORD_TYPE_LABELS, Record<string, LabelKind>>
> = {
  staff: { role: 'role', gender: 'gender' },
  account: { type: 'accountType' },
  transaction: { type: 'transactionType', status: 'transactionStatus' },
  agent: { status: 'agentStatus' },
  supplier: { status: 'agentStatus' },
  enquiry: {
    enquiry_type: 'enquiryType',
    status: 'enquiryStatus',
    priority: 'enquiryPriority',
    source: 'enquirySource',
    travel_type: 'travelType',
    budget_type: 'budgetType',
    accommodation_preference: 'accommodation',
  },
  booking: {
    status: 'bookingStatus',
    payment_status: 'paymentStatus',
    agent_payment_status: 'agentPaymentStatus',
    package_type: 'packageType',
  },
  payment: { payment_method: 'paymentMethod' },
  agent_payment: { payment_method: 'paymentMethod' },
  day_plan: { status: 'dayPlanStatus' },
};
