import { expect, test } from '@playwright/test';
import { apiAs, createUser, roleUser, signedInAs } from '../fixtures.ts';
import { branchBody } from '../factories.ts';
import { branchEndpoints } from '@app/contract';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

test('an admin creates, finds, edits and deletes a branch', async ({ page }) => {
  await createUser({ role: 'manager', name: 'Mira Manager' }); // no staff record: not offered
  await page.goto('/branches');
  await page.getByRole('link', { name: 'Add Branch' }).click();
  await expect(page).toHaveURL(/\/branches\/create$/);
  await expect(page.getByRole('heading', { name: 'Create New Branch' })).toBeVisible();

  // Server rules show under the fields.
  await page.getByRole('button', { name: 'Create Branch' }).click();
  // Under its field (the error summary at the top repeats it as a link,
  // docs/decisions/015-form-errors-and-unsaved-changes.md).
  await expect(
    page.locator('.mantine-InputWrapper-error').getByText('The name field is required.'),
  ).toBeVisible();

  const code = `E2E-${Date.now() % 100000}`;
  await page.getByLabel('Branch Code').fill(code);
  await page.getByLabel('Branch Name').fill('Goa Panjim Office');
  await page.getByLabel('Phone').fill('+91 832 222 3333');
  await page.getByLabel('Email').fill('goa@agency.example');
  await page.getByLabel('Address').fill('18th June Road');
  await page.getByLabel('City').fill('Panaji');
  await page.getByLabel('State').fill('Goa');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Postal Code').fill('403001');
  await expect(page.getByLabel('Opening Time')).toHaveValue('09:00');
  await expect(page.getByLabel('Closing Time')).toHaveValue('18:00');
  await expect(page.getByLabel('Timezone')).toHaveAttribute('placeholder', 'e.g., Asia/Kolkata');
  await page.getByRole('button', { name: 'Create Branch' }).click();

  await expect(page).toHaveURL(/\/branches$/);
  await page.getByPlaceholder('Search by code, name, city or country').fill('panjim');
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Panaji, India');
  await expect(row).toContainText('Not assigned');
  await expect(row).toContainText('Active');
  await expect(page).toHaveURL(/search=panjim/);

  await row.getByRole('link', { name: 'Edit Goa Panjim Office' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Branch' })).toBeVisible();
  await expect(page.getByLabel('Branch Name')).toHaveValue('Goa Panjim Office');
  await page.getByLabel('Branch Name').fill('Goa Panaji Office');
  await page.getByRole('button', { name: 'Update Branch' }).click();
  // Back to the list as it was: still searched, the list's state being in its URL
  // (docs/decisions/014-list-state-junk-params-after-save.md).
  await expect(page).toHaveURL(/\/branches\?search=panjim$/);

  await page.getByPlaceholder('Search by code, name, city or country').fill(code);
  const edited = page.getByRole('row', { name: /Goa Panaji Office/ });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete Goa Panaji Office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete this branch?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Branch deleted successfully')).toBeVisible();
  await expect(page.getByText('No branches found')).toBeVisible();
});

test('the branch list pages only when there is more than one page', async ({ page }) => {
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const tag = `pg${Date.now() % 100000}`;
  for (let i = 0; i < 11; i++) {
    await api(branchEndpoints.create, {
      body: branchBody(`${tag}-${i}`, `${tag} Branch ${String(i).padStart(2, '0')}`),
    });
  }
  await page.goto(`/branches?search=${tag}`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toBeVisible();
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${tag} Branch 10`) })).toBeVisible();
  await page.goto(`/branches?search=${tag}-10`);
  await expect(page.getByRole('row', { name: new RegExp(`${tag} Branch 10`) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});
