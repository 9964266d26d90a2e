import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';

// Issue 17 "Every submit happens once", for the dialogs: the payment, agent payment and
// communication dialogs were not seen to save twice, and these tests keep it so. A double
// click on each dialog's submit makes exactly one row and shows no red message.

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
  const agent = await api<{ id: number }>('POST', '/agents', {
    name: `Twice Agent ${s}`,
    primary_mobile: '+971 50 000 0000',
    primary_email: `twice${s}@agents.example`,
    commission_rate: '10',
  });
  const booking = await api<{ id: number }>('POST', '/bookings', {
    guest_name: `Twice Guest ${s}`,
    guest_email: `twice${s}@mail.example`,
    agent_id: agent.id,
    sale_amount: '1000',
    purchase_amount: '700',
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
  const enquiry = await api<{ id: number }>('POST', '/enquiries', {
    customer_name: `Twice Caller ${s}`,
    customer_email: `caller${s}@mail.example`,
    customer_mobile: '+91 98000 00001',
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
