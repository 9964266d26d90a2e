import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { apiAs, createUser, roleUser, signedInAs } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  categoryEndpoints,
  transactionEndpoints,
} from '@app/contract';
import { aTransaction, anAccount, anAgent } from '../factories.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

// Every submit happens once: a double click (or two clicks with no delay) on a create or approve
// button makes exactly one record and shows no error.

async function rowsNamed(table: string, column: string, value: string) {
  const c = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await c.connect();
  try {
    const r = await c.query<{ n: string }>(
      `select count(*) as n from ${table} where ${column} = $1`,
      [value],
    );
    return Number(r.rows[0]!.n);
  } finally {
    await c.end();
  }
}

/** Only the success toast, no red toast, no error under a field. */
async function expectOnlySuccess(page: Page, success: string) {
  await expect(page.getByText(success).first()).toBeVisible();
  await page.waitForTimeout(700); // let a second answer arrive
  const toasts = await page.locator('.mantine-Notification-description').allInnerTexts();
  // A save's toast carries an Open link beside the message (after-save.tsx).
  expect(toasts.filter((m) => m.replace(/\s*Open$/, '') !== success)).toEqual([]);
  await expect(page.locator('.mantine-InputWrapper-error')).toHaveCount(0);
}

const clicks = {
  dblclick: (page: Page, name: string) => page.getByRole('button', { name }).dblclick(),
  'two clicks 50 ms apart': async (page: Page, name: string) => {
    const button = page.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.waitForTimeout(50); // the gap that saved twice: after the answer, before leaving
    await page.mouse.click(x, y);
  },
  'two clicks': async (page: Page, name: string) => {
    const button = page.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.mouse.click(x, y);
  },
};

const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

interface Form {
  path: string;
  button: string;
  success: string;
  table: string;
  column: string;
  /** Records the form needs first, made through the API (an agent to choose). */
  setup?: (api: Api) => Promise<string>;
  fill: (page: Page, name: string, made?: string) => Promise<void>;
}
type Api = Awaited<ReturnType<typeof apiAs>>;

const forms: Record<string, Form> = {
  'direct enquiry': {
    path: '/enquiries/new',
    button: 'Create Enquiry',
    success: 'Enquiry created successfully!',
    table: 'enquiries',
    column: 'customer_name',
    fill: async (page, name) => {
      await page.getByLabel('Customer Name').fill(name);
      await page.getByLabel(/^Email/).fill('twice@mail.example');
      await page.getByLabel(/^Mobile/).fill('+91 90000 11111');
    },
  },
  branch: {
    path: '/branches/create',
    button: 'Create Branch',
    success: 'Branch created successfully',
    table: 'branches',
    column: 'name',
    fill: async (page, name) => {
      await page.getByLabel('Branch Code').fill(`DC-${stamp()}`);
      await page.getByLabel('Branch Name').fill(name);
      await page.getByLabel('Phone').fill('+91 832 222 3333');
      await page.getByLabel('Email').fill(`twice${stamp()}@agency.example`);
      await page.getByLabel('Address').fill('18th June Road');
      await page.getByLabel('City').fill('Panaji');
      await page.getByLabel('State').fill('Goa');
      await page.getByLabel('Country').fill('India');
      await page.getByLabel('Postal Code').fill('403001');
    },
  },
  agent: {
    path: '/agents/create',
    button: 'Create Agent',
    success: 'Agent created successfully!',
    table: 'agents',
    column: 'name',
    fill: async (page, name) => {
      await page.getByLabel('Agent Name').fill(name);
      await page.getByLabel('Primary Mobile').fill('+91 98765 43210');
      await page.getByLabel('Primary Email').fill(`twice${stamp()}@agents.example`);
    },
  },
  account: {
    path: '/accounts/create',
    button: 'Create Account',
    success: 'Account created successfully',
    table: 'accounts',
    column: 'name',
    fill: async (page, name) => {
      await page.getByLabel('Account Name').fill(name);
      await page.getByLabel('Account Code').fill(`ACC-${stamp()}`);
      await page.getByRole('combobox', { name: 'Account Type' }).click();
      await page.getByRole('option', { name: 'Asset' }).click();
    },
  },
  staff: {
    path: '/staff/create',
    button: 'Create Staff',
    success: 'Staff member created successfully!',
    table: 'users',
    column: 'name',
    fill: async (page, name) => {
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel(/^Email/).fill(`twice${stamp()}@staff.example`);
      await page.getByLabel(/^Password/).fill('Tara-pass-2026');
      await page.getByLabel(/^Confirm Password/).fill('Tara-pass-2026');
      await page.getByLabel('Employee ID').fill(`EMP-${stamp()}`);
      await page.getByLabel('Position / Designation').fill('Clerk');
      await page.getByLabel(/^Phone/).fill('+91 98765 43210');
      await page.getByLabel('Date of Joining').fill('2025-01-06');
      await page.getByLabel('Address').fill('1 Road');
      await page.getByLabel('City').fill('Panaji');
      await page.getByLabel('State').fill('Goa');
      await page.getByLabel('Postal Code').fill('403001');
    },
  },
  booking: {
    path: '/bookings/create',
    button: 'Create Booking',
    success: 'Booking created successfully!',
    table: 'bookings',
    column: 'guest_name',
    fill: async (page, name) => {
      await page.getByLabel('Guest Name').fill(name);
      await page.getByLabel('Sale Amount').fill('1000');
      await page.getByLabel('Purchase Amount').fill('700');
    },
  },
  'agent enquiry': {
    path: '/enquiries/agent/new',
    button: 'Create Agent Enquiry',
    success: 'Agent Enquiry created successfully!',
    table: 'enquiries',
    column: 'customer_name',
    setup: async (api) => {
      const s = stamp();
      const agent = await api(agentEndpoints.create, {
        body: anAgent({
          name: `Twice Agent ${s}`,
          primary_mobile: '+91 98765 43210',
          primary_email: `twice-agent${s}@agents.example`,
        }),
      });
      return agent.name;
    },
    fill: async (page, name, agent) => {
      await page.getByRole('combobox', { name: 'Agent', exact: true }).click();
      await page.getByRole('option', { name: new RegExp(agent!) }).click();
      await page.getByLabel('Guest Name').fill(name);
    },
  },
  'day plan': {
    path: '/day-plans/create',
    button: 'Create Service',
    success: 'Day plan created successfully!',
    table: 'day_plans',
    column: 'guest_name',
    fill: async (page, name) => {
      await page.getByLabel('Guest Name').fill(name);
      await page.getByLabel('Service Description').fill('Airport pickup');
    },
  },
};

