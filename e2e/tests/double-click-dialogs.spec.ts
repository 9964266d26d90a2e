import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  transactionEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aPayment,
  aTransaction,
  anAccount,
  anAgent,
  anEnquiry,
} from '../factories.ts';

// Every submit happens once, for the dialogs: the payment, agent payment and communication dialogs
// were not seen to save twice, and these tests keep it so. A double click on each dialog's submit
// makes exactly one row and shows no red message.

async function count(sql: string, value: number) {
  const c = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await c.connect();
  try {
    const r = await c.query<{ n: string }>(sql, [value]);
    return Number(r.rows[0]!.n);
  } finally {
    await c.end();
  }
}

async function noRedMessage(page: Page) {
  await page.waitForTimeout(700); // let a second answer arrive, if one was sent
  await expect(page.locator('.mantine-Notification-root[data-color="red"]')).toHaveCount(0);
  await expect(page.locator('.mantine-InputWrapper-error')).toHaveCount(0);
}

async function bookingWithAgent(page: Page) {
  const manager = await createUser({ role: 'manager', permissions: TOURISM_KEYS });
  const api = await apiAs(page, manager);
  const s = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `Twice Agent ${s}`,
      primary_mobile: '+971 50 000 0000',
      primary_email: `twice${s}@agents.example`,
      commission_rate: '10',
    }),
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `Twice Guest ${s}`,
      guest_email: `twice${s}@mail.example`,
      agent_id: agent.id,
      sale_amount: '1000',
      purchase_amount: '700',
    }),
  });
  await signInAs(page, manager);
  await page.goto(`/bookings/${booking.id}`);
  return booking.id;
}

test('Add Payment double-clicked: one payment, no red message', async ({ page }) => {
  const id = await bookingWithAgent(page);
  const history = page.getByLabel('Payment History');
  await history.getByRole('button', { name: 'Add Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment' });
  await dialog.getByLabel('Amount').fill('400');
  await dialog.getByRole('button', { name: 'Add Payment' }).dblclick();
  await expect(page.getByText('Payment added successfully!').first()).toBeVisible();
  await noRedMessage(page);
  expect(await count('select count(*) as n from booking_payments where booking_id = $1', id)).toBe(
    1,
  );
});

test('Record Agent Payment double-clicked: one agent payment, no red message', async ({ page }) => {
  const id = await bookingWithAgent(page);
  const settlement = page.getByLabel('Agent Settlement (B2B)');
  await settlement.getByRole('button', { name: 'Record Agent Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Agent Payment' });
  await dialog.getByLabel('Amount').fill('250');
  await dialog.getByRole('button', { name: 'Record Payment' }).dblclick();
  await expect(page.getByText('Agent payment recorded successfully!').first()).toBeVisible();
  await noRedMessage(page);
  expect(await count('select count(*) as n from agent_payments where booking_id = $1', id)).toBe(1);
});

