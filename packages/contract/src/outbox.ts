import { z } from 'zod';
import type { Paged } from './common/envelope.ts';
import { pagingQuery } from './common/paging.ts';

/**
 * The mail outbox (issue 21 part 2): every email the app sends (voucher, receipt, duty sheet)
 * is first written here, in the transaction of the request that asks for it, and a sender
 * loop delivers it over SMTP with retries. Without SMTP_URL the messages stay queued, and
 * admins read them and download them as .eml on the Outbox screen.
 */

export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

export const OUTBOX_KINDS = ['voucher', 'receipt', 'duty_sheet'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  voucher: 'Voucher',
  receipt: 'Receipt',
  duty_sheet: 'Duty sheet',
};

/**
 * Minutes to wait after each failed attempt: 1 min, 5 min, 30 min, 2 h. The attempt after the
 * last wait is the fifth and final one: if it fails too, the message is failed.
 */
export const OUTBOX_BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_BACKOFF_MINUTES.length + 1;

/** Rows per page of the Outbox screen and of a booking's Messages. */
export const OUTBOX_PER_PAGE = 20;
export const BOOKING_MESSAGES_PER_PAGE = 10;

export const outboxListQuery = pagingQuery.extend({
  // '' (All) inside the enum: one rule, one message for anything else.
  state: z.enum(['', ...OUTBOX_STATES], { error: 'The selected state is invalid.' }).optional(),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;

export const bookingMessagesQuery = pagingQuery;

/** One message as lists show it (no bodies, no attachment bytes). */
export interface OutboxMessage {
  id: number;
  kind: OutboxKind;
  to: string[];
  subject: string;
  state: OutboxState;
  /** Delivery attempts made so far (0 until the sender first tries). */
  attempts: number;
  /** ISO timestamp of the next attempt while queued; null once sent or failed. */
  next_attempt_at: string | null;
  /** Why the last attempt failed; cleared when a later attempt sends it. */
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  booking_id: number | null;
  payment_id: number | null;
  driver_id: number | null;
  duty_date: string | null;
  /** The record as it was named when the message was written: file, receipt or driver. */
  record_label: string | null;
  requested_by: { id: number | null; name: string | null };
  /** The message this one sends again, when made by "Send again". */
  resend_of: number | null;
  attachments: { filename: string; content_type: string; size: number }[];
}

/** A page of messages, and whether an SMTP server is configured (without one they stay queued). */
export type OutboxPage = Paged<OutboxMessage> & { smtp: boolean };

/** The Outbox screen's detail: the message with its text body. */
export interface OutboxMessageDetail extends OutboxMessage {
  text: string;
}

/** What an email request answers (202): the message is queued, not yet sent. */
export interface QueuedMail {
  id: number;
  state: 'queued';
  to: string;
  note: string;
}

export const OUTBOX_OK = {
  sentAgain: 'Message queued to send again',
} as const;

export const OUTBOX_NOTE = {
  queued: (to: string) =>
    `Queued for sending to ${to}. Its state (queued, sent or failed) shows with the record.`,
  noSmtp:
    'No SMTP server is configured: the message waits in the outbox, where an admin can read it and download it as .eml.',
} as const;

export const OUTBOX_SERVER = {
  notFound: 'Message not found',
} as const;

export const OUTBOX_FAIL = {
  list: 'Failed to fetch the outbox',
  detail: 'Failed to fetch the message',
  download: 'Failed to download the message',
  sendAgain: 'Failed to send the message again',
  bookingMessages: 'Failed to fetch the messages',
} as const;
