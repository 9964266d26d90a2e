import { expect, test } from '@playwright/test';
import { createUser, loginThroughForm, revokeSessions, signInAs } from '../fixtures.ts';

test('an unknown visitor is sent to /login, replacing history', async ({ page }) => {
  await page.goto('/branches');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('LOGIN WITH EMAIL')).toBeVisible();
});

test('a bad login shows the server message', async ({ page }) => {
  const user = await createUser();
  await loginThroughForm(page, { email: user.email, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin signs in, sees the dashboard badges and the full menu, and logs out', async ({
  page,
}) => {
  const admin = await createUser({ role: 'admin', name: 'Asha Admin' });
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Asha Admin' })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  for (const label of ['Total Leads', 'Total Students', 'Active Courses', 'Total Revenue']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const item of [
    'Dashboard',
    'CREW',
    'Manage Branches',
    'Manage Staff',
    'FINANCE',
    'Accounts',
    'Transactions',
    'TOURISM',
    'Agents',
    'Enquiries',
    'Bookings',
    'Day Plans',
  ]) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a manager sees the Manager badge and no CREW menu', async ({ page }) => {
  const manager = await createUser({ role: 'manager' });
  await signInAs(page, manager);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Manager', { exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByText('CREW')).toHaveCount(0);
  await menu.getByText('Transactions', { exact: true }).click();
  await expect(menu.getByText('Pending Approvals')).toBeVisible();
});

test('a staff user gets "Not authorised" on /branches', async ({ page }) => {
  const staff = await createUser({ role: 'staff' });
  await signInAs(page, staff);
  await page.goto('/branches');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByText('Manage Branches')).toHaveCount(0);
  await menu.getByText('Transactions', { exact: true }).click();
  await expect(menu.getByText('Pending Approvals')).toHaveCount(0);
});

test('a 401 in the middle of a session lands on /login', async ({ page }) => {
  const admin = await createUser({ role: 'admin' });
  await signInAs(page, admin);
  await page.goto('/branches');
  await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  // The page's own first requests finish first: on a busy machine one of them could otherwise
  // be the 401, and the page would leave before the search is typed.
  await page.waitForLoadState('networkidle');
  await revokeSessions(admin.id);
  await page.getByPlaceholder('Search by code, name, city or country').fill('anything');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the profile page changes the password', async ({ page }) => {
  const user = await createUser();
  await signInAs(page, user);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel(/^New password/).fill('Fresh-pass-2026');
  await page.getByLabel('Confirm new password').fill('Fresh-pass-2026');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
});
