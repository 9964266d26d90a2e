import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { bookingEndpoints, driverEndpoints } from '@app/contract';
import { aBooking, aDriver } from '../factories.ts';

/**
 * Flights have times: typed on the booking's flight line, printed on the voucher, and an
 * arrival transfer's pickup time starts as the flight's arrival time.
 */

const tag = () => `F${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
/** A day of its own in 2036 (no other spec uses that year), so the driver's day is ours. */
const ownDay = () => {
  const d = new Date(Date.UTC(2036, 0, 1 + Math.floor(Math.random() * 300)));
  return d.toISOString().slice(0, 10);
};

test.describe.configure({ timeout: 90_000 });

test('flight times typed on a booking show on its voucher, and fill an arrival transfer’s pickup time', async ({
  page,
  context,
}) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const day = ownDay();
  const driver = await api(driverEndpoints.create, {
    body: aDriver({
      name: `Sahil ${t}`,
      mobile: '+971 55 333 4444',
      vehicle_number: `DXB ${t}`,
    }),
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${t} Traveller`,
      sale_amount: '5000',
      purchase_amount: '4000',
      accommodations: [
        { hotel_name: `${t} Palm Hotel`, check_in_date: day, check_out_date: '2036-12-30' },
      ],
    }),
  });
  await signInAs(page, user);

  // The times are typed on the flight line of the booking form.
  await page.goto(`/bookings/${booking.id}/edit`);
  await page.getByRole('tab', { name: 'Flights (0)' }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Flight' }).click();
  await page.getByLabel('Airline').fill('Emirates');
  await page.getByLabel('Flight Number').fill('EK 501');
  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByLabel('Departure Time').fill('04:35');
  await page.getByLabel('Arrival Time').fill('06:10');
  await page.getByLabel('From', { exact: true }).fill('Mumbai');
  await page.getByRole('button', { name: 'Update Booking' }).click();
  await expect(page.getByText('Booking updated successfully!')).toBeVisible();

  await page.goto(`/bookings/${booking.id}`);
  const flights = page.getByLabel('Flight Details');
  await expect(flights).toContainText('04:35');
  await expect(flights).toContainText('06:10');

  // The voucher's preview prints both.
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  const flightTable = tab.getByRole('table').filter({ hasText: 'EK 501' });
  await expect(flightTable).toContainText('Departs');
  await expect(flightTable).toContainText('Arrives');
  await expect(flightTable.getByRole('row').filter({ hasText: 'EK 501' })).toContainText(
    /04:35.*06:10/,
  );
  await tab.close();

  // Scheduling the arrival transfer: its pickup time is the arrival time.
  const services = page.getByRole('region', { name: 'Scheduled Services' });
  await services.getByRole('button', { name: 'Schedule services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule services' });
  const arrival = dialog.getByRole('checkbox', {
    name: /^Arrival transfer: Emirates EK 501 from Mumbai/,
  });
  await expect(dialog).toContainText('Lands 06:10');
  await arrival.check();
  await expect(dialog.getByLabel(/^Pickup time for Arrival transfer/)).toHaveValue('06:10');
  await dialog.getByRole('combobox', { name: 'Driver Name' }).fill(driver.name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${driver.name}`) }).click();
  await dialog.getByRole('button', { name: 'Schedule 1 service' }).click();
  await expect(page.getByText('1 service scheduled successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = services.getByRole('row').filter({ hasText: 'Arrival transfer' });
  await expect(row).toContainText('06:10');
});
