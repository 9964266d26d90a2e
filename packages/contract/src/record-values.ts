/**
 * Page sizes, form defaults and small helpers of the records' screens: plain values, no zod or
 * decimal.js, re-exported by `@app/contract/constants`.
 */
import { isCalendarDate } from './common/calendar-date.ts';
import type { AccountType } from './value-lists.ts';

// Paging

/** Page sizes of spec section 9. */
export const PAGE_SIZES = {
  branches: 10,
  staff: 10,
  accounts: 10,
  categories: 10,
  transactions: 10,
  pendingApprovals: 10,
  statement: 20,
  agents: 15,
  suppliers: 15,
  enquiries: 15,
  bookings: 15,
} as const;

// Branches

export const BRANCH_DEFAULTS = { opening_time: '09:00', closing_time: '18:00', is_active: true };
/** A `ManagerOption` (staff.ts) as shown; typed by shape: no schema module imported here. */
export const managerLabel = (m: { name: string; employee_id: string }) =>
  `${m.name} (${m.employee_id})`;

// Accounts

/** The form's type guide (spec: "Account form with a type explanation and guide"). */
export const ACCOUNT_TYPE_GUIDE: Record<AccountType, string> = {
  asset: 'What the agency owns: cash in hand, bank accounts, receivables.',
  liability: 'What the agency owes: supplier payables, loans, advances from customers.',
  equity: "The owners' stake: capital introduced and retained earnings.",
  income: 'Money earned: tour package sales, commissions, service fees.',
  expense: 'Money spent: rent, salaries, marketing, utilities.',
};

// Transactions

/** Attachments (spec section 9): PDF, JPG, JPEG or PNG, at most 2 MB. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DESCRIPTION_PREVIEW = 30;

// Agents

export const AGENT_DEFAULTS = {
  country: 'India',
  commission_rate: '0.00',
  is_vendor: true,
  status: 'active',
} as const;

// Bookings

/** Nights between two dates; the form shows it live and the server stores it. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return 0;
  return Math.max(0, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000));
}

// Day plans

export const DAY_PLAN_DEFAULTS = { service_time: '09:00', status: 'pending' } as const;

/**
 * Services grouped by time, 'No Time' for none, groups sorted by key (spec: /day-plans).
 * Generic over `DayPlan` (day-plans.ts) so this module imports no schema module.
 */
export function groupByServiceTime<T extends { service_time: string | null }>(
  plans: T[],
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const p of plans) {
    const key = p.service_time ?? 'No Time';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
