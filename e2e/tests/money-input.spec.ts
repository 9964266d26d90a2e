import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, roleUser, signInAs, signedInAs } from '../fixtures.ts';
import { accountEndpoints, bookingEndpoints } from '@app/contract';
import { aBooking } from '../factories.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

// Money is typed the way staff write it, read exactly, and never clamped: input is refused,
// never rewritten (docs/decisions/011-refuse-never-rewrite-and-cancelled-files.md).

test('an opening balance typed with lakh grouping is saved exactly', async ({ page }) => {
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const stamp = Date.now() % 1_000_000;
  await page.goto('/accounts/create');
  const name = `Lakh Cash ${stamp}`;
  await page.getByLabel('Account Name').fill(name);
  await page.getByLabel('Account Code').fill(`LC-${stamp}`);
  await page.getByRole('combobox', { name: 'Account Type' }).click();
  await page.getByRole('option', { name: 'Asset' }).click();
  const opening = page.getByLabel('Opening Balance');
  await opening.fill('');
  await opening.pressSequentially('2,00,000.50');
  await expect(opening).toHaveValue('2,00,000.50');
  await opening.blur();
  await expect(opening).toHaveValue('2,00,000.50');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  // Other tests add accounts at the same time: find this one rather than expect it on page 1.
  await page.goto(`/accounts?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹2,00,000.50');
  const accounts = await api(accountEndpoints.list, { query: { search: name } });
  expect(accounts.find((a) => a.name === name)?.opening_balance).toBe('200000.50');
});

test('a payment typed "18,750" records 18,750.00; 25,000 against 18,500 due is refused', async ({
  page,
}) => {
  const user = await createUser({ role: 'manager', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const first = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `Money Guest ${Date.now() % 1_000_000}`,
      sale_amount: '20000',
      purchase_amount: '10000',
    }),
  });
  const second = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `Money Guest B ${Date.now() % 1_000_000}`,
      sale_amount: '18500',
      purchase_amount: '10000',
    }),
  });
  await signInAs(page, user);

  await page.goto(`/bookings/${first.id}`);
  const history = page.getByLabel('Payment History');
  await history.getByRole('button', { name: 'Add Payment' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Payment' });
  await dialog.getByLabel('Amount').pressSequentially('18,750');
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.getByText('Payment added successfully!')).toBeVisible();
  await expect(history).toContainText('18,750.00');
  const paid = await api(bookingEndpoints.get, { params: { id: first.id } });
  expect(paid.payments.map((p) => p.amount)).toEqual(['18750.00']);

  await page.goto(`/bookings/${second.id}`);
  await history.getByRole('button', { name: 'Add Payment' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Payment' });
  const amount = dialog.getByLabel('Amount');
  for (const [typed, message] of [
    ['12abc', 'Type the amount in digits; letters are not allowed.'],
    ['1.2.3', 'The amount may have only one decimal point.'],
    ['18.755', 'The amount may have at most two decimal places.'],
    ['-5', 'The amount may not be negative.'],
  ]) {
    await amount.fill('');
    await amount.pressSequentially(typed!);
    await amount.blur();
    await expect(amount).toHaveValue(typed!); // refused, left as typed: never rounded or cut
    await expect(dialog.getByText(message!)).toBeVisible();
  }
  await amount.fill('');
  await amount.pressSequentially('25,000');
  await amount.blur();
  await expect(amount).toHaveValue('25,000.00'); // kept as typed: never cut to the balance
  await expect(
    dialog.getByText('The amount may not be more than the balance due of AED 18,500.00.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('The amount may not be more than the balance due of AED 18,500.00.'),
  ).toBeVisible();
  const unpaid = await api(bookingEndpoints.get, { params: { id: second.id } });
  expect(unpaid.payments).toEqual([]);
  expect(unpaid.balance_due).toBe('18500.00');
});
