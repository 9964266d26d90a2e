import { describe, expect, it } from 'vitest';
import { can, MATRIX_MODULES, PERMISSION_KEYS, ROLE_DEFAULT_PERMISSIONS } from './permissions.ts';

const shown = new Set(
  MATRIX_MODULES.flatMap(({ module, actions }) => actions.map((a) => `${a}_${module}`)),
);
const as = (role: 'manager' | 'staff') => ({
  role,
  is_active: true,
  permissions: [...ROLE_DEFAULT_PERMISSIONS[role]],
});

describe("a role's default permissions", () => {
  it('are known keys the matrix shows, each once', () => {
    for (const keys of Object.values(ROLE_DEFAULT_PERMISSIONS)) {
      expect(keys.every((k) => PERMISSION_KEYS.includes(k) && shown.has(k))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("let staff do a tourism desk's work and nothing that deletes, voids, approves or reads the books", () => {
    const staff = as('staff');
    for (const key of [
      'view_bookings',
      'create_bookings',
      'edit_bookings',
      'create_enquiries',
      'edit_agents',
      'create_day_plans',
      'create_payments',
      'create_agent_payments',
      'view_vouchers',
      'email_vouchers',
    ])
      expect(can(staff, key as `${string}_${string}`), key).toBe(true);
    for (const key of [
      'delete_bookings',
      'delete_enquiries',
      'void_payments',
      'approve_transactions',
      'view_transactions',
      'view_accounts',
      'view_reports',
      'view_staff',
    ])
      expect(can(staff, key as `${string}_${string}`), key).toBe(false);
  });

  it("give managers the staff's keys plus approvals, voids, reports, deletes and the accounting keys", () => {
    const manager = as('manager');
    expect(ROLE_DEFAULT_PERMISSIONS.manager).toEqual(
      expect.arrayContaining([...ROLE_DEFAULT_PERMISSIONS.staff]),
    );
    for (const key of [
      'approve_transactions',
      'void_payments',
      'void_agent_payments',
      'view_reports',
      'delete_bookings',
      'view_accounts',
      'edit_accounts',
      'create_transactions',
    ])
      expect(can(manager, key as `${string}_${string}`), key).toBe(true);
    // Branches and staff stay the admin's.
    expect(ROLE_DEFAULT_PERMISSIONS.manager.some((k) => /_(branches|staff)$/.test(k))).toBe(false);
    expect(ROLE_DEFAULT_PERMISSIONS.admin).toEqual([]);
  });
});
