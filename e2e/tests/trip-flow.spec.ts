import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { pdfPages } from '../../apps/api/test/pdf-text.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import {
  agentEndpoints,
  bookingEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  enquiryEndpoints,
  tripEndpoints,
} from '@app/contract';
import { aBooking, aDayPlan, aDriver, anAgent, anEnquiry } from '../factories.ts';

/**
 * One trip, one flow (docs/decisions/016-trip-flow-links-and-drivers.md), from start to finish in
 * the browser: an enquiry converted to a booking (prefilled, linked both ways, Converted, not
 * converted twice unless asked), its tour and arrival scheduled as services with a driver clash
 * warned, the booking edited so a service differs, the driver's duty sheet printed and downloaded,
 * drivers kept.
 */

const tag = () => `T${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
/** A day of its own in 2033 (no other spec uses that year), so the day plan holds only ours. */
const ownDay = () => {
  const d = new Date(Date.UTC(2033, 0, 1 + Math.floor(Math.random() * 360)));
  return d.toISOString().slice(0, 10);
};
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe.configure({ timeout: 90_000 });

test('an agent enquiry converted: prefilled, linked both ways, Converted, then the existing file or another one', async ({
  page,
}) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${t} Agent`,
      primary_mobile: '+971 50 000 0001',
      primary_email: 'agent@mail.example',
      commission_rate: '10',
    }),
  });
  const enquiry = await api(enquiryEndpoints.create, {
    body: {
      enquiry_type: 'agent',
      agent_id: agent.id,
      customer_name: `${t} Guest`,
      customer_email: 'guest@mail.example',
      customer_mobile: '+971 50 123 4567',
      destination: 'Dubai',
      travel_start_date: '2033-02-10',
      travel_end_date: '2033-02-15',
      number_of_adults: 2,
      number_of_children: 1,
      expected_sale_amount: '5300',
      estimated_budget: '4800',
      currency: 'AED',
      agent_commission_rate: '12.5',
    },
  });
  await signInAs(page, user);
  await page.goto(`/enquiries/${enquiry.id}`);
  await page.getByRole('link', { name: 'Convert to booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/create\\?enquiry=${enquiry.id}$`));
  // The form's chunk and the prefill, first loaded on a busy machine: more than the usual 7 s.
  await expect(page.getByText(`From enquiry ${enquiry.enquiry_number}`)).toBeVisible({
    timeout: 20_000,
  });

  // Everything the enquiry knows is filled in.
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Guest Name')).toHaveValue(`${t} Guest`);
  await expect(field('Guest Email')).toHaveValue('guest@mail.example');
  await expect(field('Guest Mobile')).toHaveValue('+971 50 123 4567');
  await expect(field('Destination')).toHaveValue('Dubai');
  await expect(field('Travel Start')).toHaveValue('2033-02-10');
  await expect(field('Travel End')).toHaveValue('2033-02-15');
  await expect(field('Adults')).toHaveValue('2');
  await expect(field('Children')).toHaveValue('1');
  // The file is sold in the enquiry's currency at the agent's expected sale; the customer's
  // budget is named beside it, not copied.
  await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('AED');
  await expect(field('Sale Amount')).toHaveValue('5,300.00');
  await expect(
    page.getByText(
      "The customer's estimated budget is AED 4,800.00; the sale is what the file is sold for.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue(
    `${t} Agent (${agent.code})`,
  );
  await expect(field('Agent Commission Rate (%)')).toHaveValue('12.50');

  await field('Purchase Amount').fill('3000');
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await expect(toast(page, 'Booking created successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  // The URL changes before the booking's page replaces the list's heading.
  await expect(page.locator('#main h2').first()).toHaveText(/^TF-\d{4}-\d+$/);
  const fileNumber = (await page.locator('#main h2').first().textContent())!;
  const bookingUrl = page.url();

  // Booking → enquiry → booking: each shows the other's number as a link.
  await page.getByRole('link', { name: enquiry.enquiry_number }).click();
  await expect(page).toHaveURL(new RegExp(`/enquiries/${enquiry.id}$`));
  await expect(page.getByText('Converted', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: fileNumber }).click();
  await expect(page).toHaveURL(bookingUrl);

  // Converting again shows the existing file instead of a second form.
  await page.goto(`/enquiries/${enquiry.id}`);
  await page.getByRole('link', { name: 'Convert to booking' }).click();
  const already = page.getByRole('status').filter({ hasText: 'Already converted' });
  await expect(already).toContainText(
    `This enquiry was already converted to booking ${fileNumber}.`,
  );
  await expect(field('Guest Name')).toHaveCount(0);
  await expect(already.getByRole('link', { name: `Open ${fileNumber}` })).toHaveAttribute(
    'href',
    new URL(bookingUrl).pathname,
  );

  // …unless the user explicitly adds another.
  await already.getByRole('button', { name: 'Add another booking' }).click();
  await expect(field('Guest Name')).toHaveValue(`${t} Guest`);
  await field('Sale Amount').fill('2600');
  await field('Purchase Amount').fill('2000');
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await expect(toast(page, 'Booking created successfully!')).toBeVisible();
  const files = await api(enquiryEndpoints.get, { params: { id: enquiry.id } });
  expect(files.bookings).toHaveLength(2);
  await page.goto(`/enquiries/${enquiry.id}`);
  for (const f of files.bookings!)
    await expect(page.getByRole('link', { name: f.file_number })).toBeVisible();
});

test('a direct enquiry converted by someone else meanwhile: the save shows that file, and Add another sends what was typed', async ({
  page,
}) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const enquiry = await api(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `${t} Direct`,
      customer_email: 'direct@mail.example',
      customer_mobile: '+971 50 765 4321',
    }),
  });
  await signInAs(page, user);
  await page.goto(`/bookings/create?enquiry=${enquiry.id}`);
  const guest = page.getByRole('textbox', { name: 'Guest Name', exact: true });
  await expect(guest).toHaveValue(`${t} Direct`, { timeout: 20_000 });
  // A direct enquiry has no expected sale: the sale is left to type.
  await expect(page.getByRole('textbox', { name: 'Sale Amount' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Sale Amount' }).fill('900');
  await page.getByRole('textbox', { name: 'Purchase Amount' }).fill('600');

  // Another user converts it first.
  const other = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${t} Direct`,
      sale_amount: '100',
      purchase_amount: '50',
      enquiry_id: enquiry.id,
    }),
  });
  await page.getByRole('button', { name: 'Create Booking' }).click();
  const already = page.getByRole('status').filter({ hasText: 'Already converted' });
  await expect(already).toContainText(other.file_number);
  await expect(already.getByRole('link', { name: `Open ${other.file_number}` })).toBeVisible();
  await expect(guest).toHaveValue(`${t} Direct`); // what was typed is kept

  await already.getByRole('button', { name: 'Add another booking' }).click();
  await expect(toast(page, 'Booking created successfully!')).toBeVisible();
  const read = await api(enquiryEndpoints.get, { params: { id: enquiry.id } });
  expect(read.bookings).toHaveLength(2);
  const second = await api(bookingEndpoints.get, { params: { id: read.bookings![1]!.id } });
  expect(second.sale_amount).toBe('900.00');
  expect(second.enquiry!.id).toBe(enquiry.id);
});

/** A driver, and a booking with a tour at 10:00 and an arrival on `day`, made through the API. */
async function tripWithDriver(page: Page, day: string) {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const driver = await api(driverEndpoints.create, {
    body: aDriver({
      name: `Imran ${t}`,
      mobile: '+971 55 111 2222',
      email: 'imran@mail.example',
      vehicle_number: `DXB ${t}`,
    }),
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${t} Traveller`,
      guest_mobile: '+971 50 999 8888',
      sale_amount: '5000',
      purchase_amount: '4000',
      accommodations: [
        {
          hotel_name: `${t} Palm Hotel`,
          check_in_date: day,
          check_out_date: '2034-01-05',
        },
      ],
      tours: [
        {
          service_name: 'Desert Safari',
          service_date: day,
          pickup_time: '10:00',
          transfer_type: 'PVT',
        },
      ],
      flights: [
        {
          flight_type: 'arrival',
          airline: 'Emirates',
          flight_number: 'EK 501',
          flight_date: day,
          from_city: 'Mumbai',
        },
      ],
    }),
  });
  return { user, api, driver, booking };
}

