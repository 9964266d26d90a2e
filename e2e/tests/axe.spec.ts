import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PERMISSION_KEYS } from '../../packages/contract/src/permissions.ts';
import type { TestUser } from '../fixtures.ts';
import { apiAs, axeViolations, createUser, signInAs, watchNetwork } from '../fixtures.ts';
import { bookingEndpoints } from '@app/contract';
import { EVERY_RECORD_PLAN_DATE, everyRecord } from '../every-record.ts';
import { aPayment, anAgentPayment } from '../factories.ts';

/**
 * Who may open a route, as the server decides it for the matched route: every signed-in user,
 * admins only, a permission key, or `approve` (approve_transactions and the manager role).
 */
type Need = 'anyone' | 'admin' | 'approve' | `${'view' | 'create' | 'edit'}_accounts` | Txn | Tour;
type Txn = `${'view' | 'create'}_transactions`;
type Tour = `${'view' | 'create' | 'edit'}_${'agents' | 'enquiries' | 'bookings' | 'day_plans'}`;
interface Screen {
  path: string;
  need: Need;
  /** Staff may edit only their own pending transactions: another's edit page opens its detail. */
  staffOpens?: string;
}

/** One record behind every id route, made through the API as an admin. */
async function seedEveryScreen(page: Page): Promise<Screen[]> {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const tag = `A${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  const {
    agent,
    enquiry,
    b2b,
    booking,
    account,
    category,
    transaction,
    plan,
    mail,
    branch,
    staff,
  } = await everyRecord(api, tag);
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
  return [
    { path: '/dashboard', need: 'anyone' },
    { path: '/profile', need: 'anyone' },
    { path: '/branches', need: 'admin' },
    { path: '/branches/create', need: 'admin' },
    { path: `/branches/${branch.id}/edit`, need: 'admin' },
    { path: '/staff', need: 'admin' },
    { path: '/staff/create', need: 'admin' },
    { path: `/staff/${staff.id}`, need: 'admin' },
    { path: `/staff/${staff.id}/edit`, need: 'admin' },
    { path: `/staff/${staff.id}/permissions`, need: 'admin' },
    { path: '/outbox', need: 'admin' },
    { path: `/outbox/${mail.id}`, need: 'admin' },
    { path: '/accounts', need: 'view_accounts' },
    { path: '/accounts/create', need: 'create_accounts' },
    { path: `/accounts/${account.id}`, need: 'view_accounts' },
    { path: `/accounts/${account.id}/edit`, need: 'edit_accounts' },
    { path: '/transaction-categories', need: 'view_accounts' },
    { path: '/transaction-categories/create', need: 'create_accounts' },
    { path: `/transaction-categories/${category.id}/edit`, need: 'edit_accounts' },
    { path: '/transactions', need: 'view_transactions' },
    { path: '/transactions/create', need: 'create_transactions' },
    { path: `/transactions/${transaction.id}`, need: 'view_transactions' },
    {
      path: `/transactions/${transaction.id}/edit`,
      need: 'create_transactions',
      staffOpens: `/transactions/${transaction.id}`,
    },
    { path: '/transactions/pending-approvals', need: 'approve' },
    { path: '/agents', need: 'view_agents' },
    { path: '/agents/create', need: 'create_agents' },
    { path: `/agents/${agent.id}`, need: 'view_agents' },
    { path: `/agents/${agent.id}/edit`, need: 'edit_agents' },
    { path: '/enquiries', need: 'view_enquiries' },
    { path: '/enquiries/new', need: 'create_enquiries' },
    { path: '/enquiries/create', need: 'create_enquiries' },
    { path: '/enquiries/agent/new', need: 'create_enquiries' },
    { path: `/enquiries/${enquiry.id}`, need: 'view_enquiries' },
    { path: `/enquiries/${enquiry.id}/edit`, need: 'edit_enquiries' },
    { path: `/enquiries/agent/${b2b.id}/edit`, need: 'edit_enquiries' },
    { path: '/bookings', need: 'view_bookings' },
    { path: '/bookings/create', need: 'create_bookings' },
    { path: `/bookings/${booking.id}`, need: 'view_bookings' },
    { path: `/bookings/${booking.id}/edit`, need: 'edit_bookings' },
    { path: `/day-plans?date=${EVERY_RECORD_PLAN_DATE}`, need: 'view_day_plans' },
    { path: '/day-plans/create', need: 'create_day_plans' },
    { path: `/day-plans/${plan.id}/edit`, need: 'edit_day_plans' },
    { path: '/no-such-page', need: 'anyone' },
  ];
}

function mayOpen(user: TestUser, permissions: readonly string[], need: Need) {
  if (user.role === 'admin' || need === 'anyone') return true;
  if (need === 'admin') return false;
  if (need === 'approve')
    return user.role === 'manager' && permissions.includes('approve_transactions');
  return permissions.includes(need);
}

/**
 * Opens every route as the user: the screens they may use must render, the others must show
 * the app's "Not authorised" page, and both must pass axe: every WCAG 2.2 AA rule, and no
 * serious or critical finding of any other rule, experimental ones included.
 */
async function sweep(page: Page, user: TestUser, permissions: readonly string[]) {
  const screens = await seedEveryScreen(page);
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

test('every route passes axe (WCAG 2.2 AA) for an admin, and so does the login screen', async ({
  page,
}) => {
  const quiet = watchNetwork(page);
  await page.goto('/login');
  await quiet();
  expect(await axeViolations(page, '/login', { everyRule: true })).toEqual([]);
  await sweep(page, await createUser({ role: 'admin' }), []);
});

test('every route passes axe for a manager; branches and staff show "Not authorised"', async ({
  page,
}) => {
  await sweep(
    page,
    await createUser({ role: 'manager', permissions: PERMISSION_KEYS }),
    PERMISSION_KEYS,
  );
});

test('every route passes axe for a staff user with every permission', async ({ page }) => {
  await sweep(
    page,
    await createUser({ role: 'staff', permissions: PERMISSION_KEYS }),
    PERMISSION_KEYS,
  );
});

test('every route passes axe for a staff user with no permissions', async ({ page }) => {
  await sweep(page, await createUser({ role: 'staff' }), []);
});
