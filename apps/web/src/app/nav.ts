import type { SessionUser } from '@app/contract';
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

/** The left menu and its visibility rules (spec sections 2 and 6). */
export function navFor(user: SessionUser): NavSection[] {
  const sections: NavSection[] = [{ items: [{ label: 'Dashboard', to: paths.dashboard }] }];
  if (user.is_admin) {
    sections.push({
      title: 'CREW',
      items: [
        {
          label: 'Manage Branches',
          children: [
            { label: 'Create Branch', to: paths.branchCreate },
            { label: 'Branches', to: paths.branches },
          ],
        },
        { label: 'Manage Staff', to: paths.staff },
        { label: 'Audit log', to: paths.auditLog },
        { label: 'Outbox', to: paths.outbox },
      ],
    });
  }
  const transactions: { label: string; to: string }[] = [
    { label: 'All Transactions', to: paths.transactions },
    { label: 'New Transaction', to: paths.transactionCreate },
  ];
  if (user.is_manager)
    transactions.push({ label: 'Pending Approvals', to: paths.pendingApprovals });
  sections.push({
    title: 'FINANCE',
    items: [
      {
        label: 'Accounts',
        children: [
          { label: 'All Accounts', to: paths.accounts },
          { label: 'Add Account', to: paths.accountCreate },
          { label: 'Categories', to: paths.categories },
        ],
      },
      { label: 'Transactions', children: transactions },
    ],
  });
  // Tourism items show to those who may open them (issue 16); the section goes when empty.
  const tourism = [
    { label: 'Agents', to: paths.agents, access: 'view_agents' },
    { label: 'Enquiries', to: paths.enquiries, access: 'view_enquiries' },
    { label: 'Bookings', to: paths.bookings, access: 'view_bookings' },
    { label: 'Day Plans', to: paths.dayPlans, access: 'view_day_plans' },
    { label: 'Drivers', to: paths.drivers, access: 'view_day_plans' },
  ] as const;
  const items = tourism.filter((i) => can(user, i.access)).map(({ label, to }) => ({ label, to }));
  if (items.length > 0) sections.push({ title: 'TOURISM', items });
  // Reports (issue 19): managers hold view_reports, admins pass every rule. The names are the
  // contract's REPORTS; nav.ts stays free of zod (first-page budget, decision 005).
  if (can(user, 'view_reports'))
    sections.push({
      title: 'REPORTS',
      items: [
        { label: 'Sales', to: paths.reportSales },
        { label: 'Receivables ageing', to: paths.reportReceivables },
        { label: 'Agent payables', to: paths.reportAgentPayables },
        { label: 'Top destinations', to: paths.reportTopDestinations },
        { label: 'Top agents', to: paths.reportTopAgents },
        { label: 'Cash by account', to: paths.reportCash },
      ],
    });
  return sections;
}
