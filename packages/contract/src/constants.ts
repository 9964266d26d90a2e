/**
 * `@app/contract/constants`: the contract's plain values (lists, defaults, labels, messages,
 * permission rules and small pure helpers) without zod or decimal.js, so a screen that only
 * shows data does not load the validation and money libraries
 * (docs/decisions/005-web-first-page-budget.md). The schema modules build on these;
 * `@app/contract` re-exports them with everything else.
 */
import { isCalendarDate } from './common/calendar-date.ts';
import type { AccountType } from './value-lists.ts';

export * from './value-lists.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './document-access.ts';
export * from './audit-values.ts';
export * from './corrections-values.ts';
export * from './labels.ts';
export * from './money-figures.ts';
export * from './common/money-range.ts';
export * from './common/paths.ts';
// Zod-free, so screens read them here.
export * from './receipts-values.ts';
export * from './today.ts';
// The plain values of modules that also hold schemas: one definition each, in a zod-free
// file beside its schemas, which the schema module re-exports (eslint.config.js keeps zod out).
export * from './sorting-values.ts';
export * from './outbox-values.ts';
export * from './trips-values.ts';
export * from './exports-values.ts';
export * from './common/path-id.ts';
export * from './common/url-rules.ts';
export * from './common/calendar-date.ts';
export * from './ledger-values.ts';
export * from './reports-values.ts';

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