test('Add Communication double-clicked: one communication, no red message', async ({ page }) => {
  const manager = await createUser({ role: 'manager', permissions: TOURISM_KEYS });
  const api = await apiAs(page, manager);
  const s = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const enquiry = await api(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `Twice Caller ${s}`,
      customer_email: `caller${s}@mail.example`,
      customer_mobile: '+91 98000 00001',
    }),
  });
  await signInAs(page, manager);
  await page.goto(`/enquiries/${enquiry.id}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Communication' });
  await dialog.getByLabel('Message').fill('Called back about the dates');
  await dialog.getByRole('button', { name: 'Add' }).dblclick();
  await expect(page.getByText('Communication added successfully!').first()).toBeVisible();
  await noRedMessage(page);
  expect(
    await count(
      'select count(*) as n from enquiry_communications where enquiry_id = $1',
      enquiry.id,
    ),
  ).toBe(1);
});

/**
 * Records the open dialog's title and whether it still shows `text`, on every change of the
 * page, until read: a dialog that fades out blank (or under another title) is caught.
 */
async function watchDialog(page: Page, text: string) {
  await page.evaluate((want) => {
    const seen: string[] = [];
    (window as unknown as { dialogSeen: string[] }).dialogSeen = seen;
    const look = () => {
      const d = document.querySelector('[role="dialog"]');
      if (!d) return;
      const title = d.querySelector('.mantine-Modal-title')?.textContent ?? '';
      // Money is written with a no-break space after its mark.
      const text = (d.textContent ?? '').replace(/\u00a0/g, ' ');
      seen.push(`${title} | ${text.includes(want) ? 'shows it' : 'blank'}`);
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }, text);
  return () =>
    page.evaluate(() => [...new Set((window as unknown as { dialogSeen: string[] }).dialogSeen)]);
}

async function pendingTransactions(page: Page, n: number) {
  const manager = await createUser({
    role: 'manager',
    permissions: ['view_transactions', 'approve_transactions'],
  });
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const s = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `Decide Cash ${s}`,
      code: `DC-${s}`,
      type: 'asset',
      opening_balance: '100.00',
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `Decide Cat ${s}`,
    },
  });
  const made: { id: number; description: string }[] = [];
  for (let i = 0; i < n; i++)
    made.push(
      await api(transactionEndpoints.create, {
        body: aTransaction({
          type: 'expense',
          transaction_date: '2026-11-02',
          account_id: account.id,
          category_id: category.id,
          amount: '5.00',
          reference: `DEC-${s}-${i}`,
          description: `Decide twice ${s} ${i}`,
        }),
      }),
    );
  await signInAs(page, manager);
  return made;
}

test('Approve double-clicked: one approval, and the dialog keeps its words until it has gone', async ({
  page,
}) => {
  const [t] = await pendingTransactions(page, 1);
  await page.goto(`/transactions/${t!.id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Transaction' });
  await expect(dialog).toContainText(t!.description);
  const seen = await watchDialog(page, t!.description);
  await dialog.getByRole('button', { name: 'Approve' }).dblclick();
  await expect(page.getByText('Transaction approved successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seen()).toEqual(['Approve Transaction | shows it']);
  await noRedMessage(page);
});

test('Reject takes an optional reason; shown as the reason on the transaction', async ({
  page,
}) => {
  const [t] = await pendingTransactions(page, 1);
  await page.goto(`/transactions/${t!.id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Transaction' });
  await dialog.getByLabel('Reason (optional)').fill('Bill is for another branch');
  await dialog.getByRole('button', { name: 'Reject' }).dblclick();
  await expect(page.getByText('Transaction rejected successfully!')).toBeVisible();
  await expect(
    page.getByText('Reason: Bill is for another branch', { exact: true }).first(),
  ).toBeVisible();
  await noRedMessage(page);
});

test('a confirm dialog double-clicked confirms once: Delete sends one request, no red message', async ({
  page,
}) => {
  const user = await createUser({ role: 'staff', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const guest = `Twice Delete ${Date.now() % 1_000_000}`;
  await api(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: '2033-05-05',
      guest_name: guest,
      service_description: 'Transfer',
    }),
  });
  await signInAs(page, user);
  await page.goto('/day-plans?date=2033-05-05');
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await page
    .getByRole('button', { name: `Delete service for ${guest}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Service' });
  await expect(dialog).toContainText('Are you sure you want to delete this day plan?');
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Day plan deleted successfully!')).toBeVisible();
  await noRedMessage(page);
  expect(deletes).toHaveLength(1);
});

test('Void double-clicked: one void, and the dialog keeps its words until it has gone', async ({
  page,
}) => {
  const id = await bookingWithAgent(page);
  const api = await apiAs(page, await createUser({ role: 'admin' }));
  await api(bookingEndpoints.addPayment, {
    params: { id: id },
    body: aPayment({
      payment_date: '2026-11-01',
      payment_method: 'cash',
      amount: '300',
    }),
  });
  await page.reload();
  const history = page.getByLabel('Payment History');
  await history.getByRole('button', { name: 'Void payment AED 300.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void Payment' });
  await expect(dialog).toContainText('AED 300.00');
  const seen = await watchDialog(page, 'Void the payment of AED 300.00?');
  await dialog.getByLabel('Reason').fill('Entered on the wrong file');
  await dialog.getByRole('button', { name: 'Void' }).dblclick();
  await expect(page.getByText('Payment voided successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await noRedMessage(page);
  expect(await seen()).toEqual(['Void Payment | shows it']);
  expect(
    await count(
      'select count(*) as n from booking_payments where booking_id = $1 and voided_at is not null',
      id,
    ),
  ).toBe(1);
});
