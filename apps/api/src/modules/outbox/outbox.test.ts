import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints, outboxEndpoints, voucherEndpoints } from '@app/contract';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import { createMailer } from '../../lib/files/mailer.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, TEST_PASSWORD_COST } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import { createBooking, signIn, tourismStaff } from '../../../test/factories.ts';
import { AGENCY_FROM } from '../documents/voucher-model.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { enqueueMail } from './outbox.service.ts';
import type { TestSmtp } from './mail-test-tools.ts';
import { mailHeader, startTestSmtp } from './mail-test-tools.ts';

/**
 * Mail goes through the outbox. Against a real SMTP server (smtp-server on
 * 127.0.0.1): refused twice then sent exactly once after the backoff, three senders at once
 * send each message once, the last retry's failure shows its reason, the message is rolled
 * back with its request, and the outbox is the admins' while a booking's messages follow it.
 */
let t: TestContext;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, tourismStaff())).token;
  admin = (await signIn(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** Email booking `id`'s voucher through `app`: queued in the outbox (202). */
const emailVoucher = (app: App, id: number) =>
  callEndpoint(app, voucherEndpoints.email, { params: { id }, payload: {}, token: staff });
const sendAgain = (id: number, token = staff) =>
  callEndpoint(t.app, outboxEndpoints.sendAgain, { params: { id }, token });

/** A booking's messages and history, each answer parsed with its endpoint's schema. */
const messagesOf = (app: App, bookingId: number, token = staff) =>
  callEndpoint(app, outboxEndpoints.bookingMessages, { params: { id: bookingId }, token });
const historyOf = (bookingId: number) =>
  callEndpoint(t.app, auditEndpoints.bookingHistory, { params: { id: bookingId }, token: staff });
const outbox = (query: CallArgs<typeof outboxEndpoints.list>['query'], token = admin) =>
  callEndpoint(t.app, outboxEndpoints.list, { query, token });

const aBooking = (o: BookingOverrides = {}) =>
  createBooking(t.app, staff, {
    guest_name: 'Outbox Guest',
    guest_email: 'guest@mail.example',
    purchase_amount: '800.00',
    ...o,
  });

/** An app on the test database that speaks to `smtp`; its own sender stays off (tests drive it). */
async function smtpApp(smtp: TestSmtp) {
  const app = await buildApp({
    db: t.db,
    dataDir: t.app.dataDir,
    passwordCost: TEST_PASSWORD_COST,
    mailer: createMailer({ smtpUrl: smtp.url, from: AGENCY_FROM }),
  });
  await app.ready();
  return app;
}

/** Each test starts from an outbox with nothing due (earlier tests' messages are settled). */
const settleOthers = () =>
  t.db.update(outboxMessages).set({ state: 'failed' }).where(eq(outboxMessages.state, 'queued'));

const row = async (id: number) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe('the sender against a real SMTP server', () => {
  it('is refused twice (451), waits 1 then 5 minutes, and sends the message exactly once', async () => {
    await settleOthers();
    const smtp = await startTestSmtp((n) =>
      n <= 2 ? { code: 451, text: 'Greylisted, try again later' } : null,
    );
    const app = await smtpApp(smtp);
    let now = 0;
    const sender = createOutboxSender({ db: t.db, mailer: app.mailer, clock: () => new Date(now) });
    try {
      const b = await aBooking();
      const res = await emailVoucher(app, b.id);
      expect(res.status).toBe(202);
      const id = res.ok.data.id;
      now = Date.now();

      expect(await sender.drain()).toBe(1);
      let m = await row(id);
      expect(m).toMatchObject({ state: 'queued', attempts: 1 });
      expect(m.last_error).toMatch(/451 Greylisted, try again later/);
      expect(m.next_attempt_at.getTime()).toBe(now + 1 * MINUTE);
      // Not due yet: nothing is attempted.
      now += 59_000;
      expect(await sender.drain()).toBe(0);
      now += 1_000;
      expect(await sender.drain()).toBe(1);
      m = await row(id);
      expect(m).toMatchObject({ state: 'queued', attempts: 2 });
      expect(m.next_attempt_at.getTime()).toBe(now + 5 * MINUTE);
      now += 5 * MINUTE;
      expect(await sender.drain()).toBe(1);
      m = await row(id);
      expect(m).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
      expect(m.sent_at?.getTime()).toBe(now);
      const sentAt = new Date(now).toISOString();
      // Later passes find nothing to do: sent once in all.
      now += 3 * 60 * MINUTE;
      expect(await sender.drain()).toBe(0);
      expect(smtp.attempts).toBe(3);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/^To: guest@mail\.example/m);
      expect(smtp.received[0]).toContain(`filename=Voucher-${b.id}.pdf`);
      expect(smtp.received[0]).toContain(`Message-ID: <outbox-${id}.`);

      const listed = await messagesOf(app, b.id);
      expect(listed.ok.data[0]).toMatchObject({
        id,
        kind: 'voucher',
        state: 'sent',
        attempts: 3,
        sent_at: sentAt,
        to: ['guest@mail.example'],
      });
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('sends each message exactly once when three senders run at once', async () => {
    await settleOthers();
    // Each answer takes 30 ms, so the three senders are in the middle of sends together.
    const smtp = await startTestSmtp(() => null, 30);
    const mailer = createMailer({ smtpUrl: smtp.url, from: AGENCY_FROM });
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) {
      ids.push(
        await enqueueMail(t.db, SYSTEM_ACTOR, {
          kind: 'voucher',
          to: `guest${i}@mail.example`,
          subject: `Message ${i}`,
          text: `Body ${i}`,
          html: `<p>Body ${i}</p>`,
          attachments: [],
          record_label: `TEST-${i}`,
        }),
      );
    }
    const senders = [1, 2, 3].map(() => createOutboxSender({ db: t.db, mailer }));
    try {
      const counts = await Promise.all(senders.map((s) => s.drain()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(15);
      // Every sender took part (SKIP LOCKED hands each one a different message).
      expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
      expect(smtp.received).toHaveLength(15);
      const subjects = smtp.received.map((r) => mailHeader(r, 'Subject')).sort();
      expect(subjects).toEqual(Array.from({ length: 15 }, (_, i) => `Message ${i}`).sort());
      const rows = await t.db
        .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
        .from(outboxMessages)
        .where(sql`${outboxMessages.id} in ${ids}`);
      expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('fails after the last retry (1, 5, 30, 120 minutes) and shows the reason', async () => {
    await settleOthers();
    const smtp = await startTestSmtp(() => ({ code: 451, text: 'Mailbox busy' }));
    const app = await smtpApp(smtp);
    let now = 0;
    const sender = createOutboxSender({ db: t.db, mailer: app.mailer, clock: () => new Date(now) });
    try {
      const b = await aBooking();
      const id = (await emailVoucher(app, b.id)).ok.data.id;
      now = Date.now();
      for (const wait of [1, 5, 30, 120]) {
        expect(await sender.drain()).toBe(1);
        expect((await row(id)).next_attempt_at.getTime()).toBe(now + wait * MINUTE);
        now += wait * MINUTE;
      }
      expect(await sender.drain()).toBe(1);
      const m = await row(id);
      expect(m).toMatchObject({ state: 'failed', attempts: 5, sent_at: null });
      expect(await sender.drain()).toBe(0);
      expect(smtp.attempts).toBe(5);
      expect(smtp.received).toHaveLength(0);
      const listed = await messagesOf(app, b.id);
      expect(listed.ok.data[0]).toMatchObject({ id, state: 'failed', attempts: 5 });
      expect(listed.ok.data[0]?.last_error).toMatch(/451 Mailbox busy/);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('fails at once on a permanent refusal (550): retrying would be refused again', async () => {
    await settleOthers();
    const smtp = await startTestSmtp(() => ({ code: 550, text: 'No such user here' }));
    const app = await smtpApp(smtp);
    try {
      const b = await aBooking();
      const id = (await emailVoucher(app, b.id)).ok.data.id;
      expect(await app.outbox.drain()).toBe(1);
      const m = await row(id);
      expect(m).toMatchObject({ state: 'failed', attempts: 1 });
      expect(m.last_error).toMatch(/550 No such user here/);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('runs as the server does: started with the app, woken by a queued message, stopped on close', async () => {
    await settleOthers();
    const smtp = await startTestSmtp();
    const app = await buildApp({
      db: t.db,
      dataDir: t.app.dataDir,
      passwordCost: TEST_PASSWORD_COST,
      mailer: createMailer({ smtpUrl: smtp.url, from: AGENCY_FROM }),
      outboxSender: true,
    });
    await app.ready();
    try {
      const b = await aBooking();
      const id = (await emailVoucher(app, b.id)).ok.data.id;
      for (let i = 0; i < 100 && (await row(id)).state !== 'sent'; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect((await row(id)).state).toBe('sent');
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('queueing with the request', () => {
  it('rolls the message back when the request’s transaction fails', async () => {
    const b = await aBooking();
    // The audit event is written after the message, in the same transaction: make it fail.
    await t.db.execute(sql`
      create function refuse_outbox_test_event() returns trigger language plpgsql as $$
      begin raise exception 'audit refused for the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_outbox_test_event before insert on audit_events for each row
      when (new.action = 'voucher_email') execute function refuse_outbox_test_event()`);
    try {
      const res = await emailVoucher(t.app, b.id);
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_outbox_test_event on audit_events`);
      await t.db.execute(sql`drop function refuse_outbox_test_event()`);
    }
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.booking_id, b.id));
    expect(rows).toHaveLength(0);
    // And with the event possible again, the message and its event are written together.
    const ok = await emailVoucher(t.app, b.id);
    expect(ok.status).toBe(202);
    const history = await historyOf(b.id);
    expect(history.ok.data.filter((e) => e.action === 'voucher_email')).toHaveLength(1);
  });
});

describe('the Outbox screen and a booking’s messages', () => {
  it('is for admins only: anyone else gets 403', async () => {
    const b = await aBooking();
    const id = (await emailVoucher(t.app, b.id)).ok.data.id;
    const manager = (await signIn(t.app, { role: 'manager', permissions: ['view_bookings'] }))
      .token;
    for (const token of [staff, manager]) {
      const list = await callEndpoint(t.app, outboxEndpoints.list, { token });
      expect(list.status, 'the list').toBe(403);
      const one = await callEndpoint(t.app, outboxEndpoints.get, { params: { id }, token });
      expect(one.status, 'one message').toBe(403);
      const eml = await requestFile(t.app, { url: `/api/outbox/${id}/eml`, token });
      expect(eml.status, 'its .eml').toBe(403);
    }
  });

  it('lists by state with pages, shows the text, and downloads the message as .eml', async () => {
    const b = await aBooking({ guest_email: 'eml@mail.example' });
    const id = (await emailVoucher(t.app, b.id)).ok.data.id;
    const queued = await outbox({ state: 'queued', per_page: 1 });
    expect(queued.status).toBe(200);
    expect(queued.ok).toMatchObject({ current_page: 1, per_page: 1 });
    expect(queued.ok.data[0]).toMatchObject({ id, state: 'queued', to: ['eml@mail.example'] });
    expect(queued.ok.data[0]?.attachments).toEqual([
      {
        filename: `Voucher-${b.id}.pdf`,
        content_type: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const sent = await outbox({ state: 'sent' });
    expect(sent.ok.data.every((m) => m.state === 'sent')).toBe(true);
    const junk = await outbox({ state: 'lost' });
    expect(junk.status).toBe(422);
    expect(junk.failure.errors?.state).toEqual(['The selected state is invalid.']);

    const detail = await callEndpoint(t.app, outboxEndpoints.get, { params: { id }, token: admin });
    expect(detail.ok.data.text).toContain(`file ${b.file_number}`);
    const eml = await requestFile(t.app, { url: `/api/outbox/${id}/eml`, token: admin });
    expect(eml.status).toBe(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.headers['content-disposition']).toBe(`attachment; filename="outbox-${id}.eml"`);
    expect(mailHeader(eml.text, 'To')).toBe('eml@mail.example');
    expect(mailHeader(eml.text, 'Subject')).toBe(
      `Your travel voucher ${b.file_number} – TravelDesk Tours & Travels`,
    );
    expect(
      (await callEndpoint(t.app, outboxEndpoints.get, { params: { id: 999999 }, token: admin }))
        .status,
    ).toBe(404);
  });

  it('shows a booking’s messages to whoever may view the booking, and nobody else', async () => {
    const b = await aBooking();
    expect((await emailVoucher(t.app, b.id)).status).toBe(202);
    const viewer = (await signIn(t.app, { role: 'staff', permissions: ['view_bookings'] })).token;
    const other = (await signIn(t.app, { role: 'staff', permissions: ['view_day_plans'] })).token;
    const seen = await messagesOf(t.app, b.id, viewer);
    expect(seen.status).toBe(200);
    expect(seen.ok.data).toHaveLength(1);
    expect(seen.ok.data[0]).toMatchObject({ kind: 'voucher', state: 'queued', booking_id: b.id });
    expect((await messagesOf(t.app, b.id, other)).status).toBe(403);
    expect((await messagesOf(t.app, 999999, viewer)).status).toBe(404);
  });

  it('sends again as a new message, audited, under the sending route’s own rules', async () => {
    const b = await aBooking();
    const id = (await emailVoucher(t.app, b.id)).ok.data.id;
    await t.db
      .update(outboxMessages)
      .set({ state: 'failed', last_error: '451 Mailbox busy' })
      .where(eq(outboxMessages.id, id));
    const viewer = (await signIn(t.app, { role: 'staff', permissions: ['view_bookings'] })).token;
    expect((await sendAgain(id, viewer)).status).toBe(403);
    // The day-plan key passes the route, not a voucher's own rule.
    const planner = (await signIn(t.app, { role: 'staff', permissions: ['edit_day_plans'] })).token;
    expect((await sendAgain(id, planner)).status).toBe(403);

    const again = await sendAgain(id);
    expect(again.status).toBe(202);
    expect(again.ok).toMatchObject({
      message: 'Message queued to send again',
      data: { state: 'queued', to: 'guest@mail.example' },
    });
    const copy = await row(again.ok.data.id);
    expect(copy).toMatchObject({ state: 'queued', attempts: 0, resend_of: id, booking_id: b.id });
    const listed = await messagesOf(t.app, b.id);
    expect(listed.ok.data.map((m) => m.id)).toEqual([copy.id, id]);
    expect(listed.ok.data[0]?.attachments).toEqual(listed.ok.data[1]?.attachments);
    const history = await historyOf(b.id);
    expect(history.ok.data[0]).toMatchObject({
      action: 'voucher_email',
      note: `To guest@mail.example (sent again, message ${id})`,
    });

    // A cancelled booking's voucher is not sent again.
    await t.db.execute(sql`update bookings set status = 'cancelled' where id = ${b.id}`);
    const refused = await sendAgain(id);
    expect(refused.status).toBe(422);
    expect(refused.failure.message).toBe(
      'This booking is cancelled: its voucher cannot be emailed.',
    );
  });
});
