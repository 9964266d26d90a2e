import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs, urlOf } from '../fixtures.ts';
import { bookingEndpoints, voucherEndpoints } from '@app/contract';
import { aBooking } from '../factories.ts';

test('the voucher downloads as Voucher-{id}.pdf and previews in a new tab', async ({
  page,
  context,
}) => {
  const user = await createUser({ permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const b = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: 'Voucher Guest',
      guest_email: 'vg@mail.example',
      sale_amount: '100',
      purchase_amount: '80',
      accommodations: [
        { hotel_name: 'Rove Downtown', check_in_date: '2026-12-10', check_out_date: '2026-12-12' },
      ],
    }),
  });
  await signInAs(page, user);
  await page.goto(`/bookings/${b.id}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download voucher PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`Voucher-${b.id}.pdf`);
  await expect(page.getByText('Voucher downloaded successfully!')).toBeVisible();

  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(
    new RegExp(`${urlOf(voucherEndpoints.preview, { id: b.id })}\\?token=`),
  );
  await expect(tab.getByText(b.file_number).first()).toBeVisible();
  await expect(tab.getByText('Rove Downtown')).toBeVisible();

  await page.getByRole('button', { name: 'Email voucher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Email voucher' });
  await expect(confirm).toContainText('Send voucher to vg@mail.example?');
  await confirm.getByRole('button', { name: 'Send' }).click();
  // One message that says what happened: queued, and why it is not sent (no SMTP_URL here).
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.filter({ hasText: 'Queued: no mail server is set up' })).toHaveText(
    'Queued: no mail server is set up; an admin can send it from Outbox',
  );
  await expect(toasts.filter({ hasText: /queued|emailed|mail/i })).toHaveCount(1);
  await expect(page.getByText(/emailed successfully/)).toHaveCount(0);
});
