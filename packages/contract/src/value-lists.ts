/**
 * The stored value lists (enums) the zod schemas, the database's enum columns and the screens
 * are built from. A list with labels is read off its value -> label table in `labels.ts`, so
 * each value is written once, there; the lists no screen labels stand here as they are.
 */
import { VALUE_LABELS, valuesOf } from './labels.ts';

// Staff

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const GENDERS = valuesOf(VALUE_LABELS.gender);

// Accounts and transactions

export const ACCOUNT_TYPES = valuesOf(VALUE_LABELS.accountType);
export const TRANSACTION_TYPES = valuesOf(VALUE_LABELS.transactionType);
export const TRANSACTION_STATUSES = valuesOf(VALUE_LABELS.transactionStatus);
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

// Agents

export const AGENT_STATUSES = valuesOf(VALUE_LABELS.agentStatus);

// Enquiries

export const ENQUIRY_STATUSES = valuesOf(VALUE_LABELS.enquiryStatus);
export const ENQUIRY_PRIORITIES = valuesOf(VALUE_LABELS.enquiryPriority);
export const ENQUIRY_SOURCES = valuesOf(VALUE_LABELS.enquirySource);
export const TRAVEL_TYPES = valuesOf(VALUE_LABELS.travelType);
export const BUDGET_TYPES = valuesOf(VALUE_LABELS.budgetType);
export const ACCOMMODATION_PREFERENCES = valuesOf(VALUE_LABELS.accommodation);
export const COMMUNICATION_TYPES = valuesOf(VALUE_LABELS.communicationType);

// Bookings

export const BOOKING_STATUSES = valuesOf(VALUE_LABELS.bookingStatus);
export const PAYMENT_STATUSES = valuesOf(VALUE_LABELS.paymentStatus);
export const AGENT_PAYMENT_STATUSES = valuesOf(VALUE_LABELS.agentPaymentStatus);
export const PACKAGE_TYPES = valuesOf(VALUE_LABELS.packageType);
export const MEAL_PLANS = valuesOf(VALUE_LABELS.mealPlan);
export const TRANSFER_TYPES = valuesOf(VALUE_LABELS.transferType);
export const FLIGHT_TYPES = valuesOf(VALUE_LABELS.flightType);
/** The bookings list's `balance` filter: `due`, files with money still to collect. */
export const BALANCE_FILTERS = ['due'] as const;
/**
 * The dashboard's "Bookings with balance due" counts the list it links to, with these filters:
 * one definition for the counter, its link and the list.
 */
export const BALANCE_DUE_FILTERS = { balance: 'due' } as const;
/** A customer payment takes every method, in the label table's order. */
export const BOOKING_PAYMENT_METHODS = valuesOf(VALUE_LABELS.paymentMethod);
type PaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];
/** An agent payment takes some of them (no debit card), in the agent payment form's order. */
export const AGENT_PAYMENT_METHODS = [
  'bank_transfer',
  'cash',
  'cheque',
  'upi',
  'credit_card',
] as const satisfies readonly PaymentMethod[];
/** A new file's currency unless another active one is chosen (the spec's screens show AED). */
export const DEFAULT_BOOKING_CURRENCY = 'AED';
/** An enquiry's budget and expected sale unless another active currency is chosen: rupees. */
export const DEFAULT_ENQUIRY_CURRENCY = 'INR';
/** A day-plan service's amount unless another active currency is chosen (the spec shows $). */
export const DEFAULT_DAY_PLAN_CURRENCY = 'USD';

// Day plans

export const DAY_PLAN_STATUSES = valuesOf(VALUE_LABELS.dayPlanStatus);
