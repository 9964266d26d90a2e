import { expect, test } from '@playwright/test';
import { apiAs, createUser, signInAs, urlOf } from '../fixtures.ts';
import {
  accountEndpoints,
  bookingEndpoints,
  categoryEndpoints,
  transactionEndpoints,
} from '@app/contract';
import { aBooking, aPayment, aTransaction, anAccount } from '../factories.ts';

/** Money is reversed, not removed (docs/decisions/012-spec-departures-from-issue-16.md). */
const TOURISM = [
  'view_bookings',
  'create_bookings',
  'edit_bookings',
  'create_payments',
  'void_payments',
  'view_agent_payments',
  'create_agent_payments',
  'void_agent_payments',
];

test('a manager voids a wrong customer payment: it stays, struck through, with who, when and why', async ({
  page,
}) => {
  const manager = await createUser({
    role: 'manager',
    name: 'Manager Mira',
    permissions: TOURISM,
  });
  const api = await apiAs(page, manager);
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `Void Guest ${Date.now() % 1_000_000}`,
      sale_amount: '1000',
      purchase_amount: '700',
    }),
  });
  await api(bookingEndpoints.addPayment, {
    params: { id: booking.id },
    body: aPayment({
      payment_date: '2026-11-20',
      amount: '400',
      payment_method: 'cash',
    }),
  });
  await signInAs(page, manager);
  await page.goto(`/bookings/${booking.id}`);

  const history = page.getByLabel('Payment History');
  await expect(history.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await history.getByRole('button', { name: 'Void payment AED 400.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void Payment' });
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(dialog).toContainText('The reason field is required.');
  await dialog.getByLabel('Reason').fill('Entered on the wrong file');
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText('Payment voided successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const payment = history.getByTestId('payment');
  await expect(payment).toHaveAttribute('data-voided', 'true');
  await expect(payment.getByText('AED 400.00')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(payment.getByTestId('voided-note')).toContainText(
    /by Manager Mira, .*: Entered on the wrong file/,
  );
  await expect(history.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(history.getByRole('button', { name: /Void payment/ })).toHaveCount(0);
  await expect(history.getByRole('button', { name: 'Add Payment' })).toBeVisible();

  // After a reload the void is still there: recorded, not just drawn.
  await page.reload();
  await expect(page.getByLabel('Payment History').getByTestId('voided-note')).toBeVisible();
});

test('an admin reverses an approved transaction: a linked opposite entry, the balance back, the opening fixed', async ({
  page,
}) => {
  const admin = await createUser({ role: 'admin', name: 'Admin Asha' });
  const clerk = await createUser({
    role: 'staff',
    permissions: ['view_transactions', 'create_transactions'],
  });
  const asAdmin = await apiAs(page, admin);
  const asClerk = await apiAs(page, clerk);
  const stamp = Date.now() % 1_000_000;
  const account = await asAdmin(accountEndpoints.create, {
    body: anAccount({
      name: `Reversal Bank ${stamp}`,
      code: `REV-${stamp}`,
      type: 'asset',
      opening_balance: '1000',
    }),
  });
  const category = await asAdmin(categoryEndpoints.create, {
    body: {
      name: `Reversal Cat ${stamp}`,
    },
  });
  const tx = await asClerk(transactionEndpoints.create, {
    body: aTransaction({
      type: 'expense',
      transaction_date: '2026-11-10',
      account_id: account.id,
      category_id: category.id,
      amount: '250',
      description: 'Printer paper',
      reference: `INV-${stamp}`,
    }),
  });
  await asAdmin(transactionEndpoints.approve, {
    params: { id: tx.id },
    body: { updated_at: tx.updated_at },
  });

  await signInAs(page, admin);
  await page.goto(`/transactions/${tx.id}`);
  await expect(page.getByRole('heading', { name: `Transaction INV-${stamp}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reverse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse Transaction' });
  await dialog.getByLabel('Reason').fill('Charged to the wrong account');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText('Transaction reversed successfully')).toBeVisible();

  // The reversal's own page, linked to the original.
  await expect(page.getByRole('heading', { name: `Transaction REV-INV-${stamp}` })).toBeVisible();
  const reversalOf = page.getByTestId('reversal-of');
  await expect(reversalOf).toContainText('Reason: Charged to the wrong account');
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await reversalOf.getByRole('link', { name: `INV-${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${tx.id}$`));
  await expect(page.getByTestId('reversed-by')).toContainText(`REV-INV-${stamp}`);
  await expect(page.getByTestId('reversed-by')).toContainText('By Admin Asha');
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(0);

  // The balance is back where it started, and the opening balance can no longer move.
  await page.goto(`/accounts/${account.id}/edit`);
  const opening = page.getByLabel('Opening Balance');
  await expect(opening).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('This account has approved transactions; record an adjustment instead.'),
  ).toBeVisible();
  const res = await page.request.get(urlOf(accountEndpoints.get, { id: account.id }), {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
    },
  });
  expect(((await res.json()) as { data: { current_balance: string } }).data.current_balance).toBe(
    '1000.00',
  );
});
