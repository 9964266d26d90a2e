import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths.ts';
import type { TestUser } from '../fixtures.ts';
import { everyRecord } from '../every-record.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';

/**
 * Junk in the address, where only the built app over the real API can show it: every detail
 * route opens its real record with junk in the query, and a list pasted cold with junk shows
 * its notice and its defaults from the server. The sweep of every route with junk parameters
 * and junk ids (notices, not-found states, nothing asked of the server, the menu) is a
 * page-level test over the typed fake API: apps/web/src/app/junk-params.test.tsx.
 */
const NOTICE = 'Part of this address was not understood';
const CRASH = /Something went wrong|could not be loaded/;
const JUNK =
  `?page=abc&status=zzz&type=zzz&date=2026-02-30&startDate=hello&sort=zzz&foo=%3Cb%3E` +
  `&search=${'x'.repeat(300)}`;

type IdRoute = Exclude<
  { [K in keyof typeof paths]: (typeof paths)[K] extends string ? never : K }[keyof typeof paths],
  undefined
>;

// Each test opens several pages from cold (a pasted link each time).
test.describe.configure({ timeout: 90_000 });

let admin: TestUser;
let ids: Record<IdRoute, number>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  admin = await createUser({ role: 'admin', name: 'Junk Jo' });
  const api = await apiAs(page, admin);
  const tag = `J${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  const r = await everyRecord(api, tag);
  ids = {
    branchEdit: r.branch.id,
    staffDetail: r.staff.id,
    staffEdit: r.staff.id,
    staffPermissions: r.staff.id,
    accountStatement: r.account.id,
    accountEdit: r.account.id,
    categoryEdit: r.category.id,
    transactionDetail: r.transaction.id,
    transactionEdit: r.transaction.id,
    agentDetail: r.agent.id,
    agentEdit: r.agent.id,
    supplierDetail: r.supplier.id,
    supplierEdit: r.supplier.id,
    enquiryDetail: r.enquiry.id,
    enquiryEdit: r.enquiry.id,
    agentEnquiryEdit: r.b2b.id,
    bookingDetail: r.booking.id,
    bookingEdit: r.booking.id,
    dayPlanEdit: r.plan.id,
    driverEdit: r.driver.id,
    driverDutySheet: r.driver.id,
    outboxMessage: r.mail.id,
    // The newest journal entry (the account's opening balance posts one).
    bookEntry: r.entry?.id ?? 0,
  };
  await page.close();
});

/** Waits for `ready` (what the page shows once it has settled), then for no crash screen. */
async function expectNoCrash(page: Page, ready: Locator) {
  // A first load of a page's chunk on a busy machine: allow it more than the usual 7 s.
  await expect(ready.or(page.getByText(CRASH)).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(CRASH)).toHaveCount(0);
  await expect(ready.first()).toBeVisible();
}

/** Opens `url` through the app's router, as a link inside the app does (no reload). */
async function followInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The menu still answers: Dashboard opens, with its heading, and no crash screen. */
async function menuWorks(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(CRASH)).toHaveCount(0);
}

const entries = Object.entries(paths) as [keyof typeof paths, unknown][];
const idRoutes = entries.flatMap(([name, p]) =>
  typeof p === 'function' ? [[name as IdRoute, p as (id: number | string) => string] as const] : [],
);

test('a list pasted with junk parameters: a notice, page 1 from the server, the menu', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto(paths.bookings + JUNK);
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expectNoCrash(page, notice);
  await expect(notice).toContainText('page “abc”: Must be a whole number.');
  // (Other tests' records may give the list more pages: no page but the first is current.)
  await expect(
    page.locator('[aria-current="page"][aria-label^="Page "]:not([aria-label="Page 1"])'),
  ).toHaveCount(0);
  await menuWorks(page);
});

test('every detail route opens its real record with junk in the query ignored', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, admin);
  const notFound = page.getByRole('heading', { name: /not found$/ });
  for (const [i, [name, to]] of idRoutes.entries()) {
    // The first is pasted (a cold load); the rest are followed inside the app, as links are.
    const url = to(ids[name]) + '?page=abc&foo=1';
    if (i === 0) await page.goto(url);
    else await followInApp(page, url);
    await expectNoCrash(page, page.getByRole('heading', { level: 2 }));
    await expect(notFound, name).toHaveCount(0);
  }
  await menuWorks(page);
});