/** Types the driver's name and picks them from the suggestions. */
async function pickDriver(scope: Page | Locator, page: Page, name: string) {
  await scope.getByRole('combobox', { name: 'Driver Name' }).fill(name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

test('services scheduled from a booking with a clash warned, then the booking edited so one differs', async ({
  page,
}) => {
  const day = ownDay();
  const { user, driver, booking } = await tripWithDriver(page, day);
  await signInAs(page, user);
  await page.goto(`/bookings/${booking.id}`);
  const services = page.getByRole('region', { name: 'Scheduled Services' });
  await expect(services).toContainText('No services scheduled yet');
  await services.getByRole('button', { name: 'Schedule services' }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule services' });
  const tour = dialog.getByRole('checkbox', { name: 'Desert Safari (PVT)' });
  const arrival = dialog.getByRole('checkbox', {
    name: /^Arrival transfer: Emirates EK 501 from Mumbai/,
  });
  await expect(tour).toBeVisible();
  await expect(dialog).toContainText('10:00');
  await expect(dialog).toContainText('Pickup time needed');
  await tour.check();
  await arrival.check();
  // The flight has no time: the button names both, the time is asked for.
  await dialog.getByLabel(/^Pickup time for Arrival transfer/).fill('10:30');
  await pickDriver(dialog, page, driver.name);
  await expect(dialog.getByRole('textbox', { name: 'Driver Mobile' })).toHaveValue(
    '+971 55 111 2222',
  );
  await expect(dialog.getByRole('textbox', { name: 'Vehicle Number' })).not.toHaveValue('');

  // Two services of one driver 30 minutes apart: warned before saving.
  const clash = dialog.getByRole('alert').filter({ hasText: 'Driver clash' });
  await expect(clash).toContainText(`${driver.name} has another service within 60 minutes`);
  await expect(clash).toContainText('and 10:30 are both picked here, within the hour');
  await dialog.getByRole('button', { name: 'Schedule 2 services' }).click();
  await expect(toast(page, '2 services scheduled successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = services.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(services).toContainText('Desert Safari (PVT)');
  await expect(services).toContainText(driver.name);

  // The day plan marks both, and each file number opens its booking.
  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/day-plans\\?date=${day}$`));
  await expect(
    page.getByText('Driver clash', { exact: true }).filter({ visible: true }),
  ).toHaveCount(2);
  await page
    .getByRole('link', { name: booking.file_number })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));

  // The day-plan form warns too, before saving: 11:00 is 30 minutes after the 10:30 pickup.
  await page.goto(`/day-plans/create?date=${day}`);
  await page.getByLabel('Service Time').fill('11:00');
  await pickDriver(page, page, driver.name);
  const formClash = page.getByRole('alert').filter({ hasText: 'Driver clash' });
  await expect(formClash).toContainText('11:00 is 30 minutes from 10:30');
  await page.getByLabel('Service Time').fill('12:00');
  await expect(formClash).toHaveCount(0);

  // The booking is edited: the tour's pickup moves. The service keeps its time and says so.
  await page.goto(`/bookings/${booking.id}/edit`);
  await page.getByRole('tab', { name: /^Tours/ }).click();
  await page.getByLabel('Pickup Time').fill('11:30');
  await page.getByRole('button', { name: 'Update Booking' }).click();
  await expect(toast(page, 'Booking updated successfully!')).toBeVisible();
  await page.goto(`/bookings/${booking.id}`);
  await expect(services).toContainText('1 service differs from the booking');
  await expect(services).toContainText('Pickup time: booking 11:30, service 10:00');
  // The line kept its id through the edit: no service reads as a removed line.
  await expect(services).not.toContainText('removed');
});

test("a driver's duty sheet: the day in time order, printed, its PDF downloaded and sent", async ({
  page,
}) => {
  const day = ownDay();
  const { user, api, driver, booking } = await tripWithDriver(page, day);
  const items = await api(tripEndpoints.schedulable, { params: { id: booking.id } });
  await api(tripEndpoints.schedule, {
    params: { id: booking.id },
    body: {
      // The flight has no time of its own; the tour keeps its 10:00.
      items: items.map((i) => ({
        kind: i.kind,
        line_id: i.line_id,
        service_time: i.kind === 'flight' ? '09:30' : null,
      })),
      driver_id: driver.id,
    },
  });
  await signInAs(page, user);
  await page.goto('/drivers');
  await page.getByRole('textbox', { name: 'Search' }).fill(driver.name);
  await page.getByRole('link', { name: `Duty sheet of ${driver.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/drivers/${driver.id}/duty-sheet$`));
  await page.getByRole('textbox', { name: 'Date' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));

  const sheet = page.getByRole('article', { name: 'Driver Duty Sheet' });
  const body = sheet.getByRole('row');
  await expect(body).toHaveCount(3);
  // In time order: the 09:30 arrival before the 10:00 tour, both marked as a clash.
  await expect(body.nth(1)).toContainText('09:30 (clash)');
  await expect(body.nth(1)).toContainText('EK 501 · Arrival');
  await expect(body.nth(2)).toContainText('10:00 (clash)');
  await expect(body.nth(2)).toContainText('Desert Safari');
  await expect(sheet).toContainText(booking.guest_name);
  await expect(sheet).toContainText('+971 50 999 8888');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Duty-Sheet-${driver.id}-${day}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = (await pdfPages(bytes)).join(' ');
  expect(text).toContain(booking.guest_name);
  expect(text).toContain(driver.name);
  expect(text).toContain(booking.file_number);

  // Send to driver: asks first, to the driver's own address.
  await page.getByRole('button', { name: 'Send to driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send duty sheet' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('imran@mail.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    toast(page, 'Queued: no mail server is set up; an admin can send it from Outbox'),
  ).toBeVisible();
});

test('drivers are added, edited, set inactive and deleted; one with services is kept', async ({
  page,
}) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const busy = await api(driverEndpoints.create, {
    body: aDriver({
      name: `Busy ${t}`,
    }),
  });
  await api(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: ownDay(),
      guest_name: 'G',
      service_description: 'Transfer',
      driver_id: busy.id,
    }),
  });
  await signInAs(page, user);
  await page.goto('/day-plans');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Drivers' })
    .click();
  await expect(page).toHaveURL(/\/drivers$/);
  await page.getByRole('link', { name: 'Add Driver' }).click();
  const name = `Rashid ${t}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile' }).fill('+971 52 333 4444');
  await page.getByRole('textbox', { name: 'Email' }).fill('rashid@mail.example');
  await page.getByRole('textbox', { name: 'Vehicle Number' }).fill('DXB A 1');
  await page.getByRole('button', { name: 'Create Driver' }).click();
  await expect(toast(page, 'Driver created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/drivers$/);
  const saved = page.getByRole('row').and(page.locator('[aria-current="true"]'));
  await expect(saved).toContainText(name);
  await expect(saved).toContainText('DXB A 1');

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Vehicle Number' }).fill('DXB B 2');
  await page.getByRole('button', { name: 'Update Driver' }).click();
  await expect(toast(page, 'Driver updated successfully!')).toBeVisible();
  await expect(saved).toContainText('DXB B 2');

  await page.getByRole('button', { name: `Active: toggle ${name}` }).click();
  await expect(page.getByRole('button', { name: `Inactive: toggle ${name}` })).toBeVisible();

  // A driver with services is refused, with the reason.
  await page.getByRole('textbox', { name: 'Search' }).fill(t);
  await page.getByRole('button', { name: `Delete ${busy.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Driver' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText(
      'This driver has services and cannot be deleted. Set the driver inactive instead.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(busy.name) })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Driver' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Driver deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
