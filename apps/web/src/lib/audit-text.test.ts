import type { AuditEvent } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  changesSummary,
  eventText,
  formatAuditValue,
  noteLabel,
  recordPath,
} from './audit-text.ts';

const flat = (s: string) => s.replace(/\s+/g, ' ');
const event = (o: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: '2026-11-23T14:02:00.000Z',
  user: { id: 7, name: 'Aisha Khan' },
  actor_label: 'Aisha Khan',
  ip: null,
  action: 'update',
  record_type: 'day_plan',
  record_id: 3,
  record_label: 'Omar Ali',
  note: null,
  changes: [],
  currency: null,
  ...o,
});

describe('audit text', () => {
  it('formats each kind of value, empty as a dash', () => {
    expect(formatAuditValue('12.5', 'money', 'day_plan')).toBe('$12.50');
    expect(flat(formatAuditValue('5000', 'money', 'payment'))).toBe('AED 5,000.00');
    expect(formatAuditValue('5000', 'money', 'account')).toBe('₹5,000.00');
    expect(formatAuditValue('2026-12-01', 'date', 'booking')).toBe('1 Dec 2026');
    expect(formatAuditValue('true', 'boolean', 'staff')).toBe('Yes');
    expect(formatAuditValue('false', 'boolean', 'staff')).toBe('No');
    expect(formatAuditValue('["a","b"]', 'list', 'staff')).toBe('a, b');
    expect(formatAuditValue('view_accounts, edit_accounts', 'list', 'staff')).toBe(
      'view_accounts, edit_accounts',
    );
    expect(formatAuditValue(null, 'text', 'staff')).toBe('—');
    expect(formatAuditValue(' ', 'money', 'staff')).toBe('—');
  });

  it("shows an event's money in the currency it kept, not the default of its kind of record", () => {
    const sale = (before: string, after: string) => ({
      field: 'sale_amount',
      label: 'Sale amount',
      kind: 'money' as const,
      before,
      after,
    });
    // On the Audit log there is no page: a rupee file's change reads in rupees.
    const inr = event({ record_type: 'booking', currency: 'INR', changes: [sale('5000', '5500')] });
    expect(flat(eventText(inr).sentences[0]!)).toBe(
      'Aisha Khan changed Sale amount of booking Omar Ali from ₹5,000.00 to ₹5,500.00',
    );
    // An event from before currencies were kept: a file's default (all files were AED then).
    const old = event({ record_type: 'booking', changes: [sale('5000', '5500')] });
    expect(flat(eventText(old).sentences[0]!)).toContain('from AED 5,000.00 to AED 5,500.00');
    // A draft moved from dirhams to rupees: each side in its own currency.
    const moved = event({
      record_type: 'booking',
      currency: 'INR',
      changes: [
        sale('1000', '22700'),
        { field: 'currency', label: 'Currency', kind: 'text', before: 'AED', after: 'INR' },
      ],
    });
    expect(flat(eventText(moved).sentences[0]!)).toContain('from AED 1,000.00 to ₹22,700.00');
  });

  it('reads stored codes as their labels, by the field they are in', () => {
    expect(formatAuditValue('in_progress', 'text', 'day_plan', 'status')).toBe('In Progress');
    expect(formatAuditValue('upi', 'text', 'payment', 'payment_method')).toBe('UPI');
    expect(formatAuditValue('bank_transfer', 'text', 'agent_payment', 'payment_method')).toBe(
      'Bank Transfer',
    );
    expect(formatAuditValue('manager', 'text', 'staff', 'role')).toBe('Manager');
    expect(formatAuditValue('per_person', 'text', 'enquiry', 'budget_type')).toBe('Per Person');
    expect(formatAuditValue('HOTEL/LAND', 'text', 'booking', 'package_type')).toBe('Hotel + Land');
    // Free text in a field of the same name elsewhere stays as written.
    expect(formatAuditValue('in_progress', 'text', 'branch', 'status')).toBe('in_progress');
    expect(formatAuditValue('view_accounts, edit_accounts', 'list', 'staff', 'permissions')).toBe(
      'View accounts, Edit accounts',
    );
    expect(formatAuditValue('["void_agent_payments"]', 'list', 'staff', 'permissions')).toBe(
      'Void agent payments',
    );
    const e = event({
      action: 'status',
      changes: [
        { field: 'status', label: 'Status', kind: 'text', before: 'pending', after: 'in_progress' },
      ],
    });
    expect(eventText(e, 'day_plan').sentences).toEqual([
      'Aisha Khan changed the status of this day plan from Pending to In Progress',
    ]);
  });

  it('names who acted, else what was typed at a failed sign-in', () => {
    const failed = event({
      action: 'login_failed',
      record_type: 'session',
      user: null,
      actor_label: 'who@x.co',
    });
    expect(eventText(failed).sentences).toEqual(['who@x.co failed to sign in']);
    expect(eventText(event({ action: 'delete' }), 'day_plan').sentences).toEqual([
      'Aisha Khan deleted this day plan',
    ]);
    expect(eventText(event({ action: 'delete', record_type: 'staff' })).sentences).toEqual([
      'Aisha Khan deleted staff member Omar Ali',
    ]);
    const payment = event({ action: 'void', record_type: 'agent_payment' });
    expect(eventText(payment, 'agent').sentences).toEqual(['Aisha Khan voided an agent payment']);
  });

  it('summarises two changes and counts the rest; links records that have a page', () => {
    const e = event({
      changes: ['a', 'b', 'c'].map((f) => ({
        field: f,
        label: f.toUpperCase(),
        kind: 'text' as const,
        before: '1',
        after: '2',
      })),
    });
    expect(changesSummary(e)).toEqual(['A: 1 → 2', 'B: 1 → 2', '+1 more']);
    expect(recordPath('day_plan', 3)).toBe('/day-plans/3/edit');
    expect(recordPath('account', 4)).toBe('/accounts/4');
    expect(recordPath('payment', 5)).toBeUndefined();
    expect(recordPath('booking', null)).toBeUndefined();
  });
});

describe('a cancellation', () => {
  it('reads its status change and shows its note as the reason', () => {
    const e = event({
      action: 'status',
      record_type: 'booking',
      note: 'Guest changed plans',
      changes: [
        { field: 'status', label: 'Status', kind: 'text', before: 'confirmed', after: 'cancelled' },
      ],
    });
    expect(eventText(e, 'booking').sentences).toEqual([
      'Aisha Khan changed the status of this booking from Confirmed to Cancelled',
    ]);
    expect(noteLabel(e)).toBe('Reason');
    expect(noteLabel(event({ action: 'status', note: 'x' }))).toBe('Note');
  });
});
