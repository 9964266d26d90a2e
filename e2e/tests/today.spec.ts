import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addDays, TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import {
  accountEndpoints,
  bookingEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  todayEndpoints,
  transactionEndpoints,
} from '@app/contract';
import { aBooking, aDayPlan, aTransaction, anAccount, anEnquiry } from '../factories.ts';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A CSS colour as the browser computes it, e.g. Mantine's red 9. */
const computed = (page: Page, colour: string) =>
  page.evaluate((c) => {
    const probe = document.createElement('span');
    probe.style.color = c;
    document.body.append(probe);
    const out = getComputedStyle(probe).color;
    probe.remove();
    return out;
  }, colour);

/**
 * One item of each Today kind, made through the API: a follow-up due, a file travelling tomorrow
 * with a balance and an arrival tomorrow, a service tomorrow without a driver, two services of one
 * driver 30 minutes apart, and a pending transaction of a clerk.
 */
async function seed(page: Page) {
  const tag = `T${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
  const admin = await createUser({ role: 'admin' });
  const asAdmin = await apiAs(page, admin);
  const { date, tomorrow } = await asAdmin(todayEndpoints.get);
  const enquiry = await asAdmin(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `${tag} Follow`,
      customer_email: 'follow@mail.example',
      customer_mobile: '+91 98000 00001',
      follow_up_date: addDays(date, -3),
    }),
  });
  const booking = await asAdmin(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Traveller`,
      // A sale: a draft owes nothing yet, so it is not on the balance-due list.
      status: 'confirmed',
      sale_amount: '1500',
      purchase_amount: '1000',
      travel_start_date: tomorrow,
      travel_end_date: addDays(tomorrow, 3),
      flights: [
        {
          flight_type: 'arrival',
          airline: 'Emirates',
          flight_number: `EK${tag.slice(-3)}`,
          flight_date: tomorrow,
          from_city: 'Mumbai',
          to_city: 'Dubai',
        },
      ],
    }),
  });
  const service = await asAdmin(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: tomorrow,
      service_time: '09:15',
      guest_name: `${tag} Guest`,
      service_description: `${tag} Desert safari`,
    }),
  });
  const clashDay = addDays(date, 2);
  for (const [time, what] of [
    ['10:00', 'City tour'],
    ['10:30', 'Airport drop'],
  ])
    await asAdmin(dayPlanEndpoints.create, {
      body: aDayPlan({
        plan_date: clashDay,
        service_time: time,
        guest_name: `${tag} Clash`,
        service_description: `${tag} ${what}`,
        driver_name: `Driver ${tag}`,
      }),
    });
  const account = await asAdmin(accountEndpoints.create, {
    body: anAccount({
      name: `${tag} Cash`,
      code: tag,
      type: 'asset',
      opening_balance: '0',
    }),
  });
  const category = await asAdmin(categoryEndpoints.create, {
    body: {
      name: `${tag} Cat`,
    },
  });
  const clerk = await createUser({
    role: 'staff',
    permissions: ['view_transactions', 'create_transactions', 'view_accounts'],
  });
  const tx = await (
    await apiAs(page, clerk)
  )(transactionEndpoints.create, {
    body: aTransaction({
      type: 'expense',
      // Oldest first: an early date keeps it on the list's first page whatever else is pending.
      transaction_date: '2020-01-02',
      account_id: account.id,
      category_id: category.id,
      amount: '75.00',
      description: `${tag} Fuel`,
    }),
  });
  return { tag, date, tomorrow, clashDay, enquiry, booking, service, tx };
}

test('the Today panel lists one item of each kind, each a link that opens its record', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const s = await seed(page);
  const manager = await createUser({
    role: 'manager',
    permissions: [...TOURISM_KEYS, 'view_transactions', 'approve_transactions'],
  });
  await signInAs(page, manager);
  await page.goto('/dashboard');
  const region = (name: string | RegExp) => page.getByRole('region', { name });
  const open = async (list: string | RegExp, link: RegExp, url: RegExp, shows: string) => {
    await page.goto('/dashboard');
    await region(list).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(shows).first()).toBeVisible();
  };

  // Each list with its count, and the item itself.
  const followUp = region('Follow-ups due').getByRole('listitem').filter({ hasText: s.tag });
  await expect(followUp).toContainText(s.enquiry.enquiry_number);
  await expect(followUp).toContainText('Overdue since');
  const travelling = region(/^Travelling in the next 7 days/)
    .getByRole('listitem')
    .filter({ hasText: s.booking.file_number });
  const balance = travelling.getByText('AED 1,500.00');
  await expect(balance).toBeVisible();
  await expect(balance).toHaveCSS('color', await computed(page, 'var(--mantine-color-red-9)'));
  for (const name of [
    'Follow-ups due',
    /^Travelling in the next 7 days/,
    'Arrivals tomorrow',
    "Tomorrow's services without a driver",
    'Driver clashes',
    'Pending approvals',
  ])
    await expect(region(name).locator('.mantine-Badge-root').first()).toHaveText(/^[1-9]\d*$/);
  await expect(
    region('Driver clashes')
      .getByRole('listitem')
      .filter({ hasText: `Driver ${s.tag}` }),
  ).toContainText('30 min apart');

  await open(
    'Follow-ups due',
    new RegExp(esc(s.enquiry.enquiry_number)),
    new RegExp(`/enquiries/${s.enquiry.id}$`),
    s.enquiry.enquiry_number,
  );
  await open(
    /^Travelling in the next 7 days/,
    new RegExp(`${esc(s.booking.file_number)} · ${s.tag} Traveller`),
    new RegExp(`/bookings/${s.booking.id}$`),
    s.booking.file_number,
  );
  await open(
    'Arrivals tomorrow',
    new RegExp(`${esc(s.booking.file_number)} · ${s.tag} Traveller`),
    new RegExp(`/bookings/${s.booking.id}$`),
    'Emirates',
  );
  await open(
    "Tomorrow's services without a driver",
    new RegExp(`09:15 · ${s.tag} Desert safari`),
    new RegExp(`/day-plans\\?date=${s.tomorrow}$`),
    `${s.tag} Desert safari`,
  );
  await open(
    'Driver clashes',
    new RegExp(`^Driver ${s.tag}:`),
    new RegExp(`/day-plans\\?date=${s.clashDay}$`),
    `${s.tag} Airport drop`,
  );
  await open(
    'Pending approvals',
    new RegExp(`${s.tag} Fuel`),
    new RegExp(`/transactions/${s.tx.id}$`),
    `${s.tag} Fuel`,
  );
});

test('a staff user without approval rights sees the lists they may open, and no pending approvals', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const s = await seed(page);
  const staff = await createUser({
    role: 'staff',
    permissions: ['view_enquiries', 'view_transactions', 'approve_transactions'],
  });
  await signInAs(page, staff);
  await page.goto('/dashboard');
  const followUps = page.getByRole('region', { name: 'Follow-ups due' });
  await expect(followUps.getByRole('link', { name: new RegExp(s.tag) })).toBeVisible();
  // approve_transactions is a manager's key: a staff member holding it still may not decide.
  await expect(page.getByRole('region', { name: 'Pending approvals' })).toHaveCount(0);
  await expect(page.getByText(`${s.tag} Fuel`)).toHaveCount(0);
  // No bookings or day plans keys: those lists are not there either.
  for (const name of [/^Travelling in the next/, 'Arrivals tomorrow', 'Driver clashes'])
    await expect(page.getByRole('region', { name })).toHaveCount(0);
});
