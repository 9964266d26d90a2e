import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { signedInAs } from '../fixtures.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

/**
 * Errors you cannot miss (docs/decisions/015-form-errors-and-unsaved-changes.md): on a failed
 * submit focus and scroll go to the first field in error, and each link of the summary at the
 * top focuses its field and brings it on screen. Kept here: the scrolling, which only a browser
 * lays out. The rest is proven on the whole app over the typed fake API in
 * apps/web/src/app/form-errors.test.tsx: every form submitted empty or wrong (staff, agent,
 * direct and agent enquiry, booking) focuses its first field in error and lists every message
 * shown under a field as a link focusing that field; the booking's error on a hidden tab is
 * revealed by its link; the server's 422 (a staff member's taken email and employee id, a
 * booking refused on two tabs) arrives all at once, each message on its field.
 */

/** Whether any of the element lies within the window as it is scrolled now (no waiting). */
const onScreen = (field: Locator) =>
  field.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

test('staff submitted empty: the first field in error and each linked field come on screen', async ({
  page,
}) => {
  // The longest form: its first field is off screen when its submit button at the bottom is
  // pressed, and its address fields are below the fold when the page is at its top.
  await page.goto('/staff/create');
  const button = page.getByRole('button', { name: 'Create Staff' });
  await button.scrollIntoViewIfNeeded();
  expect(await onScreen(page.getByLabel('Full Name'))).toBe(false);
  await button.click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  const firstInvalid = page.locator('form [aria-invalid="true"]').first();
  await expect(firstInvalid).toBeFocused();
  await expect(firstInvalid).toBeInViewport();

  const links = summary.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  let broughtIn = 0;
  for (let i = 0; i < count; i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    const link = links.nth(i);
    const field = page.locator(`[data-path="${(await link.getAttribute('href'))!.slice(1)}"]`);
    if (!(await onScreen(field))) broughtIn++;
    await link.click();
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
  }
  // Some of the linked fields were below the fold: following their links scrolled the page.
  expect(broughtIn).toBeGreaterThan(0);
});
