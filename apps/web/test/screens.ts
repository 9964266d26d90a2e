import { MANAGER_ONLY_KEYS, REPORTS } from '@app/contract';

/**
 * Who may open each screen of the app, written by hand as the expectation the route table
 * (src/app/router.tsx) and the server must meet: the browser's axe sweep (e2e/tests/axe.spec.ts)
 * and the page-level access sweep (src/app/route-access.test.tsx) both read it.
 */

/**
 * Who may open a route, as the server decides it for the matched route: every signed-in user,
 * admins only, a permission key, or `approve` (approve_transactions and the manager role).
 */
export type Need =
  | 'anyone'
  | 'admin'
  | 'approve'
  | 'view_reports'
  | 'view_books'
  | 'view_supplier_payments'
  | `${'view' | 'create' | 'edit'}_accounts`
  | Txn
  | Tour;
type Txn = `${'view' | 'create'}_transactions`;
type Tour = `${'view' | 'create' | 'edit'}_${
  'agents' | 'suppliers' | 'enquiries' | 'bookings' | 'day_plans'}`;
export interface Screen {
  path: string;
  need: Need;
  /** Staff may edit only their own pending transactions: another's edit page opens its detail. */
  staffOpens?: string;
}

/** The ids of the records behind the id routes, and the day the day-plans list opens on. */
export interface ScreenIds {
  branch: number;
  staff: number;
  mail: number;
  account: number;
  category: number;
  transaction: number;
  agent: number;
  /** A supplier: its detail and edit screens are swept when given. */
  supplier?: number;
  enquiry: number;
  b2b: number;
  booking: number;
  plan: number;
  driver: number;
  planDate: string;
  /** A journal entry (the books). */
  entry: number;
}

/** Every screen of the app with the records of `ids` behind its id routes. */
export const screensOf = (ids: ScreenIds): Screen[] => [
  { path: '/dashboard', need: 'anyone' },
  { path: '/profile', need: 'anyone' },
  { path: '/branches', need: 'admin' },
  { path: '/branches/create', need: 'admin' },
  { path: `/branches/${ids.branch}/edit`, need: 'admin' },
  { path: '/staff', need: 'admin' },
  { path: '/staff/create', need: 'admin' },
  { path: `/staff/${ids.staff}`, need: 'admin' },
  { path: `/staff/${ids.staff}/edit`, need: 'admin' },
  { path: `/staff/${ids.staff}/permissions`, need: 'admin' },
  { path: '/audit-log', need: 'admin' },
  { path: '/outbox', need: 'admin' },
  { path: `/outbox/${ids.mail}`, need: 'admin' },
  { path: '/tax-profile', need: 'admin' },
  { path: '/tax-rates', need: 'admin' },
  { path: '/accounts', need: 'view_accounts' },
  { path: '/accounts/create', need: 'create_accounts' },
  { path: `/accounts/${ids.account}`, need: 'view_accounts' },
  { path: `/accounts/${ids.account}/edit`, need: 'edit_accounts' },
  { path: '/transaction-categories', need: 'view_accounts' },
  { path: '/transaction-categories/create', need: 'create_accounts' },
  { path: `/transaction-categories/${ids.category}/edit`, need: 'edit_accounts' },
  { path: '/transactions', need: 'view_transactions' },
  { path: '/transactions/create', need: 'create_transactions' },
  { path: `/transactions/${ids.transaction}`, need: 'view_transactions' },
  {
    path: `/transactions/${ids.transaction}/edit`,
    need: 'create_transactions',
    staffOpens: `/transactions/${ids.transaction}`,
  },
  { path: '/transactions/pending-approvals', need: 'approve' },
  { path: '/agents', need: 'view_agents' },
  { path: '/agents/create', need: 'create_agents' },
  { path: `/agents/${ids.agent}`, need: 'view_agents' },
  { path: `/agents/${ids.agent}/edit`, need: 'edit_agents' },
  { path: '/suppliers', need: 'view_suppliers' },
  { path: '/suppliers/create', need: 'create_suppliers' },
  ...(ids.supplier === undefined
    ? []
    : [
        { path: `/suppliers/${ids.supplier}`, need: 'view_suppliers' as const },
        { path: `/suppliers/${ids.supplier}/edit`, need: 'edit_suppliers' as const },
      ]),
  { path: '/payables', need: 'view_suppliers' },
  { path: '/payables/ageing', need: 'view_suppliers' },
  { path: '/supplier-payments', need: 'view_supplier_payments' },
  { path: '/enquiries', need: 'view_enquiries' },
  { path: '/enquiries/new', need: 'create_enquiries' },
  { path: '/enquiries/create', need: 'create_enquiries' },
  { path: '/enquiries/agent/new', need: 'create_enquiries' },
  { path: `/enquiries/${ids.enquiry}`, need: 'view_enquiries' },
  { path: `/enquiries/${ids.enquiry}/edit`, need: 'edit_enquiries' },
  { path: `/enquiries/agent/${ids.b2b}/edit`, need: 'edit_enquiries' },
  { path: '/bookings', need: 'view_bookings' },
  { path: '/bookings/create', need: 'create_bookings' },
  { path: `/bookings/${ids.booking}`, need: 'view_bookings' },
  { path: `/bookings/${ids.booking}/edit`, need: 'edit_bookings' },
  { path: `/day-plans?date=${ids.planDate}`, need: 'view_day_plans' },
  { path: '/day-plans/create', need: 'create_day_plans' },
  { path: `/day-plans/${ids.plan}/edit`, need: 'edit_day_plans' },
  { path: '/drivers', need: 'view_day_plans' },
  { path: '/drivers/create', need: 'create_day_plans' },
  { path: `/drivers/${ids.driver}/edit`, need: 'edit_day_plans' },
  { path: `/drivers/${ids.driver}/duty-sheet`, need: 'view_day_plans' },
  ...REPORTS.map((r) => ({ path: `/reports/${r}`, need: 'view_reports' as const })),
  { path: '/books/trial-balance', need: 'view_books' },
  { path: '/books/profit-and-loss', need: 'view_books' },
  { path: '/books/balance-sheet', need: 'view_books' },
  { path: '/books/journal', need: 'view_books' },
  { path: `/books/entries/${ids.entry}`, need: 'view_books' },
  { path: '/books/settings', need: 'view_books' },
  { path: '/books/tax-documents', need: 'view_books' },
  { path: '/books/tcs-register', need: 'view_books' },
  { path: '/books/gst-returns', need: 'view_books' },
  { path: '/no-such-page', need: 'anyone' },
];

/** Whether a user of the role holding `permissions` may open a screen that needs `need`. */
export function mayOpen(
  user: { role: 'admin' | 'manager' | 'staff' },
  permissions: readonly string[],
  need: Need,
) {
  if (user.role === 'admin' || need === 'anyone') return true;
  if (need === 'admin') return false;
  if (need === 'approve')
    return user.role === 'manager' && permissions.includes('approve_transactions');
  // The books' key, like approving, takes effect only for a manager (permissions.ts).
  if (MANAGER_ONLY_KEYS.includes(need) && user.role !== 'manager') return false;
  return permissions.includes(need);
}
