import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { apiAs, createUser, roleUser, signInAs, signedInAs } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  categoryEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  transactionEndpoints,
} from '@app/contract';
import {
  aBooking,
  aPayment,
  aStaffMember,
  aTransaction,
  anAccount,
  anAgent,
  anAgentPayment,
  anEnquiry,
} from '../factories.ts';
import { agencyDay } from '../agency.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

const today = () => agencyDay();

/**
 * One record of each type, every one carrying the tag where search looks: a file's guest, an
 * enquiry's customer, a receipt and an agent payment by their transaction references, an agent's
 * name, a staff member's name, an account's name and a transaction's reference. Found in the
 * server's order: Bookings first, Transactions last.
 */
async function seed(page: Page) {
  const tag = `Q${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${tag} Agency`,
      primary_mobile: '+91 98000 00001',
      primary_email: 'agency@mail.example',
    }),
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Guest`,
      sale_amount: '1000',
      purchase_amount: '600',
    }),
  });
  const agentFile = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: 'Agency Client',
      agent_id: agent.id,
      agent_commission_rate: '10',
      sale_amount: '1000',
      purchase_amount: '600',
    }),
  });
  await api(bookingEndpoints.addPayment, {
    params: { id: booking.id },
    body: aPayment({
      amount: '100',
      payment_date: today(),
      payment_method: 'cash',
      transaction_reference: `${tag}-RCV`,
    }),
  });
  await api(bookingEndpoints.addAgentPayment, {
    params: { id: agentFile.id },
    body: anAgentPayment({
      amount: '10',
      payment_date: today(),
      transaction_reference: `${tag}-AGP`,
    }),
  });
  const enquiry = await api(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `${tag} Lead`,
      customer_email: 'lead@mail.example',
      customer_mobile: '+91 98000 00002',
    }),
  });
  const staff = await api(staffEndpoints.create, {
    body: aStaffMember({
      name: `${tag} Staffer`,
      email: `${tag.toLowerCase()}@staff.example`,
      password: 'Search-check-2026',
      password_confirmation: 'Search-check-2026',
      role: 'staff',
      gender: 'female',
      employee_id: `${tag}-E`,
      position: 'Clerk',
      phone: '+91 98000 00003',
      date_of_joining: '2026-01-05',
      address: 'a',
      city: 'c',
      state: 's',
      country: 'x',
      postal_code: '1',
    }),
  });
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `${tag} Ledger`,
      code: `${tag}-L`,
      type: 'asset',
      opening_balance: '0',
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
      transaction_date: today(),
      account_id: account.id,
      category_id: category.id,
      amount: '50.00',
      reference: `${tag}-TX`,
      description: 'Search me',
    }),
  });
  return { tag, admin, booking, agentFile, agent, enquiry, staff, account, tx };
}

const dialog = (page: Page) => page.getByRole('dialog');
const box = (page: Page) => page.getByRole('textbox', { name: 'Search everything' });

test('Ctrl+K opens the search; it finds a record of each type, grouped, and the keyboard opens each', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const s = await seed(page);
  await page.goto('/dashboard');
  // The shortcut listens once the app has started.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The groups, in the server's order, each with the one record tagged for it.
  const expected: [group: string, url: RegExp][] = [
    ['Bookings', new RegExp(`/bookings/${s.booking.id}$`)],
    ['Enquiries', new RegExp(`/enquiries/${s.enquiry.id}$`)],
    ['Receipts', new RegExp(`/bookings/${s.booking.id}$`)],
    ['Agent payments', new RegExp(`/bookings/${s.agentFile.id}$`)],
    ['Agents', new RegExp(`/agents/${s.agent.id}$`)],
    ['Staff', new RegExp(`/staff/${s.staff.id}$`)],
    ['Accounts', new RegExp(`/accounts/${s.account.id}$`)],
    ['Transactions', new RegExp(`/transactions/${s.tx.id}$`)],
  ];
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await box(page).fill(s.tag);
  const groups = dialog(page).getByRole('group');
  await expect(groups).toHaveCount(expected.length);
  for (const [i, [name]] of expected.entries()) {
    await expect(groups.nth(i)).toHaveAccessibleName(name);
    await expect(groups.nth(i).getByRole('button')).toHaveCount(1);
  }
  await expect(groups.nth(2)).toContainText(/RCPT-\d{4}-\d{5}/);
  // Escape closes it; the page is where it was.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Each record: open the search from wherever we are, move down to it, Enter.
  for (const [i, [name, url]] of expected.entries()) {
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await box(page).fill(s.tag);
    await expect(dialog(page).getByRole('group')).toHaveCount(expected.length);
    for (let n = 0; n < i; n++) await page.keyboard.press('ArrowDown');
    await expect(
      dialog(page).getByRole('group', { name }).getByRole('button'),
      name,
    ).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page, name).toHaveURL(url);
    await expect(dialog(page)).toHaveCount(0);
  }
});

test('the top bar button opens it; a too-short or too-long search shows why; nothing found says so', async ({
  page,
}) => {
  await page.goto('/dashboard');
  // The shortcut listens once the app has started.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(box(page)).toBeFocused();
  await box(page).fill('ab');
  await expect(dialog(page)).toContainText('Type at least 3 letters or digits in a row to search.');
  await box(page).fill('%%%');
  await expect(dialog(page)).toContainText('Type at least 3 letters or digits in a row to search.');
  await box(page).fill('x'.repeat(101));
  await expect(dialog(page)).toContainText('The search may not be greater than 100 characters.');
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await box(page).fill('zzqqxxnothing');
  await expect(dialog(page)).toContainText('Nothing found for “zzqqxxnothing”.');
});

test('a staff user finds only the types they may list', async ({ page }) => {
  test.setTimeout(60_000);
  const s = await seed(page);
  const staff = await createUser({ role: 'staff', permissions: ['view_enquiries', 'view_agents'] });
  await signInAs(page, staff);
  await page.goto('/dashboard');
  // The shortcut listens once the app has started.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Meta+k');
  await box(page).fill(s.tag);
  const groups = dialog(page).getByRole('group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAccessibleName('Enquiries');
  await expect(groups.nth(1)).toHaveAccessibleName('Agents');
  await expect(dialog(page)).not.toContainText(s.booking.file_number);
  await expect(dialog(page)).not.toContainText('RCPT-');
});
