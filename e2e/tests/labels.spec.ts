import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import * as C from '../../packages/contract/src/constants.ts';
import type { TestUser } from '../fixtures.ts';
import { apiAs, roleUser, signedInAs, watchNetwork } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  transactionEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aPayment,
  aStaffMember,
  aTransaction,
  anAccount,
  anAgent,
  anAgentPayment,
  anEnquiry,
} from '../factories.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

/**
 * Every stored value reads as words on screen ("In Progress", "UPI", "Bank Transfer"),
 * never as its code ("in_progress", "Upi"); the dashboard shows each fact once; the staff stat
 * cards count the list, not its page (docs/decisions/013-human-labels-and-each-fact-once.md).
 * Records in every status, method and type are made through the API, then the lists, details,
 * a form and the dashboard are read.
 */

/** Every stored code a screen could show raw: the value lists the schemas are built from. */
const CODES = new Set<string>([
  ...C.ROLES,
  ...C.GENDERS,
  ...C.ACCOUNT_TYPES,
  ...C.TRANSACTION_TYPES,
  ...C.TRANSACTION_STATUSES,
  ...C.AGENT_STATUSES,
  ...C.ENQUIRY_STATUSES,
  ...C.ENQUIRY_PRIORITIES,
  ...C.ENQUIRY_SOURCES,
  ...C.TRAVEL_TYPES,
  ...C.BUDGET_TYPES,
  ...C.ACCOMMODATION_PREFERENCES,
  ...C.COMMUNICATION_TYPES,
  ...C.BOOKING_STATUSES,
  ...C.PAYMENT_STATUSES,
  ...C.AGENT_PAYMENT_STATUSES,
  ...C.PACKAGE_TYPES,
  ...C.MEAL_PLANS,
  ...C.TRANSFER_TYPES,
  ...C.FLIGHT_TYPES,
  ...C.BOOKING_PAYMENT_METHODS,
  ...C.AGENT_PAYMENT_METHODS,
  ...C.DAY_PLAN_STATUSES,
  'direct',
  'agent',
]);
/** A code's shape in running text: snake_case words, and the capitalised 'Upi'. */
const SNAKE = /\b[a-z]+(?:_[a-z]+)+\b/;
const UPI_RAW = /\bUpi\b/;

/**
 * What the page shows as its own text: per element, its own text nodes joined (React splits
 * "(1 cancelled)" into several; CSS capitals are not applied, so a badge's real words are
 * read), and the values of visible inputs (a select shows its label there; its hidden input
 * keeps the code and is skipped).
 */
const shownTexts = (page: Page, root = 'body', skip = 'script, style, noscript') =>
  page.evaluate(
    ([root, skip]) => {
      const out: string[] = [];
      const top = document.querySelector(root) ?? document.body;
      for (const el of [top, ...top.querySelectorAll('*')]) {
        if (el.closest(skip)) continue;
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim();
        if (own) out.push(own);
      }
      for (const el of top.querySelectorAll<HTMLInputElement>(
        'input:not([type=hidden]), textarea',
      )) {
        const v = el.value.trim();
        if (v) out.push(v);
      }
      return out;
    },
    [root, skip] as const,
  );

/**
 * The page's text has no stored code: no text that is a code, no snake_case, no "Upi". Soft,
 * so one run lists every screen that shows a code.
 */
async function expectNoRawCodes(page: Page, where: string) {
  const texts = await shownTexts(page);
  const raw = texts.filter((t) => CODES.has(t) || SNAKE.test(t) || UPI_RAW.test(t));
  expect.soft(raw, `raw codes on ${where}`).toEqual([]);
  // Badges (drawn in capitals by CSS) hold words that start with a capital or a digit.
  const badges = await page.locator('.mantine-Badge-label').allTextContents();
  expect
    .soft(
      badges.filter((b) => !/^[A-Z0-9]/.test(b.trim())),
      `badges on ${where}`,
    )
    .toEqual([]);
}

async function visit(page: Page, path: string, ready: string | RegExp) {
  const settled = watchNetwork(page);
  await page.goto(path);
  // Generous: these pages read many records on a machine shared with other runs.
  await expect(page.getByText(ready).first()).toBeVisible({ timeout: 20_000 });
  await settled();
}

