import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { dayPlanEndpoints, driverEndpoints } from '@app/contract';
import { aDayPlan, aDriver } from '../factories.ts';

/**
 * A service's driver changed on the edit form: picking another driver replaces the mobile and
 * vehicle with that driver's (the first one's stayed and were saved with the second's name),
 * a typed free-text driver clears the picked one's, and leaving the changed form asks first.
 */

const tag = () => `D${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
test.describe.configure({ timeout: 60_000 });

async function setUp(page: Page) {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const imran = await api(driverEndpoints.create, {
    body: aDriver({
      name: `${t} Imran Khan`,
      mobile: '+971 50 123 4567',
      vehicle_number: 'DXB K 48213',
    }),
  });
  const suresh = await api(driverEndpoints.create, {
    body: aDriver({
      name: `${t} Suresh Kumar`,
      mobile: '+971 55 987 6543',
      vehicle_number: 'DXB M 10977',
    }),
  });
  const plan = await api(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: '2034-04-10',
      service_time: '08:00',
      guest_name: `${t} Guest`,
      service_description: 'Airport pickup',
      driver_id: imran.id,
    }),
  });
  await signInAs(page, user);
  return { api, imran, suresh, plan };
}

const fields = (page: Page) => ({
  driver: page.getByRole('combobox', { name: 'Driver Name' }),
  mobile: page.getByRole('textbox', { name: 'Driver Mobile' }),
  vehicle: page.getByRole('textbox', { name: 'Vehicle Number' }),
});

test('picking another driver replaces the mobile and vehicle, and the plan saves the new driver’s', async ({
  page,
}) => {
  const { api, suresh, plan } = await setUp(page);
  await page.goto(`/day-plans/${plan.id}/edit`);
  const f = fields(page);
  await expect(f.mobile).toHaveValue('+971 50 123 4567', { timeout: 20_000 });
  await expect(f.vehicle).toHaveValue('DXB K 48213');

  await f.driver.fill(suresh.name.slice(0, -3));
  await page.getByRole('option', { name: suresh.name }).click();
  await expect(f.driver).toHaveValue(suresh.name);
  await expect(f.mobile).toHaveValue('+971 55 987 6543');
  await expect(f.vehicle).toHaveValue('DXB M 10977');
  await page.getByRole('button', { name: 'Update Service' }).click();
  await expect(page.getByText('Day plan updated successfully!')).toBeVisible();
  const saved = await api(dayPlanEndpoints.get, { params: { id: plan.id } });
  expect(saved).toMatchObject({
    driver_id: suresh.id,
    driver_name: suresh.name,
    driver_mobile: '+971 55 987 6543',
    vehicle_number: 'DXB M 10977',
  });
});

test('a typed driver clears the picked one’s details; leaving the changed form asks first', async ({
  page,
}) => {
  const { api, plan } = await setUp(page);
  await page.goto(`/day-plans/${plan.id}/edit`);
  const f = fields(page);
  await expect(f.mobile).toHaveValue('+971 50 123 4567', { timeout: 20_000 });
  await f.driver.fill('Someone Else');
  await expect(f.mobile).toHaveValue('');
  await expect(f.vehicle).toHaveValue('');
  await f.mobile.fill('+971 52 000 1111');

  // The edit form has unsaved changes: a menu link asks; Stay keeps them.
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(dialog).toContainText('You have unsaved changes. Leave this page?', {
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/day-plans/${plan.id}/edit$`));
  await expect(f.driver).toHaveValue('Someone Else');

  await page.getByRole('button', { name: 'Update Service' }).click();
  await expect(page.getByText('Day plan updated successfully!')).toBeVisible();
  const saved = await api(dayPlanEndpoints.get, { params: { id: plan.id } });
  expect(saved).toMatchObject({
    driver_id: null,
    driver_name: 'Someone Else',
    driver_mobile: '+971 52 000 1111',
    vehicle_number: null,
  });
});
