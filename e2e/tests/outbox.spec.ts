import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { TOURISM_KEYS } from '@app/contract/constants';
import { mailHeader } from '../../apps/api/src/modules/outbox/mail-test-tools.ts';
import { apiAs, axeViolations, createUser, signInAs } from '../fixtures.ts';

/**
 * Issue 21 part 2: a voucher email goes through the outbox. The app under test has no
 * SMTP_URL, so the message stays queued: the booking says so, an admin finds it on the Outbox
 * screen and downloads it as .eml; once failed, the booking offers Send again.
 */
test('a voucher email is queued, read and downloaded from the Outbox, and sent again', async ({
  page,
}) => {
  // Two users, four screens each checked with axe, a download: more than the default 30 s
  // on a busy two-core machine.
  test.setTimeout(60_000);
  const staff = await createUser({ permissions: TOURISM_KEYS });
  const api = await apiAs(page, staff);
  const b = await api<{ id: number; file_number: string }>('POST', '/bookings', {
    guest_name: 'Outbox Guest',
    guest_email: 'outbox-guest@mail.example',
    sale_amount: '100',
    purchase_amount: '80',
  });
  await signInAs(page, staff);
  await page.goto(`/bookings/${b.id}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('No emails sent for this booking yet.');

  await page.getByRole('button', { name: 'Email voucher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Email voucher' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Voucher emailed successfully!')).toBeVisible();
  await expect(page.getByText(/^No SMTP server is configured: the message waits/)).toBeVisible();
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
  await row.getByRole('link', { name: subject }).click();
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
