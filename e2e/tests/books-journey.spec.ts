import { expect, test } from '@playwright/test';
import { accountEndpoints, bookingEndpoints, ledgerEndpoints, sumMoney } from '@app/contract';
import { formatDate, groupMoney } from '../../apps/web/src/lib/format.ts';
import { aBooking, aPayment, anAccount } from '../factories.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { agencyDay } from '../agency.ts';

/**
 * The books as an admin follows money through them (decision 042): a confirmed AED file and a
 * customer's payment deposited to a bank account, made through the API; then in the browser,
 * from the menu's Trial Balance to Tour Revenue's ledger, the file's line's journal entry, the
 * file, its payment's deposit account, and that bank's ledger showing the payment in rupees.
 * Every step is a link, found by its accessible name.
 */
test.describe.configure({ timeout: 120_000 });

const inr = (v: string) => `₹${groupMoney(v, 'INR')}`;

test('from the trial balance to the bank a payment was deposited to', async ({ page }) => {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `BK${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  // UTC's date is never after the agency's (India is ahead), so never a future payment.
  const today = agencyDay();
  const bank = await api(accountEndpoints.create, {
    body: anAccount({ name: `${tag} Bank`, code: tag, type: 'asset', opening_balance: 0 }),
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Guest`,
      sale_amount: '1000',
      purchase_amount: '600',
      status: 'confirmed',
    }),
  });
  await api(bookingEndpoints.addPayment, {
    params: { id: booking.id },
    body: aPayment({ payment_date: today, amount: '400', deposit_account_id: bank.id }),
  });
  // What the books answer, not what this test would compute: the file's revenue line and the
  // payment's line on the bank, in rupees at the file's rate.
  const [posted] = await api(ledgerEndpoints.entries, {
    query: { source_type: 'booking', source_id: booking.id, page: 1, per_page: 5 },
  });
  const revenue = posted!.lines.find((l) => l.account.name === 'Tour Revenue')!;
  // The day the file posted, in the agency's time zone (after 18:30 UTC it is UTC's tomorrow).
  const day = posted!.entry_date;
  expect(revenue.currency).toBe('AED');
  const onBank = await api(ledgerEndpoints.entries, {
    query: { account_id: bank.id, page: 1, per_page: 5 },
  });
  const paid = sumMoney(
    onBank.flatMap((e) => e.lines.filter((l) => l.account.id === bank.id).map((l) => l.debit)),
  );
  expect(Number(paid)).toBeGreaterThan(0);

  await signInAs(page, admin);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Books' }).click();
  await menu.getByRole('link', { name: 'Trial Balance' }).click();
  await expect(page.getByRole('heading', { name: 'Trial Balance', level: 2 })).toBeVisible();
  // The day the file was confirmed.
  await page.getByLabel('From Date').fill(day);
  await page.getByLabel('To Date').fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));
  // The table is that day's once the subtitle names it: until the answer comes it still shows
  // the period before (from the start of the books), and its links open that period's ledger.
  await expect(page.getByText(`${formatDate(day)} to ${formatDate(day)}`)).toBeVisible();

  const table = page.getByRole('table', { name: 'Trial balance' });
  const revenueRow = table.getByRole('row').filter({ hasText: 'SYS-REV-TOURS' });
  await revenueRow.getByRole('link', { name: 'Tour Revenue' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/\\d+\\?startDate=${day}&endDate=${day}`));
  await expect(page.getByRole('heading', { name: 'Tour Revenue', level: 3 })).toBeVisible();

  // Newest first (other files may have posted today): the date column's header sorts, oldest
  // first on the first press and newest on the second. The second press reads the order the
  // first one rendered: pressed before that render it asks for oldest first again.
  const dateSort = page.getByRole('button', { name: 'Date' });
  await dateSort.click();
  await expect(page).toHaveURL(/sort=transaction_date/);
  await dateSort.click();
  await expect(page).toHaveURL(/sort=-transaction_date/);
  const line = page.getByRole('row').filter({ hasText: `File ${booking.file_number}: confirmed` });
  await expect(line).toContainText(inr(revenue.credit));
  await line.getByRole('link', { name: new RegExp(`^Journal entry ${posted!.id}:`) }).click();

  await expect(page).toHaveURL(`/books/entries/${posted!.id}`);
  await expect(
    page.getByRole('heading', { name: `Journal Entry ${posted!.id}`, level: 2 }),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: `Lines of journal entry ${posted!.id}` });
  await expect(lines.getByRole('row').filter({ hasText: 'Tour Revenue' })).toContainText(
    inr(revenue.credit),
  );
  await page.getByRole('link', { name: `File ${booking.file_number}` }).click();

  await expect(page).toHaveURL(`/bookings/${booking.id}`);
  const history = page.getByRole('region', { name: 'Payment History' });
  await history.getByRole('link', { name: `${tag} Bank` }).click();

  await expect(page).toHaveURL(`/accounts/${bank.id}`);
  await expect(page.getByRole('heading', { name: `${tag} Bank`, level: 3 })).toBeVisible();
  const statement = page.getByRole('table', { name: 'Statement lines' });
  await expect(statement.getByRole('row').filter({ hasText: booking.file_number })).toContainText(
    inr(paid),
  );
});
