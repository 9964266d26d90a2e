import { describe, expect, it } from 'vitest';
import { can, PERMISSION_KEYS } from './permissions.ts';

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
    expect(PERMISSION_KEYS).toHaveLength(24);
    expect(PERMISSION_KEYS).toContain('edit_leads');
    expect(PERMISSION_KEYS).toContain('approve_transactions');
    expect(PERMISSION_KEYS).not.toContain('edit_transactions');
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
  it('refuses inactive and missing users', () => {
    expect(can(user('admin', [], false), 'signed-in')).toBe(false);
    expect(can(null, 'signed-in')).toBe(false);
  });
});
