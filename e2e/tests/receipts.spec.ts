import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { pdfPages } from '../../apps/api/test/pdf-text.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { bookingEndpoints } from '@app/contract';
import { aBooking, aPayment } from '../factories.ts';
import { agencyDay } from '../agency.ts';

/**
 * Receipts (docs/decisions/017-receipts-today-search.md): a payment added on the booking gets
 * its receipt number, its PDF carries the number and the amount, it previews and emails; once
 * the payment is voided its receipt reads VOID (on the screen and in the PDF) and offers no
 * Email.
 */
test('a payment gets a receipt: number shown, PDF downloaded and read, previewed, emailed, then VOID', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const user = await createUser({ role: 'manager', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const b = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: 'Receipt Guest',
      guest_email: 'rg@mail.example',
      sale_amount: '2000',
      purchase_amount: '1500',
    }),
  });
  await signInAs(page, user);
  await page.goto(`/bookings/${b.id}`);

  const history = page.getByLabel('Payment History');
  await history.getByRole('button', { name: 'Add Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment' });
  await dialog.getByLabel('Amount').fill('1234.50');
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.getByText('Payment added successfully!')).toBeVisible();

  const payment = history.getByTestId('payment');
  const numberText = payment.getByTestId('receipt-number');
  await expect(numberText).toHaveText(/^RCPT-\d{4}-\d{5}$/);
  const number = (await numberText.textContent())!;
  // The year is the payment date's (today's, by the form's default).
  expect(number.slice(5, 9)).toBe(agencyDay().slice(0, 4));

  // Download: the file is named for the receipt, and its text has the number and the amount.
  const download = page.waitForEvent('download');
  await payment.getByRole('button', { name: `Download PDF ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Receipt-${number}.pdf`);
  await expect(page.getByText('Receipt downloaded successfully')).toBeVisible();
  const [text] = await pdfPages(await readFile(await file.path()));
  expect(text).toContain(number);
  expect(text).toContain('1,234.50');
  expect(text).toContain(b.file_number);
  expect(text).not.toContain('VOID');

  // Preview: a new tab on the receipt's short-lived link.
  const popup = context.waitForEvent('page');
  await payment.getByRole('button', { name: `Preview ${number}` }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/api\/receipts\/\d+\/preview\?token=/);
  await expect(tab.getByText(number).first()).toBeVisible();
  await tab.close();

  // Email: a confirmation naming the guest's address first.
  await payment.getByRole('button', { name: `Email ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Email receipt' });
  await expect(confirm).toContainText(`Send receipt ${number} to rg@mail.example?`);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Queued: no mail server is set up/)).toBeVisible();

  // Void the payment: the receipt keeps its number, is marked VOID and cannot be emailed.
  await history.getByRole('button', { name: 'Void payment AED 1,234.50' }).click();
  const voidDialog = page.getByRole('dialog', { name: 'Void Payment' });
  await voidDialog.getByLabel('Reason').fill('Cheque bounced');
  await voidDialog.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText('Payment voided successfully')).toBeVisible();
  await expect(payment).toHaveAttribute('data-voided', 'true');
  const receipt = payment.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-number')).toHaveText(number);
  await expect(receipt.getByText('VOID', { exact: true })).toBeVisible();
  await expect(receipt.getByRole('button', { name: `Email ${number}` })).toHaveCount(0);

  const again = page.waitForEvent('download');
  await receipt.getByRole('button', { name: `Download PDF ${number}` }).click();
  const [voided] = await pdfPages(await readFile(await (await again).path()));
  expect(voided).toContain(number);
  expect(voided).toContain('VOID');
  expect(voided).toContain('Cheque bounced');
});

test('a booking without a guest email: Email says so instead of sending', async ({ page }) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const b = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: 'No Mail Guest',
      sale_amount: '500',
      purchase_amount: '300',
    }),
  });
  await api(bookingEndpoints.addPayment, {
    params: { id: b.id },
    body: aPayment({
      amount: '200',
      payment_date: agencyDay(),
      payment_method: 'cash',
    }),
  });
  await signInAs(page, user);
  await page.goto(`/bookings/${b.id}`);
  const payment = page.getByLabel('Payment History').getByTestId('payment');
  const number = (await payment.getByTestId('receipt-number').textContent())!;
  expect(number).toMatch(/^RCPT-\d{4}-\d{5}$/);
  await payment.getByRole('button', { name: `Email ${number}` }).click();
  await expect(page.getByText('Guest email is not available')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Email receipt' })).toHaveCount(0);
});
