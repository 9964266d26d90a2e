import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { dayPlanEndpoints } from '@app/contract';
import { aDayPlan } from '../factories.ts';
import { agencyDay } from '../agency.ts';

test("a day's plan groups by time, moves between days, and deletes a service", async ({ page }) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const day = '2031-03-14'; // a day no other test touches
  const tag = `G${Date.now() % 100000}`;
  for (const [time, guest, status] of [
    ['15:30', `${tag} Late`, 'confirmed'],
    ['07:00', `${tag} Early A`, 'pending'],
    ['07:00', `${tag} Early B`, 'completed'],
  ] as const) {
    await api(dayPlanEndpoints.create, {
      body: aDayPlan({
        plan_date: day,
        service_time: time,
        guest_name: guest,
        service_description: 'Transfer',
        driver_name: 'Imran',
        driver_mobile: '+971 50 000 0000',
        vehicle_number: 'DXB 1',
        amount: '40',
        status,
      }),
    });
  }
  await signInAs(page, user);
  await page.goto(`/day-plans?date=${day}`);
  await expect(page.getByRole('heading', { name: 'Daily Operations Plan' })).toBeVisible();
  const groups = page.getByRole('region', { name: /^Services at / });
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAccessibleName('Services at 07:00');
  await expect(groups.nth(1)).toHaveAccessibleName('Services at 15:30');
  await expect(groups.nth(0).getByRole('table')).toContainText(`${tag} Early A`);
  await expect(groups.nth(0).getByRole('table')).toContainText('$40.00');
  await expect(page.getByText('Total Services').locator('..')).toContainText('3');
  // The stat card comes first; the services' status badges read the same label (one label per
  // stored value, docs/decisions/013-human-labels-and-each-fact-once.md).
  await expect(page.getByText('Completed', { exact: true }).first().locator('..')).toContainText(
    '1',
  );

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/date=2031-03-15/);
  await expect(page.getByText('No services scheduled for 15 Mar 2031')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add First Service' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/date=2031-03-14/);

  await groups
    .nth(1)
    .getByRole('table')
    .getByRole('button', { name: `Delete service for ${tag} Late` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Service' });
  await expect(dialog).toContainText('Are you sure you want to delete this day plan?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Day plan deleted successfully!')).toBeVisible();
  await expect(groups).toHaveCount(1);

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByRole('textbox', { name: 'Date' })).not.toHaveValue('2031-03-14');
});

test('a service is added from the form and the plan is readable at 375px without sideways scrolling', async ({
  page,
}) => {
  const user = await createUser({ permissions: TOURISM_KEYS });
  await signInAs(page, user);
  await page.setViewportSize({ width: 375, height: 800 });
  const day = agencyDay(3);
  await page.goto(`/day-plans?date=${day}`);
  await page.getByRole('link', { name: 'Add Service' }).click();
  await expect(page.getByLabel('Service Time')).toHaveValue('09:00');
  await expect(page.getByLabel('Service Date')).toHaveValue(day);
  await page.getByRole('button', { name: 'Create Service' }).click();
  // The message stands under the field and in the form's list of every error at once.
  await expect(page.getByText('The guest name field is required.').first()).toBeVisible();
  const guest = `Mobile Guest ${Date.now() % 100000}`;
  await page.getByLabel('Guest Name').fill(guest);
  await page
    .getByLabel('Service Description')
    .fill('Airport pickup DXB T3 with a very long description that must wrap on a phone screen');
  await page.getByRole('combobox', { name: 'Driver Name' }).fill('Suresh Kumar');
  await page.getByLabel('Vehicle Number').fill('DXB M 10977');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText('Day plan created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/day-plans\\?date=${day}`));
  await expect(page.getByText(guest).filter({ visible: true })).toBeVisible(); // the phone layout (cards), not the table
  const scroll = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(scroll.doc).toBeLessThanOrEqual(scroll.view);
  await page.screenshot({ path: 'test-results/day-plans-375.png', fullPage: true });
});
