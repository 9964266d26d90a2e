import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { bookings, outboxMessages, users } from '../db/schema/index.ts';
import { getBooking } from '../modules/bookings/bookings.service.ts';
import { enqueueMail } from '../modules/outbox/outbox.service.ts';
import { renderVoucherPdf } from '../modules/documents/voucher-pdf.ts';
import { buildVoucher } from '../modules/documents/voucher-model.ts';
import { voucherMail } from '../modules/vouchers/voucher-mail.ts';

const HOUR = 3_600_000;

/**
 * The outbox's share of the demo: voucher emails in each state, so the Outbox screen and a
 * booking's Messages have something to show: one sent two days ago, one refused for good
 * (failed, with the server's reason), one refused once and waiting for its retry, and one
 * just queued (with no SMTP_URL, as on the embedded default, it stays queued to read there).
 */
export async function seedOutbox(tx: Tx) {
  const [staff] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'staff@example.com'));
  const files = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.status, ['confirmed', 'completed']))
    .orderBy(bookings.id)
    .limit(4);
  const actor = { userId: staff?.id ?? null, name: staff?.name ?? null, ip: null };
  const now = Date.now();
  const states: Partial<typeof outboxMessages.$inferInsert>[] = [
    {
      state: 'sent',
      attempts: 1,
      created_at: new Date(now - 48 * HOUR),
      next_attempt_at: new Date(now - 48 * HOUR),
      sent_at: new Date(now - 48 * HOUR + 4000),
    },
    {
      state: 'failed',
      attempts: 1,
      created_at: new Date(now - 26 * HOUR),
      next_attempt_at: new Date(now - 26 * HOUR),
      last_error:
        "Can't send mail - all recipients were rejected: 550 5.1.1 <{to}>: Recipient address rejected: User unknown in virtual mailbox table",
    },
    {
      state: 'queued',
      attempts: 1,
      created_at: new Date(now - 0.5 * HOUR),
      next_attempt_at: new Date(now + 0.5 * HOUR),
      last_error: 'Message failed: 451 4.7.1 Greylisted, please try again later',
    },
    {
      state: 'queued',
      attempts: 0,
      created_at: new Date(now - 0.1 * HOUR),
      next_attempt_at: new Date(now - 0.1 * HOUR),
    },
  ];
  for (const [i, f] of files.entries()) {
    const booking = await getBooking(tx, f.id);
    const to = booking.guest_email ?? 'guest@mail.example';
    const pdf = await renderVoucherPdf(buildVoucher(booking));
    const id = await enqueueMail(tx, actor, voucherMail(booking, to, pdf));
    const s = states[i]!;
    await tx
      .update(outboxMessages)
      .set({ ...s, last_error: s.last_error?.replace('{to}', to) ?? null })
      .where(eq(outboxMessages.id, id));
  }
}