const tagOf = (p: string) => `${p}${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;

test('finance and staff screens show labels, never codes', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const tag = tagOf('LF');
  const accounts: { id: number }[] = [];
  for (const [i, type] of C.ACCOUNT_TYPES.entries())
    accounts.push(
      await api(accountEndpoints.create, {
        body: anAccount({
          name: `${tag} Ledger ${i}`,
          code: `${tag}${type.slice(0, 2)}`,
          type,
          opening_balance: '100',
        }),
      }),
    );
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `${tag} Category`,
    },
  });
  const txs: { id: number; updated_at: string }[] = [];
  for (const type of ['income', 'expense', 'income', 'expense'] as const)
    txs.push(
      await api(transactionEndpoints.create, {
        body: aTransaction({
          type,
          transaction_date: '2026-11-01',
          account_id: accounts[0]!.id,
          category_id: category.id,
          amount: '10',
          description: `${tag} entry`,
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
  const member = await api(staffEndpoints.create, { body: staffBody(tag, 0, 'manager', 'female') });

  await visit(page, `/accounts?search=${tag}`, `${tag} Ledger 0`);
  await expectNoRawCodes(page, 'the accounts list');
  await visit(page, `/accounts/${accounts[0]!.id}`, `${tag} entry`);
  await expectNoRawCodes(page, 'an account statement');
  await visit(page, `/transactions?search=${tag}`, `${tag} entry`);
  await expectNoRawCodes(page, 'the transactions list');
  for (const t of txs.slice(0, 3)) {
    await visit(page, `/transactions/${t.id}`, `${tag} entry`);
    await expectNoRawCodes(page, `transaction ${t.id}`);
  }
  await visit(page, `/staff/${member.id}`, `${tag} Staff 0`);
  await expectNoRawCodes(page, 'a staff member');
  await expect(page.getByText('Female', { exact: true })).toBeVisible();
  await expect(page.getByText('Manager', { exact: true })).toBeVisible();
});

test('tourism lists, details and forms show labels, never codes', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const tag = tagOf('LT');
  const agents: { id: number }[] = [];
  for (const status of C.AGENT_STATUSES)
    agents.push(
      await api(agentEndpoints.create, {
        body: anAgent({
          name: `${tag} Agent ${status === 'active' ? 'One' : 'Two'}`,
          primary_mobile: '+91 98000 00001',
          primary_email: 'a@b.co',
          commission_rate: '10',
          status,
        }),
      }),
    );
  const agent = agents[0]!;
  const guest = `${tag} Guest`;
  // Every enquiry status, priority, source, travel and budget type and accommodation.
  const enquiries: { id: number }[] = [];
  for (const [i, status] of C.ENQUIRY_STATUSES.entries())
    enquiries.push(
      await api(enquiryEndpoints.create, {
        body: anEnquiry({
          customer_name: guest,
          customer_email: 'c@d.co',
          customer_mobile: '+91 98000 00001',
          status,
          priority: C.ENQUIRY_PRIORITIES[i % C.ENQUIRY_PRIORITIES.length],
          source: C.ENQUIRY_SOURCES[i % C.ENQUIRY_SOURCES.length],
          travel_type: C.TRAVEL_TYPES[i % C.TRAVEL_TYPES.length],
          budget_type: 'per_person',
          estimated_budget: '5000',
          accommodation_preference:
            C.ACCOMMODATION_PREFERENCES[i % C.ACCOMMODATION_PREFERENCES.length],
        }),
      }),
    );
  await api(enquiryEndpoints.create, {
    body: {
      enquiry_type: 'agent',
      agent_id: agent.id,
      customer_name: guest,
      source: 'walk-in',
    },
  });
  const enquiry = enquiries[0]!;
  for (const type of C.COMMUNICATION_TYPES)
    await api(enquiryEndpoints.communicate, {
      params: { id: enquiry.id },
      body: {
        type,
        subject: `About the trip`,
        message: 'Spoke about dates.',
      },
    });
  await api(enquiryEndpoints.update, {
    params: { id: enquiry.id },
    body: {
      customer_name: guest,
      customer_email: 'c@d.co',
      customer_mobile: '+91 98000 00001',
      status: 'quoted',
      priority: 'urgent',
      source: 'walk-in',
      budget_type: 'per_person',
    },
  });

  // Every booking status, payment status, package type, meal plan, transfer and flight type.
  const line = (meal: (typeof C.MEAL_PLANS)[number]) => ({
    hotel_name: `Hotel ${meal}`,
    check_in_date: '2026-12-01',
    check_out_date: '2026-12-03',
    meal_plan: meal,
  });
  const bookings: { id: number }[] = [];
  for (const [i, status] of C.BOOKING_STATUSES.entries())
    bookings.push(
      await api(bookingEndpoints.create, {
        body: aBooking({
          guest_name: guest,
          agent_id: agent.id,
          sale_amount: '1000',
          purchase_amount: '600',
          status,
          package_type: C.PACKAGE_TYPES[i % C.PACKAGE_TYPES.length],
          accommodations: C.MEAL_PLANS.map(line),
          tours: C.TRANSFER_TYPES.map((transfer_type) => ({
            service_name: `Tour ${transfer_type}`,
            service_date: '2026-12-02',
            transfer_type,
          })),
          flights: C.FLIGHT_TYPES.map((flight_type) => ({
            flight_type,
            airline: 'Air',
            flight_number: 'AI 1',
            flight_date: '2026-12-01',
          })),
        }),
      }),
    );
  const main = bookings[C.BOOKING_STATUSES.indexOf('confirmed')]!;
  const pay = { payment_date: '2026-11-01', amount: '10' };
  for (const payment_method of C.BOOKING_PAYMENT_METHODS)
    await api(bookingEndpoints.addPayment, {
      params: { id: main.id },
      body: aPayment({ ...pay, payment_method }),
    });
  for (const payment_method of C.AGENT_PAYMENT_METHODS)
    await api(bookingEndpoints.addAgentPayment, {
      params: { id: main.id },
      body: anAgentPayment({ ...pay, payment_method }),
    });
  await api(bookingEndpoints.addPayment, {
    params: { id: bookings[0]!.id },
    // Paid in full: all the agent owes, the sale less its 10% (decision 043).
    body: aPayment({
      ...pay,
      amount: '900',
      payment_method: 'upi',
    }),
  });

  // Every day plan status on a day of its own.
  const day = `2032-${String(1 + (Date.now() % 12)).padStart(2, '0')}-${String(1 + (Date.now() % 28)).padStart(2, '0')}`;
  const plans: { id: number }[] = [];
  for (const status of C.DAY_PLAN_STATUSES)
    plans.push(
      await api(dayPlanEndpoints.create, {
        body: aDayPlan({
          plan_date: day,
          guest_name: `${guest} Plan ${status.length}${status.charAt(0)}`,
          service_description: 'City tour',
          status,
        }),
      }),
    );

  await visit(page, `/agents?search=${tag}`, `${tag} Agent One`);
  await expectNoRawCodes(page, 'the agents list');
  await visit(page, `/agents/${agent.id}`, `${tag} Agent One`);
  await expectNoRawCodes(page, 'an agent');
  await visit(page, `/enquiries?search=${tag}`, guest);
  await expectNoRawCodes(page, 'the enquiries list');
  await visit(page, `/enquiries/${enquiry.id}`, 'Spoke about dates.');
  await expectNoRawCodes(page, 'an enquiry with communications and history');
  await expect(page.getByText('Walk-in', { exact: true }).first()).toBeVisible();
  await visit(page, `/enquiries/${enquiry.id}/edit`, 'Customer Information');
  await expectNoRawCodes(page, 'the enquiry form');
  await visit(page, `/bookings?search=${tag}`, guest);
  await expectNoRawCodes(page, 'the bookings list');
  await visit(page, `/bookings/${main.id}`, 'Hotel BB');
  await expectNoRawCodes(page, 'a booking with payments, lines and history');
  await expect(page.getByText('UPI', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bank Transfer', { exact: true }).first()).toBeVisible();
  await visit(page, `/bookings/${main.id}/edit`, 'Basic Info');
  await expectNoRawCodes(page, 'the booking form');
  await visit(page, `/day-plans?date=${day}`, `${guest} Plan 11i`);
  await expectNoRawCodes(page, 'the day plans list');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'In Progress', exact: true })).toBeVisible();
  await expectNoRawCodes(page, 'the day plan status filter, open');
  await page.keyboard.press('Escape');
  const inProgress = plans[C.DAY_PLAN_STATUSES.indexOf('in_progress')]!;
  await visit(page, `/day-plans/${inProgress.id}/edit`, 'Service Details');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('In Progress');
  await expectNoRawCodes(page, 'the day plan form');
});

/** The welcome card's badges and the page's figures, each once, for a manager and an admin. */
for (const role of ['manager', 'admin'] as const) {
  test.describe(() => {
    test.use({ storageState: signedInAs(role) });
    test(`the dashboard shows each fact once (${role})`, async ({ page }) => {
      const user: TestUser = roleUser(role);
      await visit(page, '/dashboard', `Welcome, ${user.name}`);
      await expectNoRawCodes(page, 'the dashboard');
      const card = page.locator('.mantine-Card-root', { hasText: `Welcome, ${user.name}` });
      const badges = (await card.locator('.mantine-Badge-label').allTextContents()).map((b) =>
        b.trim().toLowerCase(),
      );
      expect(badges, 'welcome badges').toEqual([...new Set(badges)]);
      expect(badges).toContain(role === 'admin' ? 'administrator' : 'manager');
      expect(badges).toContain('active');
      // Every fact under one name, once: the page's words (figures aside) are all different.
      await expect(page.getByText('Today', { exact: true })).toBeVisible();
      // The Today lists' records may share a date or an amount: not one fact twice.
      const words = (await shownTexts(page, 'main', 'script, style, noscript, [data-record]'))
        .filter((t) => /\p{L}/u.test(t))
        .map((t) => t.toLowerCase());
      expect(
        words.filter((w, i) => words.indexOf(w) !== i),
        'shown twice',
      ).toEqual([]);
      for (const label of ['Total Leads', 'Total Students', 'Active Courses', 'Total Revenue'])
        await expect(page.getByText(label, { exact: true })).toHaveCount(1);
    });
  });
}

test("the staff stat cards count the list's total, not its page", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const tag = tagOf('LS');
  // 14 staff: more than a page of 10; 3 administrators; 2 deactivated.
  const made: { id: number }[] = [];
  for (let i = 0; i < 14; i++)
    made.push(
      await api(staffEndpoints.create, {
        body: staffBody(tag, i, i < 3 ? 'admin' : 'staff', C.GENDERS[i % 3]!),
      }),
    );
  for (const m of made.slice(-2))
    await api(staffEndpoints.status, { params: { id: m.id }, body: { is_active: false } });

  await visit(page, `/staff?search=${tag}`, /Showing 1 to 10 of 14 entries/);
  const figure = async (label: string) => {
    // The stat cards come before the staff cards (whose badges say "Active" too).
    const card = page
      .getByText(label, { exact: true })
      .first()
      .locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")][1]');
    return Number(/(\d+)\s*$/.exec((await card.innerText()).trim())?.[1]);
  };
  await expect.poll(() => figure('Total Staff')).toBe(14);
  expect(await figure('Active')).toBe(12);
  expect(await figure('Inactive')).toBe(2);
  expect(await figure('Administrators')).toBe(3);
  await expectNoRawCodes(page, 'the staff list');
});

function staffBody(
  tag: string,
  i: number,
  role: TestUser['role'],
  gender: (typeof C.GENDERS)[number],
) {
  return aStaffMember({
    name: `${tag} Staff ${i}`,
    email: `${tag.toLowerCase()}-${i}@staff.example`,
    password: 'Labels-check-2026',
    password_confirmation: 'Labels-check-2026',
    role,
    gender,
    employee_id: `${tag}-${i}`,
    position: 'Clerk',
    phone: '+91 98000 00001',
    date_of_joining: '2026-01-05',
    address: 'a',
    city: 'c',
    state: 's',
    country: 'x',
    postal_code: '1',
  });
}
