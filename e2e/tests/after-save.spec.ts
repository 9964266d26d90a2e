import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { TestUser } from '../fixtures.ts';
import { createUser, signInAs } from '../fixtures.ts';

/**
 * After a save (docs/decisions/014-list-state-junk-params-after-save.md): the spec's return to the
 * list, the saved row first and highlighted (`aria-current`), and the spec's success message with
 * an "Open" link that opens the record. Transactions are left out: their save lands on the
 * transaction itself (finance.spec.ts).
 */
// Each test opens several pages from cold on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

let admin: TestUser;
test.beforeAll(async () => {
  admin = await createUser({ role: 'admin', name: 'Saver Sam' });
});

const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

interface Kind {
  create: string;
  list: RegExp;
  button: [create: string, update: string];
  success: [created: string, updated: string];
  /** Fills the create form; the name is what the list row shows. */
  fill: (page: Page, name: string) => Promise<void>;
  /** The field the edit changes to `name`. */
  rename: (page: Page, name: string) => Promise<void>;
  /** The record page the Open link leads to. */
  opened: RegExp;
  /** The highlighted element: a table row, or the staff member's card. */
  saved?: (page: Page) => ReturnType<Page['locator']>;
}

const kinds: Record<string, Kind> = {
  branch: {
    create: '/branches/create',
    list: /\/branches$/,
    button: ['Create Branch', 'Update Branch'],
    success: ['Branch created successfully', 'Branch updated successfully'],
    fill: async (page, name) => {
      await page.getByLabel('Branch Code').fill(`AS-${stamp()}`);
      await page.getByLabel('Branch Name').fill(name);
      await page.getByLabel('Phone').fill('+91 832 222 3333');
      await page.getByLabel('Email').fill(`saved${stamp()}@agency.example`);
      await page.getByLabel('Address').fill('18th June Road');
      await page.getByLabel('City').fill('Panaji');
      await page.getByLabel('State').fill('Goa');
      await page.getByLabel('Country').fill('India');
      await page.getByLabel('Postal Code').fill('403001');
    },
    rename: (page, name) => page.getByLabel('Branch Name').fill(name),
    opened: /\/branches\/\d+\/edit$/,
  },
  account: {
    create: '/accounts/create',
    list: /\/accounts$/,
    button: ['Create Account', 'Update Account'],
    success: ['Account created successfully', 'Account updated successfully'],
    fill: async (page, name) => {
      await page.getByLabel('Account Name').fill(name);
      await page.getByLabel('Account Code').fill(`AS-${stamp()}`);
      await page.getByRole('combobox', { name: 'Account Type' }).click();
      await page.getByRole('option', { name: 'Asset' }).click();
    },
    rename: (page, name) => page.getByLabel('Account Name').fill(name),
    opened: /\/accounts\/\d+$/,
  },
  category: {
    create: '/transaction-categories/create',
    list: /\/transaction-categories$/,
    button: ['Create Category', 'Update Category'],
    success: ['Category created successfully', 'Category updated successfully'],
    fill: (page, name) => page.getByLabel(/^Name/).fill(name),
    rename: (page, name) => page.getByLabel(/^Name/).fill(name),
    opened: /\/transaction-categories\/\d+\/edit$/,
  },
  agent: {
    create: '/agents/create',
    list: /\/agents$/,
    button: ['Create Agent', 'Update Agent'],
    success: ['Agent created successfully!', 'Agent updated successfully!'],
    fill: async (page, name) => {
      await page.getByLabel('Agent Name').fill(name);
      await page.getByLabel('Primary Mobile').fill('+91 98765 43210');
      await page.getByLabel('Primary Email').fill(`saved${stamp()}@agents.example`);
    },
    rename: (page, name) => page.getByLabel('Agent Name').fill(name),
    opened: /\/agents\/\d+$/,
  },
  'direct enquiry': {
    create: '/enquiries/new',
    list: /\/enquiries$/,
    button: ['Create Enquiry', 'Update Enquiry'],
    success: ['Enquiry created successfully!', 'Enquiry updated successfully!'],
    fill: async (page, name) => {
      await page.getByLabel('Customer Name').fill(name);
      await page.getByLabel(/^Email/).fill('saved@mail.example');
      await page.getByLabel(/^Mobile/).fill('+91 90000 11111');
    },
    rename: (page, name) => page.getByLabel('Customer Name').fill(name),
    opened: /\/enquiries\/\d+$/,
  },
  booking: {
    create: '/bookings/create',
    list: /\/bookings$/,
    button: ['Create Booking', 'Update Booking'],
    success: ['Booking created successfully!', 'Booking updated successfully!'],
    fill: async (page, name) => {
      await page.getByLabel('Guest Name').fill(name);
      await page.getByLabel('Sale Amount').fill('1000');
      await page.getByLabel('Purchase Amount').fill('700');
    },
    rename: (page, name) => page.getByLabel('Guest Name').fill(name),
    opened: /\/bookings\/\d+$/,
  },
  'day plan': {
    create: '/day-plans/create?date=2031-09-09',
    list: /\/day-plans\?date=2031-09-09$/,
    button: ['Create Service', 'Update Service'],
    success: ['Day plan created successfully!', 'Day plan updated successfully!'],
    fill: async (page, name) => {
      await page.getByLabel('Guest Name').fill(name);
      await page.getByLabel('Service Description').fill('Airport pickup');
    },
    rename: (page, name) => page.getByLabel('Guest Name').fill(name),
    opened: /\/day-plans\/\d+\/edit$/,
    // The day's plan is a schedule by time: the saved service is marked where it sits.
    saved: (page) => page.locator('#main tr[aria-current="true"]'),
  },
  staff: {
    create: '/staff/create',
    list: /\/staff$/,
    button: ['Create Staff', 'Update Staff'],
    success: ['Staff member created successfully!', 'Staff member updated successfully!'],
    fill: async (page, name) => {
      const s = stamp();
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email').fill(`saved.${s}@agency.example`);
      await page.getByLabel(/^Password/).fill('Saved-pass-2026');
      await page.getByLabel(/^Confirm Password/).fill('Saved-pass-2026');
      await page.getByLabel('Employee ID').fill(`EMP-S${s}`);
      await page.getByLabel('Position / Designation').fill('Reservations Executive');
      await page.getByLabel('Phone').first().fill('+91 98111 22233');
      await page.getByLabel('Date of Joining').fill('2026-01-05');
      await page.getByLabel('Address').fill('7 Church Street');
      await page.getByLabel('City').fill('Bengaluru');
      await page.getByLabel('State').fill('Karnataka');
      await page.getByLabel('Postal Code').fill('560001');
    },
    rename: (page, name) => page.getByLabel('Full Name').fill(name),
    opened: /\/staff\/\d+$/,
    saved: (page) => page.locator('#main [aria-current="true"]'),
  },
};