test.describe('every create saves once', () => {
  for (const [label, form] of Object.entries(forms)) {
    for (const [how, press] of Object.entries(clicks)) {
      test(`${label}: ${how}`, async ({ page }) => {
        const admin = roleUser('admin');
        const made = form.setup ? await form.setup(await apiAs(page, admin)) : undefined;
        await page.goto(form.path);
        const name = `Twice ${label} ${stamp()}`;
        await form.fill(page, name, made);
        await press(page, form.button);
        await expectOnlySuccess(page, form.success);
        expect(await rowsNamed(form.table, form.column, name)).toBe(1);
      });
    }
  }

  for (const [how, press] of Object.entries(clicks)) {
    test(`transaction: ${how}`, async ({ page }) => {
      const admin = roleUser('admin');
      const api = await apiAs(page, admin);
      const s = stamp();
      const account = await api(accountEndpoints.create, {
        body: anAccount({
          name: `Twice Cash ${s}`,
          code: `TC-${s}`,
          type: 'asset',
          opening_balance: '100.00',
        }),
      });
      const category = await api(categoryEndpoints.create, {
        body: {
          name: `Twice Cat ${s}`,
        },
      });
      await page.goto('/transactions/create');
      await page.getByLabel('Date').fill('2026-11-02');
      await page.getByRole('combobox', { name: 'Account' }).click();
      await page.getByRole('option', { name: new RegExp(account.name) }).click();
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: category.name }).click();
      await page.getByLabel('Amount').fill('12.50');
      const description = `Twice expense ${s}`;
      await page.getByLabel('Description').fill(description);
      await press(page, 'Create Transaction');
      await expectOnlySuccess(page, 'Transaction created successfully');
      expect(await rowsNamed('transactions', 'description', description)).toBe(1);
    });
  }
});

test('approve double-clicked: one approval, no red error', async ({ page }) => {
  const admin = roleUser('admin');
  const clerk = await createUser({
    role: 'staff',
    permissions: ['view_transactions', 'create_transactions', 'view_accounts'],
  });
  const api = await apiAs(page, admin);
  const s = stamp();
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `Approve Cash ${s}`,
      code: `AC-${s}`,
      type: 'asset',
      opening_balance: '100.00',
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `Approve Cat ${s}`,
    },
  });
  const asClerk = await apiAs(page, clerk);
  await asClerk(transactionEndpoints.create, {
    body: aTransaction({
      type: 'expense',
      transaction_date: '2026-11-02',
      account_id: account.id,
      category_id: category.id,
      amount: '5.00',
      reference: `APR-${s}`,
      description: `Approve twice ${s}`,
    }),
  });
  await page.goto('/transactions/pending-approvals');
  const row = page.getByRole('row', { name: new RegExp(`APR-${s}`) });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Transaction' });
  await dialog.getByRole('button', { name: 'Approve' }).dblclick();
  await expectOnlySuccess(page, 'Transaction approved successfully!');
  await expect(page.getByText('Only pending transactions can be changed.')).toHaveCount(0);
  expect(await rowsNamed('transactions', 'reference', `APR-${s}`)).toBe(1);
});
