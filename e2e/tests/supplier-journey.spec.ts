import { expect, test } from '@playwright/test';
import { accountEndpoints, bookingEndpoints, supplierEndpoints } from '@app/contract';
import { formatDate, formatMoney } from '../../apps/web/src/lib/format.ts';
import { aBooking, anAccount } from '../factories.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { agencyDay } from '../agency.ts';

/**
 * A supplier from the form to the money paid to it (decision 046 points 8 and 10, decision
 * 048): an admin adds a Dubai hotel with an email, paid 7 days before check-in; a confirmed file
 * made through the API gets, in the browser, a hotel a month ahead bought from that supplier at
 * its cost; the service order is sent from the booking's page (the file's Messages show it),
 * the supplier's confirmation is recorded, Payables Due shows what is owed, part of it is paid
 * from a dirham bank account with the supplier's Pay, and the payment shows on the bank's
 * statement and on the supplier's Statement. Every step is found by its accessible name.
 */
test.describe.configure({ timeout: 150_000 });

test('a supplier added, requested, confirmed, owed, paid in part, and the payment in the books', async ({
  page,
}) => {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `SJ${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  const supplierName = `${tag} Marina Hotel`;
  const email = `reservations.${tag.toLowerCase()}@marina.example`;
  const hotelName = `${tag} Marina Heights`;
  const checkIn = agencyDay(30);
  const due = agencyDay(23);
  const aed = (v: string) => formatMoney(v, 'AED');

  // The supplier, through its form.
  await signInAs(page, admin);
  await page.goto('/suppliers/create');
  await expect(page.getByRole('heading', { name: 'Add Supplier', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(supplierName);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Hotel', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'AED', exact: true }).click();
  await page.getByRole('combobox', { name: 'Payment Terms' }).click();
  await page.getByRole('option', { name: 'Days before check-in' }).click();
  await page.getByRole('textbox', { name: 'Days', exact: true }).fill('7');
  await page.getByRole('button', { name: 'Create Supplier' }).click();
  await expect(page.getByText('Supplier created successfully!')).toBeVisible();
  const [supplier] = await api(supplierEndpoints.list, { query: { search: supplierName } });
  expect(supplier).toMatchObject({
    name: supplierName,
    kind: 'hotel',
    currency: 'AED',
    email,
    payment_terms: 'before_check_in',
    payment_days: 7,
  });

  // A confirmed file (in the books) with no hotel yet, and a bank account kept in dirhams.
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Guest`,
      sale_amount: '30000',
      purchase_amount: '20000',
      status: 'confirmed',
    }),
  });
  const bank = await api(accountEndpoints.create, {
    body: anAccount({
      name: `${tag} Emirates Bank`,
      code: tag,
      type: 'asset',
      currency: 'AED',
      opening_balance: 0,
    }),
  });

  // The file edited: a hotel added, bought from the supplier at its cost in the supplier's AED.
  await page.goto(`/bookings/${booking.id}/edit`);
  await page.getByRole('tab', { name: 'Hotels (0)' }).click();
  await page.getByRole('button', { name: 'Add Hotel' }).click();
  await page.getByLabel('Hotel Name').fill(hotelName);
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(agencyDay(33));
  await expect(page.getByLabel('Nights')).toHaveValue('3');
  await page.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: new RegExp(`^${supplierName}`) }).click();
  await expect(page.getByText("Net, in the supplier's currency (AED)")).toBeVisible();
  await page.getByRole('textbox', { name: 'Cost' }).fill('4,250.50');
  await page.getByRole('button', { name: 'Update Booking' }).click();
  await expect(page.getByText('Booking updated successfully!')).toBeVisible();

  // The service order, sent to the supplier from the booking's page: the file's messages show it.
  await page.goto(`/bookings/${booking.id}`);
  const hotels = page.getByRole('region', { name: 'Accommodations' });
  await expect(hotels).toContainText(supplierName);
  await expect(hotels).toContainText(aed('4250.50'));
  await hotels.getByRole('button', { name: `Send request for ${hotelName}` }).click();
  const ask = page.getByRole('dialog', { name: 'Send request' });
  await expect(ask).toContainText(`to ${supplierName} (${email})`);
  await ask.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ask).toBeHidden();
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByRole('group', { name: `Service order to ${email}` })).toBeVisible();
  // Requested now: Send request is no longer offered as the first ask, the state says so.
  await expect(hotels).toContainText('Requested');

  // The supplier's confirmation, recorded on the booking's page.
  await hotels.getByRole('button', { name: `Update ${hotelName}` }).click();
  await page.getByRole('menuitem', { name: 'Record confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record confirmation' });
  await dialog.getByRole('textbox', { name: 'Confirmation number' }).fill(`CNF-${tag}`);
  await dialog.getByRole('button', { name: 'Record confirmation' }).click();
  await expect(dialog).toBeHidden();
  await expect(hotels.getByText(`Confirmed · CNF-${tag}`)).toBeVisible();

  // Payables Due, from the menu: the file's hotel owed, due 7 days before check-in.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Payables' }).click();
  await menu.getByRole('link', { name: 'Payables Due' }).click();
  await expect(page).toHaveURL('/payables');
  const dueRow = page
    .getByRole('table', { name: 'Payables due' })
    .getByRole('row')
    .filter({ hasText: booking.file_number });
  await expect(dueRow).toContainText(supplierName);
  await expect(dueRow).toContainText(hotelName);
  await expect(dueRow).toContainText(formatDate(due));
  await expect(dueRow).toContainText(aed('4250.50'));
  await expect(dueRow).not.toContainText('Overdue');

  // The supplier's page, by its link: what is owed it.
  await dueRow.getByRole('link', { name: supplierName, exact: true }).click();
  await expect(page).toHaveURL(`/suppliers/${supplier!.id}`);
  const owed = page.getByRole('region', { name: 'Services and Balance' });
  await expect(owed).toContainText(`Owed: ${aed('4250.50')}`);
  const line = owed
    .getByRole('table', { name: 'What is owed to this supplier' })
    .getByRole('row')
    .filter({ hasText: booking.file_number });
  await expect(line).toContainText(`${tag} Guest`);
  await expect(line).toContainText(formatDate(due));

  // Pay part of it from the dirham bank.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: `Pay ${supplierName}` });
  const service = `${booking.file_number} ${hotelName}`;
  await pay.getByRole('checkbox', { name: `Pay ${service}` }).check();
  const amount = pay.getByRole('textbox', { name: `Amount to pay on ${service}` });
  await expect(amount).toBeEnabled();
  await amount.fill('1,000.00');
  await expect(pay).toContainText(`Total: ${aed('1000.00')}`);
  await pay.getByRole('combobox', { name: 'Paid from' }).click();
  await pay.getByRole('combobox', { name: 'Paid from' }).fill(tag);
  await page.getByRole('option', { name: `${tag} · ${tag} Emirates Bank (AED)` }).click();
  await pay.getByRole('textbox', { name: 'Reference' }).fill(`TT-${tag}`);
  await pay.getByRole('button', { name: `Pay ${aed('1000.00')}` }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('Supplier payment recorded.')).toBeVisible();

  // The supplier's page: the payment, paid, and what is still owed.
  const payments = page.getByRole('table', { name: 'Payments to this supplier' });
  const paymentRow = payments.getByRole('row').filter({ hasText: `Ref. TT-${tag}` });
  await expect(paymentRow).toContainText(aed('1000.00'));
  await expect(paymentRow).toContainText('Paid');
  await expect(owed).toContainText(`Owed: ${aed('3250.50')}`);

  // Its statement: the hotel owed, the payment, and the balance after each.
  const statement = page
    .getByRole('region', { name: 'Statement' })
    .getByRole('table', { name: 'Statement in AED' });
  const owedLine = statement.getByRole('row').filter({ hasText: hotelName });
  await expect(owedLine).toContainText(booking.file_number);
  await expect(owedLine).toContainText(aed('4250.50'));
  const paidLine = statement.getByRole('row').filter({ hasText: `Payment TT-${tag}` });
  await expect(paidLine).toContainText(aed('1000.00'));
  await expect(paidLine).toContainText(aed('3250.50'));

  // The bank's statement: the payment out, in the account's dirhams.
  await page.goto(`/accounts/${bank.id}`);
  await expect(page.getByRole('heading', { name: `${tag} Emirates Bank`, level: 3 })).toBeVisible();
  const bankLine = page
    .getByRole('table', { name: 'Statement lines' })
    .getByRole('row')
    .filter({ hasText: `Payment to ${supplierName}` });
  await expect(bankLine).toContainText('Supplier payment');
  await expect(bankLine).toContainText(aed('1000.00'));
});
