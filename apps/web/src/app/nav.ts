import type { Access, SessionUser } from '@app/contract';
import { can } from '@app/contract/constants';
import { paths } from '../lib/paths.ts';

export interface NavItem {
  label: string;
  to?: string;
  children?: { label: string; to: string }[];
}
export interface NavSection {
  title?: string;
  items: NavItem[];
}

/** Who sees an entry of the menu; an entry without one shows to every user. */
type Shown = (user: SessionUser) => boolean;
type Entry<T> = T & { show?: Shown };
type MenuLink = Entry<{ label: string; to: string }>;
type MenuItem = Entry<Omit<NavItem, 'children'> & { children?: MenuLink[] }>;

const admins: Shown = (u) => u.is_admin;
/** Items show to those who may open them. */
const may =
  (access: Access): Shown =>
  (u) =>
    can(u, access);

/** A heading in the menu that opens onto its links. */
const group = (label: string, children: MenuLink[]): MenuItem => ({ label, children });

/**
 * The left menu (spec sections 2 and 6), each entry with its visibility rule; a section with
 * nothing left to show goes. Reports: managers hold view_reports, admins pass every
 * rule; the names are the contract's REPORTS, written here so nav.ts stays free of zod
 * (first-page budget, decision 005).
 */
const MENU: Entry<{ title?: string; items: MenuItem[] }>[] = [
  { items: [{ label: 'Dashboard', to: paths.dashboard }] },
  {
    title: 'CREW',
    show: admins,
    items: [
      group('Manage Branches', [
        { label: 'Create Branch', to: paths.branchCreate },
        { label: 'Branches', to: paths.branches },
      ]),
      { label: 'Manage Staff', to: paths.staff },
      { label: 'Audit log', to: paths.auditLog },
      { label: 'Outbox', to: paths.outbox },
      { label: 'Tax Profile', to: paths.taxProfile },
      { label: 'Tax Rates', to: paths.taxRates },
    ],
  },
  {
    title: 'FINANCE',
    items: [
      group('Accounts', [
        { label: 'All Accounts', to: paths.accounts },
        { label: 'Add Account', to: paths.accountCreate },
        { label: 'Categories', to: paths.categories },
      ]),
      group('Transactions', [
        { label: 'All Transactions', to: paths.transactions },
        { label: 'New Transaction', to: paths.transactionCreate },
        { label: 'Pending Approvals', to: paths.pendingApprovals, show: (u) => u.is_manager },
      ]),
      {
        ...group('Books', [
          { label: 'Trial Balance', to: paths.booksTrialBalance },
          { label: 'Profit & Loss', to: paths.booksProfitAndLoss },
          { label: 'Balance Sheet', to: paths.booksBalanceSheet },
          { label: 'Journal', to: paths.booksJournal },
          { label: 'Tax Documents', to: paths.booksTaxDocuments },
          { label: 'TCS Register', to: paths.booksTcsRegister },
          { label: 'GST Returns', to: paths.booksGstReturns },
          { label: 'Books Settings', to: paths.booksSettings },
        ]),
        show: may('view_books'),
      },
      {
        ...group('Payables', [
          { label: 'Payables Due', to: paths.payables, show: may('view_suppliers') },
          {
            label: 'Supplier Payments',
            to: paths.supplierPayments,
            show: may('view_supplier_payments'),
          },
        ]),
        show: may(['view_suppliers', 'view_supplier_payments']),
      },
    ],
  },
  {
    title: 'TOURISM',
    items: [
      { label: 'Agents', to: paths.agents, show: may('view_agents') },
      { label: 'Suppliers', to: paths.suppliers, show: may('view_suppliers') },
      { label: 'Enquiries', to: paths.enquiries, show: may('view_enquiries') },
      { label: 'Bookings', to: paths.bookings, show: may('view_bookings') },
      { label: 'Day Plans', to: paths.dayPlans, show: may('view_day_plans') },
      { label: 'Drivers', to: paths.drivers, show: may('view_day_plans') },
    ],
  },
  {
    title: 'REPORTS',
    show: may('view_reports'),
    items: [
      { label: 'Sales', to: paths.reportSales },
      { label: 'Receivables ageing', to: paths.reportReceivables },
      { label: 'Agent payables', to: paths.reportAgentPayables },
      { label: 'Top destinations', to: paths.reportTopDestinations },
      { label: 'Top agents', to: paths.reportTopAgents },
      { label: 'Cash by account', to: paths.reportCash },
      { label: 'Margin by supplier', to: paths.reportSupplierMargin },
      { label: 'Margin by service', to: paths.reportServiceMargin },
      { label: 'Top suppliers', to: paths.reportTopSuppliers },
      { label: 'Unconfirmed services', to: paths.reportUnconfirmedServices },
      { label: 'Payables ageing', to: paths.reportPayablesAgeing },
      { label: 'GST summary', to: paths.reportGstSummary },
    ],
  },
];

/** The entries `user` sees, without their rules. */
function shown<T>(entries: Entry<T>[], user: SessionUser): T[] {
  return entries.filter((e) => !e.show || e.show(user)).map(({ show: _, ...e }) => e as T);
}

/** The left menu and its visibility rules (spec sections 2 and 6). */
export function navFor(user: SessionUser): NavSection[] {
  return shown(MENU, user)
    .map(({ title, items }) => ({
      ...(title === undefined ? {} : { title }),
      items: shown(items, user).map(({ children, ...item }) =>
        children ? { ...item, children: shown(children, user) } : item,
      ),
    }))
    .filter((section) => section.items.length > 0);
}
