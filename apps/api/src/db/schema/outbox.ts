import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { bytea, foreignId } from './columns.ts';
import { OUTBOX_KINDS, OUTBOX_STATES } from '@app/contract';
import { bookings } from './bookings.ts';
import { bookingPayments } from './booking-payments.ts';
import { drivers } from './drivers.ts';
import { users } from './users.ts';

/**
 * The mail outbox. A row is written in the transaction of the request that
 * asks for the email (with its audit event), and the sender loop (modules/outbox) delivers it.
 * The record it belongs to is kept by id (set null if that record is deleted: the message
 * stays for the admins) and by `record_label`, its name when the message was written.
 */
export const outboxMessages = pg.pgTable(
  'outbox_messages',
  {
    id: pg.serial().primaryKey(),
    kind: pg.text({ enum: OUTBOX_KINDS }).notNull(),
    to_addresses: pg.text().array().notNull(),
    subject: pg.text().notNull(),
    text_body: pg.text().notNull(),
    html_body: pg.text().notNull(),
    booking_id: foreignId(() => bookings.id, 'set null'),
    payment_id: foreignId(() => bookingPayments.id, 'set null'),
    driver_id: foreignId(() => drivers.id, 'set null'),
    duty_date: pg.date(),
    record_label: pg.text(),
    requested_by: foreignId(() => users.id, 'set null'),
    requested_by_name: pg.text(),
    resend_of: pg.integer(),
    state: pg.text({ enum: OUTBOX_STATES }).notNull().default('queued'),
    attempts: pg.integer().notNull().default(0),
    next_attempt_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_error: pg.text(),
    sent_at: pg.timestamp({ withTimezone: true }),
    created_at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('outbox_messages_state_check', sql`${t.state} in ('queued', 'sent', 'failed')`),
    pg.check(
      'outbox_messages_kind_check',
      sql`${t.kind} in ('voucher', 'receipt', 'duty_sheet', 'service_order', 'tax_document')`,
    ),
    pg.check('outbox_messages_to_check', sql`cardinality(${t.to_addresses}) > 0`),
    // The sender's query: due queued messages, oldest first.
    pg
      .index('outbox_messages_due_idx')
      .on(t.next_attempt_at, t.id)
      .where(sql`${t.state} = 'queued'`),
    pg.index('outbox_messages_booking_idx').on(t.booking_id, t.id.desc()),
    pg.index('outbox_messages_state_idx').on(t.state, t.id.desc()),
  ],
);

/**
 * The attachments, as sent: the PDF is rendered when the message is queued (decision 022),
 * so the email carries what the user saw when they pressed Send, and the .eml download is
 * whole.
 */
export const outboxAttachments = pg.pgTable(
  'outbox_attachments',
  {
    id: pg.serial().primaryKey(),
    message_id: foreignId(() => outboxMessages.id, 'cascade').notNull(),
    filename: pg.text().notNull(),
    content_type: pg.text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [pg.index('outbox_attachments_message_idx').on(t.message_id)],
);
