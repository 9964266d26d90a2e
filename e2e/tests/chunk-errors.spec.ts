import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { axeViolations, createUser, signInAs } from '../fixtures.ts';

/*
 * A page's chunk (or the layout's) that fails to load: after a deploy replaced the hashed
 * file names while the tab was open, or with the network down. Never a blank page.
 */

/** Counts the page's loads after this call: reloads, automatic or not. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

async function signedIn(page: Page) {
  const user = await createUser({ name: 'Chunk Tester', permissions: TOURISM_KEYS });
  await signInAs(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Chunk Tester' })).toBeVisible();
}

test('a page whose chunk fails reloads once, then explains itself under a working menu', async ({
  page,
}) => {
  await signedIn(page);
  const loads = countLoads(page);
  // The app is loaded; now the Bookings page's chunk cannot be fetched (as after a deploy).
  await page.route('**/assets/bookings-page-*.js', (r) => r.abort());
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Bookings' }).click();

  // The server answers, so the page reloads once by itself; the chunk still fails: no loop.
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { level: 2, name: 'This page could not be loaded' }),
  ).toBeVisible();
  await expect(alert).toContainText(
    'The connection may have dropped, or TravelDesk was updated while this tab was open. Reload to try again, or choose another page from the menu.',
  );
  await expect(page).toHaveURL(/\/bookings$/);
  await expect.poll(() => loads.count).toBe(1);
  expect(await axeViolations(page, '/bookings chunk failed')).toEqual([]);

  // The menu still works, and clears the message.
  await menu.getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Tourism Agents' })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // Back to the broken page within the minute: no second automatic reload, the message at
  // once. Focus is on the main region after the navigation; Tab reaches Reload, Enter reloads.
  await menu.getByRole('link', { name: 'Bookings' }).click();
  const reload = alert.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  expect(loads.count).toBe(1);
  await expect(page.locator('#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reload).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => loads.count).toBe(2);
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();

  // Once the chunk can be fetched again (the network is back), Reload brings the page.
  await page.unroute('**/assets/bookings-page-*.js');
  await reload.click();
  await expect(page.getByRole('heading', { name: 'Bookings / Files' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('with the network down it does not reload into an error page: it explains', async ({
  page,
}) => {
  await signedIn(page);
  const loads = countLoads(page);
  // Neither the chunk nor the page itself can be fetched.
  await page.route('**/assets/day-plans-page-*.js', (r) => r.abort());
  await page.route(
    (url) => url.pathname === '/day-plans',
    (r) => r.abort('internetdisconnected'),
  );
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Day Plans' }).click();
  await expect(
    page.getByRole('alert').getByRole('heading', { name: 'This page could not be loaded' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/day-plans$/);
  expect(loads.count).toBe(0);
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Chunk Tester' })).toBeVisible();
});

test('a layout chunk that fails to load shows the message on the whole screen', async ({
  page,
}) => {
  const user = await createUser();
  await signInAs(page, user);
  await page.route('**/assets/layout-*.js', (r) => r.abort());
  const loads = countLoads(page);
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'TravelDesk could not be loaded' }),
  ).toBeVisible();
  await expect(main.getByRole('alert')).toContainText(
    'The connection may have dropped, or TravelDesk was updated while this tab was open. Reload to try again.',
  );
  // The goto's load and one automatic reload, no more.
  await expect.poll(() => loads.count).toBe(2);
  await expect(main.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(await axeViolations(page, '/dashboard layout chunk failed')).toEqual([]);
});

test('an account menu whose chunk fails says so on a press, and still offers Logout', async ({
  page,
}) => {
  await signedIn(page);
  const loads = countLoads(page);
  await page.route('**/assets/user-menu-*.js', (r) => r.abort());
  const button = page.getByRole('button', { name: 'Account menu' });
  await button.focus(); // the prefetch fails quietly
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Part of TravelDesk could not be loaded');
  await expect(alert).toContainText(
    'The account menu could not be shown. Reload to try again, or log out.',
  );
  expect(await axeViolations(page, '/dashboard account menu chunk failed')).toEqual([]);
  expect(loads.count).toBe(0);

  // Tab goes from the button into the notice; Dismiss gives the focus back.
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(button).toBeFocused();

  // A second press shows it again; Logout signs out without the menu's code.
  await page.keyboard.press('Enter');
  await alert.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
