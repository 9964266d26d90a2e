import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiAs, createUser, signInAs } from '../fixtures.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('every screen passes axe (WCAG 2.2 AA) for an admin', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `A${Date.now() % 100000}`;
  const agent = await api<{ id: number }>('POST', '/agents', {
    name: `${tag} Agent`,
    primary_mobile: '1',
    primary_email: 'a@b.co',
  });
  const enquiry = await api<{ id: number }>('POST', '/enquiries', {
    customer_name: `${tag} Guest`,
    customer_email: 'c@d.co',
    customer_mobile: '1',
  });
  const b2b = await api<{ id: number }>('POST', '/enquiries', {
    enquiry_type: 'agent',
    agent_id: agent.id,
  });
  const booking = await api<{ id: number }>('POST', '/bookings', {
    guest_name: `${tag} Guest`,
    guest_email: 'g@h.co',
    agent_id: agent.id,
    sale_amount: '100',
    purchase_amount: '50',
    accommodations: [
      { hotel_name: 'H', check_in_date: '2026-12-01', check_out_date: '2026-12-02' },
    ],
  });
  const account = await api<{ id: number }>('POST', '/accounts', {
    name: `${tag} Acc`,
    code: tag,
    type: 'asset',
    opening_balance: 0,
  });
  const category = await api<{ id: number }>('POST', '/transaction-categories', {
    name: `${tag} Cat`,
  });
  const tx = await api<{ id: number }>('POST', '/transactions', {
    type: 'income',
    transaction_date: '2026-11-01',
    account_id: account.id,
    category_id: category.id,
    amount: '1',
    description: 'd',
  });
  const plan = await api<{ id: number }>('POST', '/day-plans', {
    plan_date: '2031-06-01',
    guest_name: 'G',
    service_description: 'S',
  });
  const branch = await api<{ id: number }>('POST', '/branches', {
    code: tag,
    name: `${tag} Br`,
    phone: '1',
    email: 'x@y.co',
    address: 'a',
    city: 'c',
    state: 's',
    country: 'x',
    postal_code: '1',
  });
  await signInAs(page, admin);
  const routes = [
    '/dashboard',
    '/profile',
    '/branches',
    '/branches/create',
    `/branches/${branch.id}/edit`,
    '/staff',
    '/staff/create',
    '/accounts',
    '/accounts/create',
    `/accounts/${account.id}`,
    `/accounts/${account.id}/edit`,
    '/transaction-categories',
    '/transaction-categories/create',
    '/transactions',
    '/transactions/create',
    `/transactions/${tx.id}`,
    `/transactions/${tx.id}/edit`,
    '/transactions/pending-approvals',
    '/agents',
    '/agents/create',
    `/agents/${agent.id}`,
    `/agents/${agent.id}/edit`,
    '/enquiries',
    '/enquiries/new',
    '/enquiries/agent/new',
    `/enquiries/${enquiry.id}`,
    `/enquiries/${enquiry.id}/edit`,
    `/enquiries/agent/${b2b.id}/edit`,
    '/bookings',
    '/bookings/create',
    `/bookings/${booking.id}`,
    `/bookings/${booking.id}/edit`,
    '/day-plans?date=2031-06-01',
    '/day-plans/create',
    `/day-plans/${plan.id}/edit`,
  ];
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    for (const v of results.violations)
      failures.push(
        `${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1] ?? ''} ${v.nodes[0]?.html.slice(0, 80) ?? ''}`,
      );
  }
  expect(failures).toEqual([]);
});
