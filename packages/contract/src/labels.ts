/**
 * What every stored code reads as on screen, in PDFs and in audit text (issue 17): one map per
 * enum, typed over the same value lists the zod schemas are built from, so a value added to a
 * list without a label here fails the type check. Where the spec names a string ("In
 * Progress" among the day plan counts, the 'Administrator' and 'Manager' dashboard badges)
 * the map uses it. Plain values only (no zod), so `@app/contract/constants` carries them.
 * Each map lists its values in the order of the value list (select options keep that order).
 */
import type { AuditRecordType } from './audit-values.ts';
import type {
  ACCOMMODATION_PREFERENCES,
  ACCOUNT_TYPES,
  AGENT_PAYMENT_METHODS,
  AGENT_PAYMENT_STATUSES,
  AGENT_STATUSES,
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUSES,
  BUDGET_TYPES,
  COMMUNICATION_TYPES,
  DAY_PLAN_STATUSES,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  FLIGHT_TYPES,
  GENDERS,
  MEAL_PLANS,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TRANSFER_TYPES,
  TRAVEL_TYPES,
} from './value-lists.ts';
import type { ROLES } from './permissions.ts';
import { PERMISSION_MODULES } from './permissions.ts';

/** The two kinds of enquiry (the schemas' `enquiry_type` literals). */
export const ENQUIRY_TYPES = ['direct', 'agent'] as const;
/** A stored yes/no shown as a status (branches, staff, accounts, categories). */
export const ACTIVE_STATES = ['active', 'inactive'] as const;

type Of<T extends readonly string[]> = T[number];

/** Every enum a screen shows, by the name screens use for it (badge kinds, option lists). */
interface EnumValues {
  role: Of<typeof ROLES>;
  active: Of<typeof ACTIVE_STATES>;
  gender: Of<typeof GENDERS>;
  accountType: Of<typeof ACCOUNT_TYPES>;
  transactionType: Of<typeof TRANSACTION_TYPES>;
  transactionStatus: Of<typeof TRANSACTION_STATUSES>;
  agentStatus: Of<typeof AGENT_STATUSES>;
  enquiryType: Of<typeof ENQUIRY_TYPES>;
  enquiryStatus: Of<typeof ENQUIRY_STATUSES>;
  enquiryPriority: Of<typeof ENQUIRY_PRIORITIES>;
  enquirySource: Of<typeof ENQUIRY_SOURCES>;
  travelType: Of<typeof TRAVEL_TYPES>;
  budgetType: Of<typeof BUDGET_TYPES>;
  accommodation: Of<typeof ACCOMMODATION_PREFERENCES>;
  communicationType: Of<typeof COMMUNICATION_TYPES>;
  bookingStatus: Of<typeof BOOKING_STATUSES>;
  paymentStatus: Of<typeof PAYMENT_STATUSES>;
  agentPaymentStatus: Of<typeof AGENT_PAYMENT_STATUSES>;
  packageType: Of<typeof PACKAGE_TYPES>;
  mealPlan: Of<typeof MEAL_PLANS>;
  transferType: Of<typeof TRANSFER_TYPES>;
  flightType: Of<typeof FLIGHT_TYPES>;
  /** Customer and agent payments share their methods' labels. */
  paymentMethod: Of<typeof BOOKING_PAYMENT_METHODS> | Of<typeof AGENT_PAYMENT_METHODS>;
  dayPlanStatus: Of<typeof DAY_PLAN_STATUSES>;
}

export type LabelKind = keyof EnumValues;
export type EnumValue<K extends LabelKind> = EnumValues[K];

/** One label per value of every enum; the type makes a missing or extra value an error. */
export const VALUE_LABELS: { [K in LabelKind]: Record<EnumValue<K>, string> } = {
  // The dashboard's spec badges ('Administrator', 'Manager') are the role's own label, so the
  // welcome card names the role once (decision 013).
  role: { admin: 'Administrator', manager: 'Manager', staff: 'Staff' },
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
};

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
 * form's own list, e.g. agent payment methods) or every value in its map's order (the value
 * list's order; a contract test holds them equal).
 */
export function labelOptions<K extends LabelKind>(kind: K, values?: readonly EnumValue<K>[]) {
  const all = Object.keys(VALUE_LABELS[kind]) as EnumValue<K>[];
  return (values ?? all).map((value) => ({ value, label: labelOf(kind, value) }));
}

const ACTION_WORDS: Record<string, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  void: 'Void',
  email: 'Email',
};

/** 'void_agent_payments' -> 'Void agent payments'; an unknown key reads as stored. */
export function permissionLabel(key: string) {
  for (const m of PERMISSION_MODULES) {
    const action = m.actions.find((a) => key === `${a}_${m.module}`);
    if (action) return `${ACTION_WORDS[action] ?? action} ${m.label.toLowerCase()}`;
  }
  return key;
}

/**
 * Which stored fields of a record hold an enum, for the audit text: a status change reads
 * "from Pending to In Progress", not "from pending to in_progress".
 */
export const AUDIT_ENUM_FIELDS: Partial<Record<AuditRecordType, Record<string, LabelKind>>> = {
  staff: { role: 'role', gender: 'gender' },
  account: { type: 'accountType' },
  transaction: { type: 'transactionType', status: 'transactionStatus' },
  agent: { status: 'agentStatus' },
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
