import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { TOURISM_KEYS } from '@app/contract/constants';
import { OUTBOX_NOTE } from '../../packages/contract/src/outbox.ts';
import { mailHeader } from '../../apps/api/src/modules/outbox/mail-test-tools.ts';
import { apiAs, axeViolations, createUser, signInAs } from '../fixtures.ts';
import {
  bookingEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  voucherEndpoints,
} from '@app/contract';
import { aBooking, aDayPlan, aDriver } from '../factories.ts';

/**
 * A voucher email goes through the outbox (docs/decisions/022-mail-outbox.md). The app under test
 * has no SMTP_URL, so the message stays queued: the booking says so, an admin finds it on the
 * Outbox screen and downloads it as .eml; once failed, the booking offers Send again.
 */
test('a voucher email is queued, read and downloaded from the Outbox, and sent again', async ({
  page,
}) => {
  // Two users, four screens each checked with axe, a download: more than the default 30 s
  // on a busy two-core machine.
  test.setTimeout(60_000);
  const staff = await createUser({ permissions: TOURISM_KEYS });
  const api = await apiAs(page, staff);
  const b = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: 'Outbox Guest',
      guest_email: 'outbox-guest@mail.example',
      sale_amount: '100',
      purchase_amount: '80',
    }),
  });
  await signInAs(page, staff);
  await page.goto(`/bookings/${b.id}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('No emails sent for this booking yet.');

  await page.getByRole('button', { name: 'Email voucher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Email voucher' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(OUTBOX_NOTE.noSmtp, { exact: true })).toBeVisible();
  // The booking shows the message at once, queued.
  const message = messages.getByRole('group', { name: 'Voucher to outbox-guest@mail.example' });
  await expect(message).toContainText('Queued');
  await expect(message).toContainText('Waiting in the outbox: no SMTP server is configured.');
  expect(await axeViolations(page, 'booking with a queued message')).toEqual([]);

  // An admin opens the Outbox from the menu and finds it.
  const admin = await createUser({ role: 'admin' });
  await signInAs(page, admin);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Queued' }).click();
  await expect(page).toHaveURL(/state=queued/);
  const subject = `Your travel voucher ${b.file_number} – TravelDesk Tours & Travels`;
  const row = page.getByRole('row').filter({ hasText: b.file_number });
  await expect(row).toContainText('outbox-guest@mail.example');
  expect(await axeViolations(page, '/outbox')).toEqual([]);
  await row.getByRole('link', { name: `View ${subject}` }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Text' })).toContainText(
    `Please find attached your service voucher for file ${b.file_number}.`,
  );
  expect(await axeViolations(page, '/outbox/:id')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .eml' }).click();
  const eml = await readFile(await (await download).path(), 'utf8');
  expect((await download).suggestedFilename()).toMatch(/^outbox-\d+\.eml$/);
  expect(mailHeader(eml, 'Subject')).toBe(subject);
  expect(mailHeader(eml, 'To')).toBe('outbox-guest@mail.example');
  expect(eml).toContain(`filename=Voucher-${b.id}.pdf`);

  // The server refused it for good: the booking shows why, and offers Send again.
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `update outbox_messages set state = 'failed', attempts = 1,
         last_error = '550 5.1.1 Recipient address rejected' where booking_id = $1`,
      [b.id],
    );
  } finally {
    await db.end();
  }
  await signInAs(page, staff);
  await page.goto(`/bookings/${b.id}`);
  await expect(message).toContainText('Failed');
  await expect(message).toContainText(
    'Failed after 1 attempt: 550 5.1.1 Recipient address rejected',
  );
  await message.getByRole('button', { name: /^Send again/ }).click();
  const again = page.getByRole('dialog', { name: 'Send again' });
  await expect(again).toContainText('Send the voucher to outbox-guest@mail.example again?');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message queued to send again')).toBeVisible();
  const both = messages.getByRole('group', { name: 'Voucher to outbox-guest@mail.example' });
  await expect(both).toHaveCount(2);
  await expect(both.first()).toContainText('Queued');
  await expect(both.last()).toContainText('Failed');
  expect(await axeViolations(page, 'booking with a failed message')).toEqual([]);
});

test('at 375 px the Outbox does not scroll sideways and each message opens from its row in view', async ({
  page,
}) => {
  const admin = await createUser({ role: 'admin' });
  const api = await apiAs(page, admin);
  const b = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: 'Narrow Outbox Guest',
      guest_email: 'narrow.outbox.guest@mail.example',
      sale_amount: '100',
      purchase_amount: '80',
    }),
  });
  const mail = await api(voucherEndpoints.email, { params: { id: b.id }, body: {} });
  await page.setViewportSize({ width: 375, height: 900 });
  await signInAs(page, admin);
  await page.goto('/outbox');
  const row = page.getByRole('row').filter({ hasText: b.file_number });
  await expect(row).toContainText('narrow.outbox.guest@mail.example');
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await sideways()).toBeLessThanOrEqual(0);
  // The row's way to its message is on screen without scrolling the table sideways (the rect
  // is not clipped: a link scrolled out of the table's area lies right of 375).
  const open = row.locator(`a[href="/outbox/${mail.id}"]`);
  const box = await open.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/outbox/${mail.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(b.file_number) })).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
});

test('the duty sheet email says the message is queued, in the words the voucher email uses', async ({
  page,
}) => {
  const staff = await createUser({ permissions: TOURISM_KEYS });
  const api = await apiAs(page, staff);
  const t = `${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  const driver = await api(driverEndpoints.create, {
    body: aDriver({
      name: `Outbox Driver ${t}`,
      mobile: '+971 55 111 2222',
      email: 'outbox-driver@mail.example',
      vehicle_number: `DXB ${t}`,
    }),
  });
  // A day of its own (no other test plans in 2034).
  const day = new Date(Date.UTC(2034, 0, 1 + Math.floor(Math.random() * 360)))
    .toISOString()
    .slice(0, 10);
  await api(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: day,
      service_time: '10:00',
      guest_name: 'Outbox Duty Guest',
      service_description: 'Airport pick-up',
      driver_id: driver.id,
    }),
  });
  await signInAs(page, staff);
  await page.goto(`/drivers/${driver.id}/duty-sheet?date=${day}`);
  await page.getByRole('button', { name: 'Send to driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send duty sheet' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'outbox-driver@mail.example',
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The app under test has no SMTP_URL: the API's note, as after Email voucher, alone.
  await expect(page.getByText(OUTBOX_NOTE.noSmtp, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});
