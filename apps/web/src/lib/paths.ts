type Id = number | string;
type Part = 'Create' | 'Detail' | 'Edit';

/** A record's paths as the app names them: `bookings`, `bookingCreate`, `bookingDetail(id)`… */
type RecordPaths<L extends string, N extends string, P extends Part> = Record<L, string> & {
  [K in P as `${N}${K}`]: K extends 'Create' ? string : (id: Id) => string;
};

/**
 * The list at `base` and the parts of it the record has: `<base>/create`, `<base>/<id>`,
 * `<base>/<id>/edit`. Every record's routes are spelt the same way, so they are written once.
 */
function recordPaths<L extends string, N extends string, P extends Part>(
  base: string,
  names: { list: L; one: N },
  parts: readonly P[],
): RecordPaths<L, N, P> {
  const at: Record<Part, string | ((id: Id) => string)> = {
    Create: `${base}/create`,
    Detail: (id: Id) => `${base}/${id}`,
    Edit: (id: Id) => `${base}/${id}/edit`,
  };
  const entries = [[names.list, base], ...parts.map((p) => [`${names.one}${p}`, at[p]])];
  return Object.fromEntries(entries) as RecordPaths<L, N, P>;
}

/** Every client route in one place (spec section 2). */
export const paths = {
  login: '/login',
  dashboard: '/dashboard',
  profile: '/profile',
  ...recordPaths('/branches', { list: 'branches', one: 'branch' }, ['Create', 'Edit']),
  ...recordPaths('/staff', { list: 'staff', one: 'staff' }, ['Create', 'Detail', 'Edit']),
  staffPermissions: (id: Id) => `/staff/${id}/permissions`,
  auditLog: '/audit-log',
  outbox: '/outbox',
  outboxMessage: (id: Id) => `/outbox/${id}`,
  /** The agency's tax profile (admins): the supplier on its tax invoices and credit notes. */
  taxProfile: '/tax-profile',
  /** The dated GST, TCS and TDS rules (admins keep them). */
  taxRates: '/tax-rates',
  ...recordPaths('/accounts', { list: 'accounts', one: 'account' }, ['Create', 'Edit']),
  /** An account's detail page is its statement. */
  accountStatement: (id: Id) => `/accounts/${id}`,
  ...recordPaths('/transaction-categories', { list: 'categories', one: 'category' }, [
    'Create',
    'Edit',
  ]),
  ...recordPaths('/transactions', { list: 'transactions', one: 'transaction' }, [
    'Create',
    'Detail',
    'Edit',
  ]),
  pendingApprovals: '/transactions/pending-approvals',
  ...recordPaths('/agents', { list: 'agents', one: 'agent' }, ['Create', 'Detail', 'Edit']),
  ...recordPaths('/suppliers', { list: 'suppliers', one: 'supplier' }, [
    'Create',
    'Detail',
    'Edit',
  ]),
  /** What is owed to suppliers (view_suppliers): by due date, and by days past due. */
  payables: '/payables',
  payablesAgeing: '/payables/ageing',
  supplierPayments: '/supplier-payments',
  /** Two kinds of enquiry, each with its own form; one detail page for both. */
  ...recordPaths('/enquiries', { list: 'enquiries', one: 'enquiry' }, ['Detail', 'Edit']),
  enquiryNew: '/enquiries/new',
  agentEnquiryNew: '/enquiries/agent/new',
  agentEnquiryEdit: (id: Id) => `/enquiries/agent/${id}/edit`,
  ...recordPaths('/bookings', { list: 'bookings', one: 'booking' }, ['Create', 'Detail', 'Edit']),
  ...recordPaths('/day-plans', { list: 'dayPlans', one: 'dayPlan' }, ['Create', 'Edit']),
  ...recordPaths('/drivers', { list: 'drivers', one: 'driver' }, ['Create', 'Edit']),
  driverDutySheet: (id: Id) => `/drivers/${id}/duty-sheet`,
  /** The contract's REPORTS, each at /reports/<name>. */
  reportSales: '/reports/sales',
  reportReceivables: '/reports/receivables',
  reportAgentPayables: '/reports/agent-payables',
  reportTopDestinations: '/reports/top-destinations',
  reportTopAgents: '/reports/top-agents',
  reportCash: '/reports/cash',
  reportSupplierMargin: '/reports/supplier-margin',
  reportServiceMargin: '/reports/service-margin',
  reportTopSuppliers: '/reports/top-suppliers',
  reportGstSummary: '/reports/gst-summary',
  reportUnconfirmedServices: '/reports/unconfirmed-services',
  reportPayablesAgeing: '/reports/payables-ageing',
  /** The books (view_books): the statements, the journal and one entry, their settings. */
  booksTrialBalance: '/books/trial-balance',
  booksProfitAndLoss: '/books/profit-and-loss',
  booksBalanceSheet: '/books/balance-sheet',
  booksJournal: '/books/journal',
  bookEntry: (id: Id) => `/books/entries/${id}`,
  booksSettings: '/books/settings',
  /** Tax invoices, debit and credit notes by issue date, with `from` and `to` in the URL. */
  booksTaxDocuments: '/books/tax-documents',
  /** A quarter's TCS register (`quarter` in the URL, as 2026-27-Q3). */
  booksTcsRegister: '/books/tcs-register',
  /** GSTR-1 for a month or a quarter (`month` or `quarter` in the URL). */
  booksGstReturns: '/books/gst-returns',
} as const;
