import { describe, expect, it } from 'vitest';
import { can, MATRIX_MODULES, PERMISSION_KEYS, TOURISM_KEYS } from './permissions.ts';

const user = (
  role: 'admin' | 'manager' | 'staff',
  permissions: string[] = [],
  is_active = true,
) => ({
  role,
  permissions,
  is_active,
});

describe('permission keys', () => {
  it('lists view/create/edit/delete for five modules and view/create/approve/delete for transactions', () => {
    expect(PERMISSION_KEYS).toContain('edit_leads');
    expect(PERMISSION_KEYS).toContain('approve_transactions');
    expect(PERMISSION_KEYS).not.toContain('edit_transactions');
  });
  it('adds the tourism modules', () => {
    expect(TOURISM_KEYS).toEqual([
      ...['view', 'create', 'edit', 'delete'].map((a) => `${a}_agents`),
      ...['view', 'create', 'edit', 'delete'].map((a) => `${a}_suppliers`),
      ...['view', 'create', 'approve', 'void'].map((a) => `${a}_supplier_payments`),
      ...['view', 'create', 'edit', 'delete'].map((a) => `${a}_enquiries`),
      ...['view', 'create', 'edit', 'delete'].map((a) => `${a}_bookings`),
      'create_payments',
      'void_payments',
      'view_agent_payments',
      'create_agent_payments',
      'void_agent_payments',
      'view_vouchers',
      'email_vouchers',
      ...['view', 'create', 'edit', 'delete'].map((a) => `${a}_day_plans`),
    ]);
    // 24 spec keys, view_reports, view_books and the tourism ones.
    expect(PERMISSION_KEYS).toHaveLength(26 + TOURISM_KEYS.length);
    expect(PERMISSION_KEYS).toContain('view_reports');
    expect(PERMISSION_KEYS).toContain('view_books');
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });
  it('shows in the matrix only the modules this product has', () => {
    const shown = MATRIX_MODULES.map((m) => m.module);
    expect(shown).not.toContain('students');
    expect(shown).not.toContain('leads');
    expect(shown).toEqual(
      expect.arrayContaining(['branches', 'staff', 'accounts', 'transactions', 'agent_payments']),
    );
  });
});

describe('can()', () => {
  it('lets an admin do everything', () => {
    for (const a of ['admin', 'signed-in', 'view_accounts', 'approve_transactions'] as const) {
      expect(can(user('admin'), a)).toBe(true);
    }
  });
  it('keeps admin-only routes from managers and staff', () => {
    expect(can(user('manager', PERMISSION_KEYS), 'admin')).toBe(false);
    expect(can(user('staff', PERMISSION_KEYS), 'admin')).toBe(false);
  });
  it('grants a key only when held', () => {
    expect(can(user('staff', ['view_accounts']), 'view_accounts')).toBe(true);
    expect(can(user('staff', ['view_accounts']), 'edit_accounts')).toBe(false);
  });
  it('requires the manager role to approve transactions', () => {
    expect(can(user('staff', ['approve_transactions']), 'approve_transactions')).toBe(false);
    expect(can(user('manager', ['approve_transactions']), 'approve_transactions')).toBe(true);
    expect(can(user('manager'), 'approve_transactions')).toBe(false);
  });
  it('lets only managers void money, whatever a staff member holds', () => {
    for (const key of ['void_payments', 'void_agent_payments'] as const) {
      expect(can(user('staff', [key]), key)).toBe(false);
      expect(can(user('staff', [key]), [key, 'view_bookings'])).toBe(false);
      expect(can(user('manager', [key]), key)).toBe(true);
      expect(can(user('manager'), key)).toBe(false);
      expect(can(user('admin'), key)).toBe(true);
    }
  });
  it('refuses inactive and missing users', () => {
    expect(can(user('admin', [], false), 'signed-in')).toBe(false);
    expect(can(null, 'signed-in')).toBe(false);
  });
});
