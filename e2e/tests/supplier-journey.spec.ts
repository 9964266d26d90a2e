import { expect, test } from '@playwright/test';
import { bookingEndpoints, supplierEndpoints } from '@app/contract';
import { formatDate, formatMoney } from '../../apps/web/src/lib/format.ts';
import { aBooking } from '../factories.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';

/**
 * A supplier from the form to what the agency owes it (decision 046 point 8): an
 * admin adds a Dubai hotel paid 7 days before check-in; a confirmed file made through the API
 * has a hotel a month ahead with no supplier; in the browser the file is edited to buy that
 * hotel from the supplier at its cost, the supplier's confirmation is recorded on the booking's
 * page, and the supplier's page shows the cost owed, due 7 days before check-in, with a link
 * back to the file. Every step is found by its accessible name.
 */
test.describe.configure({ timeout: 120_000 });

/** 'YYYY-MM-DD' n days from today (UTC's today is never after the agency's, India's). */
const daysAhead = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test("a supplier added, picked on a file's hotel and confirmed, owed its cost on its page", async ({
  page,
}) => {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `SJ${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  const supplierName = `${tag} Marina Hotel`;
  const hotelName = `${tag} Marina Heights`;
  const checkIn = daysAhead(30);
  const due = daysAhead(23);

  // The supplier, through its form.
  await signInAs(page, admin);
  await page.goto('/suppliers/create');
  await expect(page.getByRole('heading', { name: 'Add Supplier', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(supplierName);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Hotel', exact: true }).click();
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
    payment_terms: 'before_check_in',
    payment_days: 7,
  });

  // A confirmed file (in the books) with a hotel a month ahead, bought from no one yet.
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Guest`,
      sale_amount: '30000',
      purchase_amount: '20000',
      status: 'confirmed',
      accommodations: [
        { hotel_name: hotelName, check_in_date: checkIn, check_out_date: daysAhead(33) },
      ],
    }),
  });

  // The file edited: the hotel bought from the supplier, at its cost in the supplier's AED.
  await page.goto(`/bookings/${booking.id}/edit`);
  await page.getByRole('tab', { name: 'Hotels (1)' }).click();
  await page.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: new RegExp(`^${supplierName}`) }).click();
  await expect(page.getByText("Net, in the supplier's currency (AED)")).toBeVisible();
  await page.getByRole('textbox', { name: 'Cost' }).fill('4,250.50');
  await page.getByRole('button', { name: 'Update Booking' }).click();
  await expect(page.getByText('Booking updated successfully!')).toBeVisible();

  // The supplier's confirmation, recorded on the booking's page.
  await page.goto(`/bookings/${booking.id}`);
  const hotels = page.getByRole('region', { name: 'Accommodations' });
  await expect(hotels).toContainText(supplierName);
  await expect(hotels).toContainText(formatMoney('4250.50', 'AED'));
  await hotels.getByRole('button', { name: `Update ${hotelName}` }).click();
  await page.getByRole('menuitem', { name: 'Record confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record confirmation' });
  await dialog.getByRole('textbox', { name: 'Confirmation number' }).fill(`CNF-${tag}`);
  await dialog.getByRole('button', { name: 'Record confirmation' }).click();
  await expect(dialog).toBeHidden();
  await expect(hotels.getByText(`Confirmed · CNF-${tag}`)).toBeVisible();

  // The supplier's page: what is owed it, and the file's line, due 7 days before check-in.
  await page.goto(`/suppliers?search=${encodeURIComponent(supplierName)}`);
  await page
    .getByRole('table', { name: 'Suppliers' })
    .getByRole('link', { name: supplierName, exact: true })
    .click();
  await expect(page).toHaveURL(`/suppliers/${supplier!.id}`);
  const owed = page.getByRole('region', { name: 'Services and Balance' });
  await expect(owed).toContainText(`Owed:${formatMoney('4250.50', 'AED')}`);
  const line = owed
    .getByRole('table', { name: 'What is owed to this supplier' })
    .getByRole('row')
    .filter({ hasText: booking.file_number });
  await expect(line).toContainText(`${tag} Guest`);
  await expect(line).toContainText(hotelName);
  await expect(line).toContainText(formatDate(due));
  await expect(line).toContainText(formatMoney('4250.50', 'AED'));
  await expect(line).not.toContainText('Overdue');

  // Back to the file by its link.
  await line.getByRole('link', { name: booking.file_number, exact: true }).click();
  await expect(page).toHaveURL(`/bookings/${booking.id}`);
  await expect(page.getByRole('region', { name: 'Accommodations' })).toContainText(
    `Confirmed · CNF-${tag}`,
  );
});
