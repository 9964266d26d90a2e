import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths.ts';
import type { TestUser } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  transactionEndpoints,
  voucherEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aStaffMember,
  aTransaction,
  anAccount,
  anAgent,
  anEnquiry,
  branchBody,
} from '../factories.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';

/**
 * Junk in the address never reaches the crash screen: every client route of paths.ts opened with
 * junk parameters and junk ids. A list names what it ignored and shows its defaults; a detail route
 * with a junk id shows its not-found state; the menu still works.
 */
const NOTICE = 'Part of this address was not understood';
const CRASH = /Something went wrong|could not be loaded/;
const JUNK =
  `?page=abc&status=zzz&type=zzz&date=2026-02-30&startDate=hello&sort=zzz&foo=%3Cb%3E` +
  `&search=${'x'.repeat(300)}`;

/** The list routes: each reads `page` at least, so the junk above always gets a notice. */
const LISTS = new Set<string>([
  paths.branches,
  paths.staff,
  paths.auditLog,
  paths.accounts,
  paths.categories,
  paths.transactions,
  paths.pendingApprovals,
  paths.agents,
  paths.enquiries,
  paths.bookings,
  paths.dayPlans,
  paths.drivers,
  paths.reportSales,
  paths.reportReceivables,
  paths.reportAgentPayables,
  paths.reportTopDestinations,
  paths.reportTopAgents,
  paths.reportCash,
]);

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
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${tag} Agent`,
      primary_mobile: '+91 98000 00001',
      primary_email: 'a@b.co',
    }),
  });
  const enquiry = await api(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `${tag} Guest`,
      customer_email: 'c@d.co',
      customer_mobile: '+91 98000 00001',
    }),
  });
  const b2b = await api(enquiryEndpoints.create, {
    body: { enquiry_type: 'agent', agent_id: agent.id },
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({ guest_name: `${tag} Guest`, sale_amount: '100', purchase_amount: '50' }),
  });
  const account = await api(accountEndpoints.create, {
    body: anAccount({ name: `${tag} Acc`, code: tag, type: 'asset', opening_balance: 0 }),
  });
  const category = await api(categoryEndpoints.create, { body: { name: `${tag} Cat` } });
  const tx = await api(transactionEndpoints.create, {
    body: aTransaction({
      type: 'income',
      transaction_date: '2026-11-01',
      account_id: account.id,
      category_id: category.id,
      amount: '1',
      description: 'd',
    }),
  });
  const plan = await api(dayPlanEndpoints.create, {
    body: aDayPlan({ plan_date: '2031-06-02', guest_name: 'G', service_description: 'S' }),
  });
  const driver = await api(driverEndpoints.create, { body: { name: `${tag} Driver` } });
  const message = await api(voucherEndpoints.email, {
    params: { id: booking.id },
    body: { email: 'g@h.co' },
  });
  const branch = await api(branchEndpoints.create, { body: branchBody(tag, `${tag} Br`) });
  const staff = await api(staffEndpoints.create, {
    body: aStaffMember({
      name: `${tag} Staff`,
      email: `${tag.toLowerCase()}@staff.example`,
      password: 'Junk-sweep-2026',
      password_confirmation: 'Junk-sweep-2026',
      employee_id: tag,
      position: 'Clerk',
      phone: '+91 98000 00001',
      date_of_joining: '2026-01-05',
      branch_id: branch.id,
      address: 'a',
      city: 'c',
      state: 's',
      country: 'x',
      postal_code: '1',
    }),
  });
  ids = {
    branchEdit: branch.id,
    staffDetail: staff.id,
    staffEdit: staff.id,
    staffPermissions: staff.id,
    accountStatement: account.id,
    accountEdit: account.id,
    categoryEdit: category.id,
    transactionDetail: tx.id,
    transactionEdit: tx.id,
    agentDetail: agent.id,
    agentEdit: agent.id,
    enquiryDetail: enquiry.id,
    enquiryEdit: enquiry.id,
    agentEnquiryEdit: b2b.id,
    bookingDetail: booking.id,
    bookingEdit: booking.id,
    dayPlanEdit: plan.id,
    driverEdit: driver.id,
    driverDutySheet: driver.id,
    outboxMessage: message.id,
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
const staticRoutes = entries.flatMap(([name, p]) =>
  typeof p === 'string' && p !== paths.login ? [[name, p] as const] : [],
);

for (const [name, path] of staticRoutes) {
  test(`${name} (${path}) with junk parameters`, async ({ page }) => {
    await signInAs(page, admin);
    await page.goto(path + JUNK);
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    const noticed = LISTS.has(path) || path === paths.dayPlanCreate || path === paths.bookingCreate;
    await expectNoCrash(page, noticed ? notice : page.getByRole('heading', { level: 2 }));
    if (noticed) {
      await expect(notice).toContainText(
        path === paths.dayPlanCreate
          ? 'date “2026-02-30”: The date must be a valid date (YYYY-MM-DD).'
          : 'page “abc”: Must be a whole number.',
      );
      // The junk is not sent on: the list shows page 1 of what it understood.
      // (Other tests' records may give the list more pages: no page but the first is current.)
      await expect(
        page.locator('[aria-current="page"][aria-label^="Page "]:not([aria-label="Page 1"])'),
      ).toHaveCount(0);
    }
    await menuWorks(page);
  });
}

const idRoutes = entries.flatMap(([name, p]) =>
  typeof p === 'function' ? [[name as IdRoute, p as (id: number | string) => string] as const] : [],
);

for (const [name, to] of idRoutes) {
  test(`${name} with junk ids shows not found`, async ({ page }) => {
    await signInAs(page, admin);
    const id = ids[name];
    // `5.0` and `0x5` are read as 5 by Number(): they must name no record, as on the server.
    // The first is pasted (a cold load of the app); the rest are followed inside the app, as
    // the router opens them, which spares four cold loads a route (the suite's slowest file).
    // Between two junk ids the real record is opened, so a not-found heading left over from
    // the previous junk id cannot pass for the next one.
    const notFound = page.getByRole('heading', { name: /not found$/ });
    const junks = ['abc', '1e3', '99999999999', `${id}.0`, `0x${id.toString(16)}`];
    for (const [i, junk] of junks.entries()) {
      if (i === 0) await page.goto(to(junk) + '?page=-1');
      else {
        await followInApp(page, to(id));
        await expect(notFound).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await followInApp(page, to(junk) + '?page=-1');
      }
      await expectNoCrash(page, notFound);
    }
    // The real id opens the record, with junk in the query ignored.
    await page.goto(to(id) + '?page=abc&foo=1');
    await expectNoCrash(page, page.getByRole('heading', { level: 2 }));
    await expect(page.getByRole('heading', { name: /not found$/ })).toHaveCount(0);
    await menuWorks(page);
  });
}

test('/day-plans?date=hello: a notice, and Day Plans in the menu shows today', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/day-plans?date=hello');
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expectNoCrash(page, notice);
  await expect(notice).toContainText('date “hello”: The date must be a valid date (YYYY-MM-DD).');
  await expect(page.getByRole('heading', { name: 'Daily Operations Plan' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Day Plans' })
    .click();
  await expect(page).toHaveURL(/\/day-plans$/);
  await expect(page.getByRole('heading', { name: 'Daily Operations Plan' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(CRASH)).toHaveCount(0);
});

test('/day-plans?date=2026-02-30 is refused with a notice, not rolled over to 2 March', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/day-plans?date=2026-02-30');
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expectNoCrash(page, notice);
  await expect(notice).toContainText(
    'date “2026-02-30”: The date must be a valid date (YYYY-MM-DD).',
  );
  await expect(page.getByText(/2 Mar 2026/)).toHaveCount(0);
  // The notice's close keeps what was understood: the plain list, and no notice.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/day-plans$/);
});

test('/bookings/create?enquiry=abc: a notice, and the blank booking form', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/bookings/create?enquiry=abc');
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expectNoCrash(page, notice);
  await expect(notice).toContainText('enquiry “abc”: The selected enquiry is invalid.');
  await expect(notice).toContainText('A blank booking form instead.');
  await expect(page.getByRole('textbox', { name: 'Guest Name' })).toHaveValue('');
  await expect(page.getByText(/^From enquiry/)).toHaveCount(0);
});

test('a page past the last one shows page 1 with a notice', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/branches?page=500');
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expectNoCrash(page, notice);
  await expect(notice).toContainText('page “500”: The list has');
  await expect(page).toHaveURL(/\/branches$/);
  await expect(page.getByRole('table', { name: 'Branches' }).getByRole('row')).not.toHaveCount(1);
});
