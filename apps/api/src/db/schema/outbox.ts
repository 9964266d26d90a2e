import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OutboxKind, OutboxState } from '@app/contract';
import { bookingPayments, bookings } from './bookings.ts';
import { drivers } from './drivers.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The mail outbox (issue 21 part 2). A row is written in the transaction of the request that
 * asks for the email (with its audit event), and the sender loop (modules/outbox) delivers it.
 * The record it belongs to is kept by id (set null if that record is deleted: the message
 * stays for the admins) and by `record_label`, its name when the message was written.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => bookingPayments.id, {
      onDelete: 'set null',
    }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    dutyDate: date('duty_date'),
    recordLabel: text('record_label'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name'),
    resendOf: integer('resend_of'),
    state: text('state').$type<OutboxState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_state_check', sql`${t.state} in ('queued', 'sent', 'failed')`),
    check('outbox_messages_kind_check', sql`${t.kind} in ('voucher', 'receipt', 'duty_sheet')`),
    check('outbox_messages_to_check', sql`cardinality(${t.toAddresses}) > 0`),
    // The sender's query: due queued messages, oldest first.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('outbox_messages_booking_idx').on(t.bookingId, t.id.desc()),
    index('outbox_messages_state_idx').on(t.state, t.id.desc()),
  ],
);

/**
 * The attachments, as sent: the PDF is rendered when the message is queued (decision 022),
 * so the email carries what the user saw when they pressed Send, and the .eml download is
 * whole.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_message_idx').on(t.messageId)],
);
