import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { BOOKING_STATUSES, DAY_PLAN_STATUSES, ENQUIRY_STATUSES } from '@app/contract/constants';
import { apiAs, createUser, signInAs, watchNetwork } from '../fixtures.ts';
import { findLayoutProblems } from './layout-check.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  enquiryEndpoints,
  ledgerEndpoints,
  staffEndpoints,
  transactionEndpoints,
  tripEndpoints,
  voucherEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aDriver,
  aPayment,
  aStaffMember,
  aTransaction,
  anAccount,
  anAgent,
  anAgentPayment,
  anEnquiry,
  branchBody,
} from '../factories.ts';

/**
 * Layout at every width: every screen at 1280, 1440 and 375 px with the longest names and largest
 * amounts staff type. No money, status or action may be clipped, hidden or overlapping (the checks
 * are in layout-check.ts).
 */

const HOTEL = 'The Grand Imperial Palace Resort and Spa by the Arabian Gulf'; // 60 characters
const GUEST = 'Venkataraghavan Subramaniam Krishnamurthy-Iyengar';
const AGENT = 'Al Mansoori Global Travel and Tourism Distribution Services LLC';
const BIG = '12345678.90';

/** Records with long names, large amounts and every status, made through the API as an admin. */
async function seed(page: Page, planDay: string) {
  const admin = await createUser({
    role: 'admin',
    name: 'Alexandra Catherine Montgomery-Fitzwilliam',
  });
  const api = await apiAs(page, admin);
  const tag = `L${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${AGENT} ${tag}`,
      company_name: `${AGENT} Holdings`,
      primary_mobile: '+971 50 000 0000',
      primary_email: `reservations.${tag.toLowerCase()}@almansoori-global-travel.example`,
      commission_rate: '10',
    }),
  });
  const line = {
    hotel_name: HOTEL,
    check_in_date: '2026-12-10',
    check_out_date: '2026-12-24',
    number_of_rooms: 12,
    room_type: 'Two-Bedroom Presidential Ocean-View Suite',
    meal_plan: 'AI',
    confirmation_number: 'CONF-IMPERIAL-2026-0009876543',
  } as const;
  const bookingBody = (status: (typeof BOOKING_STATUSES)[number]) =>
    aBooking({
      guest_name: `${GUEST} ${tag}`,
      guest_email: 'venkataraghavan.subramaniam@mail.example',
      guest_mobile: '+91 98000 00001',
      agent_id: agent.id,
      destination: 'Dubai, Abu Dhabi and Ras Al Khaimah',
      travel_start_date: '2026-12-10',
      travel_end_date: '2026-12-24',
      total_adults: 12,
      total_children: 3,
      total_infants: 1,
      sale_amount: BIG,
      purchase_amount: '10000000.00',
      status,
      accommodations: [line],
      tours: [
        {
          service_name: 'Desert Safari with BBQ Dinner, Belly Dance, Henna and Dune Bashing',
          service_date: '2026-12-12',
          pickup_time: '15:30',
          transfer_type: 'PVT',
        },
      ],
      flights: [
        {
          flight_type: 'arrival',
          airline: 'Emirates Airline',
          flight_number: 'EK 0501',
          flight_date: '2026-12-10',
          from_city: 'Thiruvananthapuram',
          to_city: 'Dubai International',
          pnr_number: 'X7KQ2P9ZLM',
        },
      ],
    });
  const bookings: { id: number }[] = [];
  for (const status of BOOKING_STATUSES)
    bookings.push(await api(bookingEndpoints.create, { body: bookingBody(status) }));
  const main = bookings.find((_, i) => BOOKING_STATUSES[i] === 'confirmed')!;
  const pay = { payment_date: '2026-11-01', payment_method: 'bank_transfer' } as const;
  await api(bookingEndpoints.addPayment, {
    params: { id: main.id },
    body: aPayment({
      ...pay,
      amount: '2345678.90',
      transaction_reference: 'NEFT-UTIB-2026-110100987654321',
      // The set-up runs once per width on one database: the same reference again, confirmed.
      confirm_duplicate_reference: true,
    }),
  });
  await api(bookingEndpoints.addAgentPayment, {
    params: { id: main.id },
    body: anAgentPayment({ ...pay, amount: '1234567.89' }),
  });
  // Every payment status: the draft one paid in full (the sale less the agent's 10%, all the
  // agent owes: decision 043).
  await api(bookingEndpoints.addPayment, {
    params: { id: bookings[0]!.id },
    body: aPayment({ ...pay, amount: '11111111.01' }),
  });

  const enquiries: { id: number }[] = [];
  for (const status of ENQUIRY_STATUSES)
    enquiries.push(
      await api(enquiryEndpoints.create, {
        body: anEnquiry({
          customer_name: `${GUEST} ${tag}`,
          customer_email: 'venkataraghavan.subramaniam@mail.example',
          customer_mobile: '+91 98000 00001',
          destination: 'Dubai, Abu Dhabi and Ras Al Khaimah',
          estimated_budget: BIG,
          status,
          priority: 'urgent',
        }),
      }),
    );
  const b2b = await api(enquiryEndpoints.create, {
    body: {
      enquiry_type: 'agent',
      agent_id: agent.id,
      customer_name: `${GUEST} ${tag}`,
      expected_sale_amount: BIG,
      agent_commission_rate: '12.5',
      status: 'negotiating',
    },
  });

  // A driver with a long name, the main file's tour and arrival scheduled for them.
  const driver = await api(driverEndpoints.create, {
    body: aDriver({
      name: `Mohammed Abdul Rahman Al Falasi ${tag}`,
      mobile: '+971 50 000 0000',
      email: `driver.${tag.toLowerCase()}@almansoori-global-travel.example`,
      vehicle_number: 'DXB Q 12345',
    }),
  });
  const lines = await api(tripEndpoints.schedulable, { params: { id: main.id } });
  await api(tripEndpoints.schedule, {
    params: { id: main.id },
    body: {
      items: lines.map((l) => ({
        kind: l.kind,
        line_id: l.line_id,
        service_time: l.kind === 'flight' ? '09:00' : null,
      })),
      driver_id: driver.id,
    },
  });
  // The Outbox with the long names of a voucher and a duty sheet, both queued.
  const voucher = await api(voucherEndpoints.email, { params: { id: main.id }, body: {} });
  await api(driverEndpoints.dutySheetEmail, {
    params: { id: driver.id },
    body: { date: '2026-12-10' },
  });

  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `HDFC Bank Current Account Nariman Point Corporate Branch ${tag}`,
      code: tag,
      type: 'asset',
      opening_balance: BIG,
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `Hotel Purchases and Supplier Settlements ${tag}`,
    },
  });
  const txs: { id: number; updated_at: string }[] = [];
  for (const type of ['income', 'expense', 'income'] as const)
    txs.push(
      await api(transactionEndpoints.create, {
        body: aTransaction({
          type,
          transaction_date: '2026-11-01',
          account_id: account.id,
          category_id: category.id,
          amount: BIG,
          description: `Settlement for ${HOTEL} booking of ${GUEST}`,
          reference: 'NEFT-UTIB-2026-110100987654321',
        }),
      }),
    );
  await api(transactionEndpoints.approve, {
    params: { id: txs[0]!.id },
    body: { updated_at: txs[0]!.updated_at },
  });
  await api(transactionEndpoints.reject, {
    params: { id: txs[1]!.id },
    body: { updated_at: txs[1]!.updated_at },
  });

  const plans: { id: number }[] = [];
  for (const status of DAY_PLAN_STATUSES)
    plans.push(
      await api(dayPlanEndpoints.create, {
        body: aDayPlan({
          plan_date: planDay,
          service_time: '09:00',
          guest_name: `${GUEST} ${tag}`,
          file_number: 'TF-2026-01234',
          hotel_name: HOTEL,
          service_description: 'Desert Safari with BBQ Dinner, Belly Dance, Henna and Dune Bashing',
          driver_name: 'Mohammed Abdul Rahman Al Falasi',
          driver_mobile: '+971 50 000 0000',
          vehicle_number: 'DXB Q 12345',
          amount: BIG,
          status,
        }),
      }),
    );
  const branch = await api(branchEndpoints.create, {
    body: branchBody(tag, `Mumbai Nariman Point Corporate Head Office ${tag}`),
  });
  const staff = await api(staffEndpoints.create, {
    body: aStaffMember({
      name: `${GUEST} ${tag}`,
      email: `${tag.toLowerCase()}.venkataraghavan.subramaniam@staff.example`,
      password: 'Layout-sweep-2026',
      password_confirmation: 'Layout-sweep-2026',
      employee_id: tag,
      position: 'Senior Reservations and Ticketing Executive',
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

  // The newest journal entry (a file's or a payment's): the books' entry page.
  const [entry] = await api(ledgerEndpoints.entries, { query: { page: 1, per_page: 1 } });

  const screens = [
    '/dashboard',
    '/profile',
    '/branches',
    '/branches/create',
    `/branches/${branch.id}/edit`,
    '/staff',
    '/staff/create',
    `/staff/${staff.id}`,
    `/staff/${staff.id}/edit`,
    `/staff/${staff.id}/permissions`,
    '/audit-log',
    '/accounts',
    '/accounts/create',
    `/accounts/${account.id}`,
    `/accounts/${account.id}/edit`,
    '/transaction-categories',
    '/transaction-categories/create',
    `/transaction-categories/${category.id}/edit`,
    '/transactions',
    '/transactions/create',
    ...txs.map((t) => `/transactions/${t.id}`),
    `/transactions/${txs[2]!.id}/edit`,
    '/transactions/pending-approvals',
    '/agents',
    '/agents/create',
    `/agents/${agent.id}`,
    `/agents/${agent.id}/edit`,
    '/enquiries',
    '/enquiries/new',
    '/enquiries/agent/new',
    `/enquiries/${enquiries[0]!.id}`,
    `/enquiries/${b2b.id}`,
    `/enquiries/${enquiries[0]!.id}/edit`,
    `/enquiries/agent/${b2b.id}/edit`,
    '/bookings',
    '/bookings/create',
    ...bookings.map((b) => `/bookings/${b.id}`),
    `/bookings/${main.id}/edit`,
    `/day-plans?date=${planDay}`,
    '/day-plans/create',
    `/day-plans/${plans[0]!.id}/edit`,
    '/drivers',
    '/drivers/create',
    `/drivers/${driver.id}/edit`,
    `/drivers/${driver.id}/duty-sheet?date=2026-12-10`,
    `/bookings/create?enquiry=${b2b.id}`,
    '/reports/sales',
    '/reports/receivables',
    '/reports/agent-payables',
    '/reports/top-destinations',
    '/reports/top-agents',
    '/reports/cash',
    '/books/trial-balance',
    '/books/profit-and-loss',
    '/books/balance-sheet',
    '/books/journal',
    ...(entry ? [`/books/entries/${entry.id}`] : []),
    '/books/settings',
    '/outbox',
    `/outbox/${voucher.id}`,
  ];
  return { admin, screens, shots: { booking: `/bookings/${main.id}` } };
}

const WIDTHS = [1280, 1440, 375] as const;
const SHOTS = process.env.LAYOUT_SHOTS; // a folder for screenshots to look at, when set

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const width of WIDTHS) {
  test(`every screen at ${width} px: no money, status or action clipped, hidden or overlapping`, async ({
    page,
  }) => {
    // A day of its own for each width (no other test touches July 2031).
    const planDay = `2031-07-${10 + WIDTHS.indexOf(width)}`;
    const { admin, screens, shots } = await seed(page, planDay);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, admin);
    const quiet = watchNetwork(page);
    const failures: string[] = [];
    for (const [i, url] of screens.entries()) {
      // Opened through the router, as the menu does, after the first load.
      if (i === 0) await page.goto(url);
      else
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, url);
      await quiet();
      await expect(page.locator('#main h2').first()).toBeVisible();
      const found = await page.evaluate(findLayoutProblems);
      failures.push(...found.map((f) => `${url}: ${f}`));
      const shot = {
        [shots.booking]: 'booking-detail',
        '/bookings': 'bookings',
        [`/day-plans?date=${planDay}`]: 'day-plans',
        '/reports/sales': 'report-sales',
        '/outbox': 'outbox',
      }[url];
      if (SHOTS && shot) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `${shot}-${width}.png`), fullPage: true });
        // A phone's long page, also in readable pieces.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; width < 500 && y < height; y += 1000)
          await page.screenshot({
            path: path.join(SHOTS, `${shot}-${width}-${y / 1000}.png`),
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(1000, height - y) },
          });
      }
    }
    expect(failures).toEqual([]);
  });
}
