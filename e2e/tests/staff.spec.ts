import { expect, test } from '@playwright/test';
import { createUser, loginThroughForm, signInAs } from '../fixtures.ts';

test('an admin creates a staff user with permissions; the admin deactivating them signs them out', async ({
  page,
  browser,
}) => {
  // A long journey (a staff form, permissions, a second browser signed in, a deactivation):
  // 55 s of its 60 s on a loaded local CI run, so it gets the slow budget.
  test.slow();
  const admin = await createUser({ role: 'admin' });
  await signInAs(page, admin);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff Management' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Staff' }).click();

  const stamp = Date.now() % 1_000_000;
  const email = `tara.${stamp}@agency.example`;
  await page.getByLabel('Full Name').fill('Tara Fernandes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Tara-pass-2026');
  await page.getByLabel(/^Confirm Password/).fill('Tara-pass-2026');
  await page.getByLabel('Employee ID').fill(`EMP-T${stamp}`);
  await page.getByLabel('Position / Designation').fill('Reservations Executive');
  await page.getByLabel('Phone').first().fill('+91 98111 22233');
  await page.getByLabel('Date of Joining').fill('2026-01-05');
  await page.getByLabel('Address').fill('7 Church Street');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Postal Code').fill('560001');
  await page.getByRole('button', { name: 'Create Staff' }).click();
  await expect(page.getByText('Staff member created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/staff$/);

  await page.getByPlaceholder('Search by name, email or employee ID').fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await page.getByRole('link', { name: 'Permissions of Tara Fernandes' }).click();
  await page.getByRole('checkbox', { name: 'View accounts' }).check();
  await page.getByRole('checkbox', { name: 'Select All transactions' }).check();
  await expect(page.getByRole('checkbox', { name: 'Approve transactions' })).toBeChecked();
  // Tourism screens have their own permission keys, one set per module.
  for (const tourism of ['Agents', 'Enquiries', 'Bookings', 'Day plans']) {
    await page.getByRole('checkbox', { name: `Select All ${tourism}`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Update Permissions' }).click();
  await expect(page.getByText('Permissions updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff Details' })).toBeVisible();

  // The new user signs in elsewhere and sees only what the spec shows a staff member.
  const other = await browser.newContext();
  const tara = await other.newPage();
  await loginThroughForm(tara, { email, password: 'Tara-pass-2026' });
  await expect(tara).toHaveURL(/\/dashboard$/);
  const menu = tara.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByText('CREW')).toHaveCount(0);
  await expect(menu.getByText('Manage Staff')).toHaveCount(0);
  for (const item of [
    'Dashboard',
    'Accounts',
    'Transactions',
    'Agents',
    'Enquiries',
    'Bookings',
    'Day Plans',
  ]) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await tara.goto('/staff');
  await expect(tara.getByRole('heading', { name: 'Not authorised' })).toBeVisible();

  // The admin switches her off; her next request lands her on /login.
  await page.goto('/staff');
  await page.getByPlaceholder('Search by name, email or employee ID').fill(email);
  const toggle = page.getByRole('switch', { name: 'Active: Tara Fernandes' });
  await expect(toggle).toBeChecked();
  await toggle.focus(); // by keyboard: Space flips a switch
  await page.keyboard.press('Space');
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await tara.goto('/dashboard');
  await expect(tara).toHaveURL(/\/login$/);
  await other.close();
});

test('a missing staff member shows "Staff not found" with a way back', async ({ page }) => {
  const admin = await createUser({ role: 'admin' });
  await signInAs(page, admin);
  await page.goto('/staff/999999');
  await expect(page.getByRole('heading', { name: 'Staff not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});
