import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';
import type { LabelKind } from './labels.ts';
import { JOURNAL_SOURCES } from './ledger-values.ts';
import {
  ACTIVE_STATES,
  AUDIT_ENUM_FIELDS,
  ENQUIRY_TYPES,
  labelOf,
  labelOptions,
  VALUE_LABELS,
} from './labels.ts';
import { permissionLabel } from './permissions.ts';

/**
 * The stored value lists each label map covers, read at run time from the lists the zod
 * schemas use (the types already tie them; this also catches a list widened by a cast).
 */
const LISTS: Record<LabelKind, readonly string[]> = {
  role: C.ROLES,
  active: ACTIVE_STATES,
  gender: C.GENDERS,
  accountType: C.ACCOUNT_TYPES,
  transactionType: C.TRANSACTION_TYPES,
  transactionStatus: C.TRANSACTION_STATUSES,
  agentStatus: C.AGENT_STATUSES,
  enquiryType: ENQUIRY_TYPES,
  enquiryStatus: C.ENQUIRY_STATUSES,
  enquiryPriority: C.ENQUIRY_PRIORITIES,
  enquirySource: C.ENQUIRY_SOURCES,
  travelType: C.TRAVEL_TYPES,
  budgetType: C.BUDGET_TYPES,
  accommodation: C.ACCOMMODATION_PREFERENCES,
  communicationType: C.COMMUNICATION_TYPES,
  bookingStatus: C.BOOKING_STATUSES,
  paymentStatus: C.PAYMENT_STATUSES,
  agentPaymentStatus: C.AGENT_PAYMENT_STATUSES,
  packageType: C.PACKAGE_TYPES,
  mealPlan: C.MEAL_PLANS,
  transferType: C.TRANSFER_TYPES,
  flightType: C.FLIGHT_TYPES,
  paymentMethod: [...new Set([...C.BOOKING_PAYMENT_METHODS, ...C.AGENT_PAYMENT_METHODS])],
  dayPlanStatus: C.DAY_PLAN_STATUSES,
  journalSource: JOURNAL_SOURCES,
};

/** Values whose stored form is already what people read. None today; add one with a reason. */
const SAME_BY_DESIGN = new Set<string>();

const kinds = Object.keys(LISTS) as LabelKind[];

describe('VALUE_LABELS', () => {
  it('has a map for every enum and no other', () => {
    expect(Object.keys(VALUE_LABELS).sort()).toEqual([...kinds].sort());
  });

  it.each(kinds)('%s: every stored value has a human label, in the list order', (kind) => {
    const map = VALUE_LABELS[kind] as Record<string, string>;
    expect(Object.keys(map)).toEqual(
      kind === 'paymentMethod' ? expect.arrayContaining([...LISTS[kind]]) : [...LISTS[kind]],
    );
    expect(Object.keys(map)).toHaveLength(LISTS[kind].length);
    for (const value of LISTS[kind]) {
      const label = map[value];
      expect(label, `${kind}.${value}`).toBeTruthy();
      expect(label!.trim(), `${kind}.${value}`).toBe(label);
      if (!SAME_BY_DESIGN.has(value)) expect(label, `${kind}.${value}`).not.toBe(value);
      // Reads as words: no underscores, starts with a capital or a digit ("3 Star").
      expect(label, `${kind}.${value}`).not.toMatch(/_/);
      expect(label, `${kind}.${value}`).toMatch(/^[A-Z0-9]/);
    }
  });

  it('keeps the spec strings: "In Progress", the Administrator and Manager badges, "UPI"', () => {
    expect(labelOf('dayPlanStatus', 'in_progress')).toBe('In Progress');
    expect(labelOf('role', 'admin')).toBe('Administrator');
    expect(labelOf('role', 'manager')).toBe('Manager');
    expect(labelOf('paymentMethod', 'upi')).toBe('UPI');
    expect(labelOf('paymentMethod', 'bank_transfer')).toBe('Bank Transfer');
  });

  it('shows a value older than its list as stored, never blank', () => {
    expect(labelOf('bookingStatus', 'archived')).toBe('archived');
  });
});

describe('labelOptions', () => {
  it('lists every value with its label in the stored list order', () => {
    expect(labelOptions('dayPlanStatus').map((o) => o.value)).toEqual([...C.DAY_PLAN_STATUSES]);
    expect(labelOptions('dayPlanStatus')[2]).toEqual({
      value: 'in_progress',
      label: 'In Progress',
    });
  });

  it('takes a form’s own subset in its order (agent payments)', () => {
    expect(labelOptions('paymentMethod', C.AGENT_PAYMENT_METHODS).map((o) => o.label)).toEqual([
      'Bank Transfer',
      'Cash',
      'Cheque',
      'UPI',
      'Credit Card',
    ]);
  });
});

describe('permissionLabel', () => {
  it.each(C.PERMISSION_KEYS)('%s reads as words', (key) => {
    const label = permissionLabel(key);
    expect(label).not.toBe(key);
    expect(label).toMatch(/^[A-Z][a-z]+ [a-z ]+$/);
  });

  it('names the module as the matrix does', () => {
    expect(permissionLabel('void_agent_payments')).toBe('Void agent payments');
    expect(permissionLabel('approve_transactions')).toBe('Approve transactions');
  });
});

describe('AUDIT_ENUM_FIELDS', () => {
  it('points only at known label maps', () => {
    for (const fields of Object.values(AUDIT_ENUM_FIELDS))
      for (const kind of Object.values(fields)) expect(kinds).toContain(kind);
  });
});