/** The first row of the list's table: the saved one, highlighted, showing `name`. */
async function expectSavedFirst(page: Page, kind: Kind, name: string) {
  const saved = kind.saved?.(page) ?? page.locator('#main tbody tr').first();
  await expect(saved).toHaveAttribute('aria-current', 'true');
  await expect(saved).toContainText(name);
  // One marked record (the day plan's phone card is hidden at this width).
  await expect(page.locator('#main [aria-current="true"]').filter({ visible: true })).toHaveCount(
    1,
  );
}

/** The toast: the spec's message exactly, and an Open link to the record. */
async function openFromToast(page: Page, kind: Kind, message: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: message });
  await expect(toast.getByText(message, { exact: true })).toBeVisible();
  await toast.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(kind.opened);
}

for (const [label, kind] of Object.entries(kinds)) {
  test(`${label}: created and edited, the row first and highlighted, Open opens it`, async ({
    page,
  }) => {
    await signInAs(page, admin);
    await page.goto(kind.create);
    const name = `Saved ${label} ${stamp()}`;
    await kind.fill(page, name);
    await page.getByRole('button', { name: kind.button[0] }).click();
    await expect(page).toHaveURL(kind.list);
    await expectSavedFirst(page, kind, name);
    await openFromToast(page, kind, kind.success[0]);

    const editUrl = page.url().endsWith('/edit')
      ? page.url()
      : page.url().replace(/\/(\d+)$/, '/$1/edit');
    await page.goto(editUrl);
    const renamed = `${name} renamed`;
    await kind.rename(page, renamed);
    await page.getByRole('button', { name: kind.button[1] }).click();
    await expect(page).toHaveURL(kind.list);
    await expectSavedFirst(page, kind, renamed);
    await openFromToast(page, kind, kind.success[1]);
  });
}

test('a saved record outside the list as it was is fetched and pinned first', async ({ page }) => {
  await signInAs(page, admin);
  // The list as the user left it: searched for something the new booking does not match.
  await page.goto('/bookings?search=nothing-matches-this');
  await expect(page.getByText('No bookings found')).toBeVisible();
  await page.getByRole('link', { name: 'New Booking' }).click();
  const name = `Pinned guest ${stamp()}`;
  await kinds.booking!.fill(page, name);
  await page.getByRole('button', { name: 'Create Booking' }).click();
  // Back to the list as it was (the same search), the new booking pinned above it.
  await expect(page).toHaveURL(/\/bookings\?search=nothing-matches-this$/);
  const first = page.locator('#main tbody tr').first();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first).toContainText(name);
  await expect(page.getByText('No bookings found')).toBeVisible();
});
