import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { TestUser } from '../fixtures.ts';
import { apiAs, axeViolations, createUser, signInAs, watchNetwork } from '../fixtures.ts';
import { bookingEndpoints } from '@app/contract';
import { everyRecord, screenIds } from '../every-record.ts';
import { aPayment, anAgentPayment } from '../factories.ts';
import type { Screen } from '../../apps/web/test/screens.ts';
import { mayOpen, screensOf } from '../../apps/web/test/screens.ts';

/** One record behind every id route, made through the API as an admin. */
async function seedEveryScreen(page: Page): Promise<Screen[]> {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `A${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  const records = await everyRecord(api, tag);
  const { booking } = records;
  // A payment and an agent payment: their Void buttons are on the booking's page.
  const pay = {
    payment_date: '2026-11-01',
    payment_method: 'bank_transfer',
    amount: '10',
  } as const;
  await api(bookingEndpoints.addPayment, { params: { id: booking.id }, body: aPayment(pay) });
  await api(bookingEndpoints.addAgentPayment, {
    params: { id: booking.id },
    body: anAgentPayment(pay),
  });
  return screensOf(screenIds(records));
}

/**
 * Opens every route as the user: the screens they may use must render, the others must show
 * the app's "Not authorised" page, and both must pass axe. Axe runs on every route once, as an
 * admin, and on the "Not authorised" page as a staff user with no keys; which routes each role
 * and key set may open is the page-level sweep (apps/web/src/app/route-access.test.tsx): every WCAG 2.2 AA rule, and no
 * serious or critical finding of any other rule, experimental ones included.
 */
async function sweep(
  page: Page,
  user: TestUser,
  permissions: readonly string[],
  /** One of two halves of the routes (every other one), for two tests side by side. */
  half?: 0 | 1,
) {
  const every = await seedEveryScreen(page);
  const screens = half === undefined ? every : every.filter((_, i) => i % 2 === half);
  await signInAs(page, user);
  const quiet = watchNetwork(page);
  const failures: string[] = [];
  let allowed = 0;
  // The first route is loaded from the server; the rest are opened through the router, as the
  // menu does, which keeps the injected axe and halves the time of a sweep.
  for (const [i, { path, need, staffOpens }] of screens.entries()) {
    if (i === 0) await page.goto(path);
    else
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await quiet();
    const may = mayOpen(user, permissions, need);
    const opens = may && user.role === 'staff' && staffOpens ? staffOpens : path;
    // A redirect (staff sent from another's edit page to its detail) and a lazy page replacing
    // the last one's "Not authorised" can land after the network is quiet: wait for them.
    await expect.poll(() => new URL(page.url()).pathname).toBe(opens.split('?')[0]);
    if (may) allowed++;
    const forbidden = page.getByRole('heading', { name: 'Not authorised' });
    const settled = await expect(forbidden)
      .toHaveCount(may ? 0 : 1)
      .then(
        () => true,
        () => false,
      );
    if (!settled) failures.push(`${path}: expected ${may ? 'the screen' : '"Not authorised"'}`);
    failures.push(...(await axeViolations(page, path, { everyRule: true })));
  }
  expect(failures).toEqual([]);
  test.info().annotations.push({
    type: 'routes',
    description: `${screens.length} routes: ${allowed} open, ${screens.length - allowed} not authorised`,
  });
}

// Every rule, experimental ones too, over some fifty routes: about twice the WCAG set's time.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

// An admin opens every route: over sixty with the Books screens, in two halves side by side
// (one sweep took the whole 180 s on a loaded machine).
test('every other route passes axe (WCAG 2.2 AA) for an admin, and so does the login screen', async ({
  page,
}) => {
  const quiet = watchNetwork(page);
  await page.goto('/login');
  await quiet();
  expect(await axeViolations(page, '/login', { everyRule: true })).toEqual([]);
  await sweep(page, await createUser({ role: 'admin' }), [], 0);
});

test('the other half of the routes passes axe for an admin', async ({ page }) => {
  await sweep(page, await createUser({ role: 'admin' }), [], 1);
});

test('every route passes axe for a staff user with no permissions', async ({ page }) => {
  await sweep(page, await createUser({ role: 'staff' }), []);
});
