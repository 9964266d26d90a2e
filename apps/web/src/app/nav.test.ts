import type { SessionUser } from '@app/contract';
import { TOURISM_KEYS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { navFor } from './nav.ts';

const user = (role: SessionUser['role'], permissions: string[]): SessionUser => ({
  id: 1,
  name: 'U',
  email: 'u@example.com',
  role,
  is_active: true,
  is_admin: role === 'admin',
  is_manager: role === 'manager',
  permissions,
});
const tourism = (u: SessionUser) =>
  navFor(u)
    .find((s) => s.title === 'TOURISM')
    ?.items.map((i) => i.label);

describe('the tourism menu', () => {
  it('shows every tourism item to admins and to staff holding the view keys', () => {
    const all = ['Agents', 'Suppliers', 'Enquiries', 'Bookings', 'Day Plans', 'Drivers'];
    expect(tourism(user('admin', []))).toEqual(all);
    expect(tourism(user('staff', TOURISM_KEYS))).toEqual(all);
  });
  it('shows only what the user may view, and no section without any', () => {
    expect(tourism(user('staff', ['view_bookings', 'create_agents']))).toEqual(['Bookings']);
    expect(tourism(user('manager', ['view_transactions']))).toBeUndefined();
  });
});

describe('the books menu', () => {
  const books = (u: SessionUser) =>
    navFor(u)
      .find((s) => s.title === 'FINANCE')
      ?.items.find((i) => i.label === 'Books');
  it('shows the books to admins and to those holding view_books', () => {
    const labels = [
      'Trial Balance',
      'Profit & Loss',
      'Balance Sheet',
      'Journal',
      'Tax Documents',
      'TCS Register',
      'GST Returns',
      'Books Settings',
    ];
    expect(books(user('admin', []))?.children?.map((c) => c.label)).toEqual(labels);
    expect(books(user('manager', ['view_books']))?.children?.map((c) => c.to)).toEqual([
      '/books/trial-balance',
      '/books/profit-and-loss',
      '/books/balance-sheet',
      '/books/journal',
      '/books/tax-documents',
      '/books/tcs-register',
      '/books/gst-returns',
      '/books/settings',
    ]);
  });
  it('hides them from everyone else', () => {
    expect(books(user('manager', ['view_accounts', 'view_reports']))).toBeUndefined();
  });
});

describe('the payables menu', () => {
  const payables = (u: SessionUser) =>
    navFor(u)
      .find((s) => s.title === 'FINANCE')
      ?.items.find((i) => i.label === 'Payables');
  it('shows what is owed to those who view suppliers, and the payments to those who view them', () => {
    expect(payables(user('admin', []))?.children?.map((c) => c.to)).toEqual([
      '/payables',
      '/supplier-payments',
    ]);
    expect(payables(user('staff', ['view_suppliers']))?.children?.map((c) => c.label)).toEqual([
      'Payables Due',
    ]);
    expect(
      payables(user('manager', ['view_supplier_payments']))?.children?.map((c) => c.label),
    ).toEqual(['Supplier Payments']);
  });
  it('hides them from everyone else', () => {
    expect(payables(user('staff', ['view_bookings']))).toBeUndefined();
  });
});
