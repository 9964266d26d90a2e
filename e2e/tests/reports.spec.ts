import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { TestUser } from '../fixtures.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  categoryEndpoints,
  transactionEndpoints,
} from '@app/contract';
import { aBooking, aTransaction, anAccount, anAgent } from '../factories.ts';
import { agencyDay } from '../agency.ts';

/**
 * Reports (docs/decisions/019-exports-and-reports.md): a manager with view_reports opens each
 * report from the REPORTS menu and sees a chart (with its text alternative) and the table of
 * figures; the period is in the URL and survives a reload; a staff user without view_reports has no
 * REPORTS menu.
 */
test.describe.configure({ timeout: 120_000 });

const REPORTS = [
  ['Sales', '/reports/sales', 'Sales, cost, profit and commission by month'],
  ['Receivables ageing', '/reports/receivables', 'Receivables ageing'],
  ['Agent payables', '/reports/agent-payables', 'Agent payables outstanding'],
  ['Top destinations', '/reports/top-destinations', 'Top destinations'],
  ['Top agents', '/reports/top-agents', 'Top agents'],
  ['Cash by account', '/reports/cash', 'Cash in and out by account'],
] as const;

let manager: TestUser;
const today = agencyDay();

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `R${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  // One file of an agent, owing and travelling later, and one approved income: every report
  // has a figure to chart.
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${tag} Agent`,
      primary_mobile: '+91 98000 00001',
      primary_email: 'a@b.co',
      commission_rate: '10',
    }),
  });
  await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Guest`,
      agent_id: agent.id,
      destination: `${tag} Dubai`,
      travel_start_date: '2031-01-10',
      travel_end_date: '2031-01-12',
      sale_amount: '1000',
      purchase_amount: '600',
      // A draft is not a sale: the reports leave it out, and this spec alone would chart nothing.
      status: 'confirmed',
    }),
  });
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `${tag} Cash`,
      code: tag,
      type: 'asset',
      opening_balance: 0,
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `${tag} Cat`,
    },
  });
  const tx = await api(transactionEndpoints.create, {
    body: aTransaction({
      type: 'income',
      transaction_date: today,
      account_id: account.id,
      category_id: category.id,
      amount: '250',
      description: 'Report income',
    }),
  });
  await api(transactionEndpoints.approve, {
    params: { id: tx.id },
    body: { updated_at: tx.updated_at },
  });
  manager = await createUser({ role: 'manager', permissions: ['view_reports', 'view_agents'] });
  await page.close();
});

const main = (page: Page) => page.locator('#main');

test('a manager opens every report from the menu: a chart with its text, and the table', async ({
  page,
}) => {
  await signInAs(page, manager);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('REPORTS', { exact: true })).toBeVisible();
  for (const [label, path, title] of REPORTS) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(main(page).getByRole('heading', { name: title, level: 2 })).toBeVisible();
    const chart = main(page).getByTestId('report-chart');
    await expect(chart.locator('svg.recharts-surface')).toBeVisible({ timeout: 20_000 });
    // The text alternative reads the bars' figures.
    await expect(chart).toHaveAccessibleDescription(/^Bar chart of /);
    await expect(main(page).locator('tbody tr').first()).not.toContainText('No figures');
    await expect(main(page).getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  }
});

test('the period is in the URL and a reload keeps it', async ({ page }) => {
  await signInAs(page, manager);
  await page.goto('/reports/sales');
  const to = today.slice(0, 7);
  // Unchosen, the month inputs show the months the report answered for, not a blank.
  const subtitle = main(page).getByText(/^\d{4}-\d{2}(-\d{2})? to \d{4}-\d{2}/);
  const answered = (await subtitle.textContent())!.split(' to ').map((d) => d.slice(0, 7));
  await expect(main(page).getByLabel('From month')).toHaveValue(answered[0]!);
  await expect(main(page).getByLabel('To month')).toHaveValue(answered[1]!);
  expect(answered[1]).toBe(to);
  // A year before the default's twelve months (in December they run from this January).
  await main(page).getByLabel('From month').fill('2025-01');
  await expect(page).toHaveURL(/from=2025-01/);
  await main(page).getByLabel('To month').fill('2025-06');
  await expect(page).toHaveURL(/from=2025-01.*to=2025-06/);
  await expect(main(page).getByText('2025-01 to 2025-06')).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('From month')).toHaveValue('2025-01');
  await expect(main(page).getByLabel('To month')).toHaveValue('2025-06');
  await expect(main(page).getByText('2025-01 to 2025-06')).toBeVisible();
  await expect(main(page).locator('tbody tr').filter({ hasText: '2025-01' })).toHaveCount(1);
});

test('staff without view_reports see no REPORTS menu and may not open a report', async ({
  page,
}) => {
  const staff = await createUser({ role: 'staff', permissions: ['view_bookings'] });
  await signInAs(page, staff);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('TOURISM', { exact: true })).toBeVisible();
  await expect(nav.getByText('REPORTS', { exact: true })).toHaveCount(0);
  await page.goto('/reports/sales');
  await expect(page.getByText('Not authorised')).toBeVisible();
});
