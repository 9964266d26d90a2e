import { expect, test } from '@playwright/test';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { bookingEndpoints } from '@app/contract';
import { aBooking } from '../factories.ts';
import { agencyDay } from '../agency.ts';

/**
 * A change made on a booking's form reads as a sentence in the booking's History, and the
 * admin finds it in the Audit log, whose filters live in the URL
 * (docs/decisions/010-audit-history.md).
 */
test('a booking’s sale amount change shows in its History and in the Audit log, filters surviving reload', async ({
  page,
}) => {
  const stamp = Date.now() % 1_000_000;
  const admin = await createUser({ role: 'admin', name: `Aisha Khan ${stamp}` });
  const api = await apiAs(page, admin);
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `History Guest ${stamp}`,
      guest_email: `history${stamp}@mail.example`,
      sale_amount: '1000',
      purchase_amount: '700',
    }),
  });
  await signInAs(page, admin);

  // The change, made as people make it: on the form.
  await page.goto(`/bookings/${booking.id}/edit`);
  const sale = page.getByLabel('Sale Amount');
  await expect(sale).toHaveValue('1,000.00');
  await sale.fill('1250');
  await page.getByRole('button', { name: 'Update Booking' }).click();
  await expect(page).not.toHaveURL(/\/edit$/);

  await page.goto(`/bookings/${booking.id}`);
  const history = page.getByRole('region', { name: 'History', exact: true });
  await history.scrollIntoViewIfNeeded();
  await expect(history).toContainText(
    new RegExp(`${admin.name} changed Sale amount from AED\\s1,000\\.00 to AED\\s1,250\\.00, `),
  );
  await expect(history).toContainText(new RegExp(`${admin.name} created this booking, `));
  await history.getByRole('button', { name: /^Show \d+ fields?$/ }).click();
  await expect(history).toContainText(/Sale amount: AED\s1,000\.00/);

  // The Audit log: the admin's menu item, then filters that land in the URL.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Booking', exact: true }).click();
  await expect(page).toHaveURL(/record_type=booking/);
  await page.getByRole('combobox', { name: 'Person' }).fill(admin.name);
  await page.getByRole('option', { name: admin.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`user_id=${admin.id}`));
  await page.getByLabel('From', { exact: true }).fill(agencyDay());
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);

  const row = page.getByRole('row', { name: /Sale amount: AED\s1,000\.00 → AED\s1,250\.00/ });
  await expect(row).toContainText(admin.name);
  await expect(row).toContainText('Changed');
  await expect(row.getByRole('link', { name: booking.file_number })).toHaveAttribute(
    'href',
    `/bookings/${booking.id}`,
  );

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Booking');
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue(admin.name);
  await expect(row).toBeVisible();

  // A staff member is not shown the screen.
  const staff = await createUser({ role: 'staff' });
  await signInAs(page, staff);
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
});
