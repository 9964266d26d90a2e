import { expect, test } from '@playwright/test';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { accountEndpoints, categoryEndpoints, transactionEndpoints } from '@app/contract';
import { aTransaction, anAccount } from '../factories.ts';

test('an expense with an attachment is approved and lands on the statement', async ({
  page,
  browser,
}) => {
  const admin = await createUser({ role: 'admin' });
  const clerk = await createUser({
    role: 'staff',
    name: 'Clerk Kavita',
    permissions: ['view_transactions', 'create_transactions', 'view_accounts'],
  });
  const manager = await createUser({
    role: 'manager',
    name: 'Manager Mohan',
    permissions: ['view_transactions', 'approve_transactions', 'view_accounts'],
  });
  const api = await apiAs(page, admin);
  const stamp = Date.now() % 1_000_000;
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `Petty Cash ${stamp}`,
      code: `PC-${stamp}`,
      type: 'asset',
      opening_balance: '5000.00',
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `Stationery ${stamp}`,
    },
  });

  // The clerk records the expense with a receipt.
  await signInAs(page, clerk);
  await page.goto('/transactions/create');
  await expect(page.getByText('All transactions start as')).toBeVisible();
  await page.getByLabel('Date').fill('2026-11-02');
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(account.name) }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category.name }).click();
  await page.getByLabel('Amount').fill('1234.50');
  await page.getByLabel('Reference').fill(`VCH-${stamp}`);
  await page.getByLabel('Description').fill('Printer paper and toner');
  await page.locator('input[type=file]').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(page.getByText('Transaction created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Transaction VCH-${stamp}` })).toBeVisible();
  await expect(page.getByText('receipt.pdf')).toBeVisible();
  const detailUrl = page.url();

  // The manager approves it from Pending Approvals.
  const ctx = await browser.newContext();
  const mp = await ctx.newPage();
  await signInAs(mp, manager);
  await mp.goto('/transactions/pending-approvals');
  const row = mp.getByRole('row', { name: new RegExp(`VCH-${stamp}`) });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = mp.getByRole('dialog', { name: 'Approve Transaction' });
  await dialog.getByLabel('Notes (optional)').fill('Receipt checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(mp.getByText('Transaction approved successfully!')).toBeVisible();
  await expect(mp.getByRole('row', { name: new RegExp(`VCH-${stamp}`) })).toHaveCount(0);

  // The statement shows it from the account's side (money out of an asset is a credit) with
  // the running balance, and the balance moved. The opening balance is a line of its own,
  // dated the day it was entered (today), so the expense dated 2 November comes before it.
  await mp.goto(`/accounts/${account.id}`);
  const line = mp.getByRole('row', { name: new RegExp(`VCH-${stamp}`) });
  const cells = line.getByRole('cell');
  await expect(cells.nth(5)).toHaveText('');
  await expect(cells.nth(6)).toHaveText('₹1,234.50');
  await expect(cells.nth(7)).toHaveText('-₹1,234.50');
  const opening = mp.getByRole('row', { name: /Opening balance/ }).getByRole('cell');
  await expect(opening.nth(5)).toHaveText('₹5,000.00');
  await expect(opening.nth(6)).toHaveText('');
  await expect(opening.nth(7)).toHaveText('₹3,765.50');
  await expect(mp.getByText('Current Balance').locator('..')).toContainText('₹3,765.50');
  await ctx.close();

  // The clerk can no longer edit it.
  await page.goto(detailUrl);
  // The status badge, then the approval block's title reads the same word.
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  // The approval block shows the notes (the History card quotes them too).
  await expect(page.getByText('Notes: Receipt checked', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`${detailUrl}/edit`);
  await expect(page).toHaveURL(detailUrl);
});

test('an amount raised after the manager opened it is not approved unseen', async ({ page }) => {
  const admin = await createUser({ role: 'admin' });
  const clerk = await createUser({
    role: 'staff',
    permissions: ['view_transactions', 'create_transactions'],
  });
  const manager = await createUser({
    role: 'manager',
    permissions: ['view_transactions', 'approve_transactions'],
  });
  const api = await apiAs(page, admin);
  const asClerk = await apiAs(page, clerk);
  const stamp = Date.now() % 1_000_000;
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `Cash Desk ${stamp}`,
      code: `CD-${stamp}`,
      type: 'asset',
      opening_balance: '50000.00',
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `Taxis ${stamp}`,
    },
  });
  const values = aTransaction({
    type: 'expense',
    transaction_date: '2026-11-02',
    account_id: account.id,
    category_id: category.id,
    amount: '100.00',
    description: 'Taxi to the airport',
    reference: `TX-${stamp}`,
  });
  const tx = await asClerk(transactionEndpoints.create, { body: values });

  // The manager opens Pending Approvals; then the clerk raises the amount.
  await signInAs(page, manager);
  await page.goto('/transactions/pending-approvals');
  const row = page.getByRole('row', { name: new RegExp(`TX-${stamp}`) });
  await expect(row).toContainText('₹100.00');
  await asClerk(transactionEndpoints.updatePut, {
    params: { id: tx.id },
    body: { ...values, amount: '9000.00' },
  });

  // Approving what is on screen is refused, and the list shows the new amount.
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Transaction' });
  // Open, as a person sees it (its notes focused) before pressing Approve: once in CI on two
  // busy cores, a click at the dialog's first moments left it open with no request sent.
  await expect(dialog.getByLabel('Notes (optional)')).toBeFocused();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('This transaction was changed after you opened it. Review it again.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('₹9,000.00');
  expect(await api(transactionEndpoints.get, { params: { id: tx.id } })).toMatchObject({
    status: 'pending',
  });

  // Reviewed again, the amount now shown is the one approved.
  await row.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Transaction approved successfully!')).toBeVisible();
  expect(await api(transactionEndpoints.get, { params: { id: tx.id } })).toMatchObject({
    status: 'approved',
    amount: '9000.00',
  });
});
