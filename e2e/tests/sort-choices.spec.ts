import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { dayPlanEndpoints, staffEndpoints } from '@app/contract';
import { aDayPlan, aStaffMember } from '../factories.ts';

/**
 * Every list sorts on the server (docs/decisions/019-exports-and-reports.md). The staff cards
 * and the day plan's time groups have no column headers to click, so each has a "Sort by"
 * choice, kept in the URL like the rest.
 */
const main = (page: Page) => page.getByRole('main');

test('the staff cards sort by the choice, and a reload keeps it', async ({ page }) => {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `Srt${Date.now() % 100000}`;
  for (const [i, name] of ['Bhavna', 'Chitra', 'Aarav'].entries())
    await api(staffEndpoints.create, {
      body: aStaffMember({
        name: `${name} ${tag}`,
        email: `${tag.toLowerCase()}-${i}@staff.example`,
        password: 'Sorting-check-2026',
        password_confirmation: 'Sorting-check-2026',
        role: 'staff',
        gender: 'female',
        employee_id: `${tag}-${3 - i}`,
        position: 'Clerk',
        phone: '+91 98000 00001',
        date_of_joining: `2026-0${i + 1}-05`,
        address: 'a',
        city: 'c',
        state: 's',
        country: 'x',
        postal_code: '1',
      }),
    });
  await signInAs(page, admin);
  await page.goto(`/staff?search=${tag}`);
  // Each card's name line (the emails hold the tag too, but no space).
  const names = main(page).getByText(new RegExp(`^[A-Z][a-z]+ ${tag}$`));
  await expect(names).toHaveText([`Aarav ${tag}`, `Bhavna ${tag}`, `Chitra ${tag}`]);

  await main(page).getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name (Z–A)' }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(names).toHaveText([`Chitra ${tag}`, `Bhavna ${tag}`, `Aarav ${tag}`]);

  await main(page).getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Joined, newest first' }).click();
  await expect(page).toHaveURL(/sort=-date_of_joining/);
  await expect(names).toHaveText([`Aarav ${tag}`, `Chitra ${tag}`, `Bhavna ${tag}`]);
  await page.reload();
  await expect(main(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue(
    'Joined, newest first',
  );
  await expect(names).toHaveText([`Aarav ${tag}`, `Chitra ${tag}`, `Bhavna ${tag}`]);
});

test("the day plan orders each time's services by the choice, still grouped by time", async ({
  page,
}) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const day = '2031-05-21'; // a day no other test touches
  const tag = `D${Date.now() % 100000}`;
  for (const [time, guest, driver] of [
    ['08:00', `${tag} Guest 1`, 'Zubair'],
    ['08:00', `${tag} Guest 2`, 'Anil'],
    ['08:00', `${tag} Guest 3`, 'Mohan'],
    ['06:30', `${tag} Guest 4`, 'Yusuf'],
  ] as const)
    await api(dayPlanEndpoints.create, {
      body: aDayPlan({
        plan_date: day,
        service_time: time,
        guest_name: guest,
        service_description: 'Transfer',
        driver_name: driver,
        amount: '40',
        status: 'pending',
      }),
    });
  await signInAs(page, user);
  await page.goto(`/day-plans?date=${day}&search=${tag}`);
  const groups = page.getByRole('region', { name: /^Services at / });
  await expect(groups).toHaveCount(2);
  const eight = groups.nth(1).getByRole('table').locator('tbody tr');
  await expect(eight.nth(0)).toContainText(`${tag} Guest 1`);

  await main(page).getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Driver' }).click();
  await expect(page).toHaveURL(/sort=driver_name/);
  await expect(groups.nth(0)).toHaveAccessibleName('Services at 06:30');
  await expect(eight.nth(0)).toContainText('Anil');
  await expect(eight.nth(1)).toContainText('Mohan');
  await expect(eight.nth(2)).toContainText('Zubair');
});
