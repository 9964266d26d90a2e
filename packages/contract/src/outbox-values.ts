import { valuesOf } from './labels.ts';

/**
 * The outbox's plain values: states, kinds, retry waits, page sizes and messages (zod-free,
 * so `@app/contract/constants` carries them; `outbox.ts` holds the schemas).
 */

export const OUTBOX_STATE_LABELS = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
export const OUTBOX_STATES = valuesOf(OUTBOX_STATE_LABELS);
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What a message carries: the record it was written for. */
export const OUTBOX_KIND_LABELS = {
  voucher: 'Voucher',
  receipt: 'Receipt',
  duty_sheet: 'Duty sheet',
  service_order: 'Service order',
  tax_document: 'Tax document',
};
export const OUTBOX_KINDS = valuesOf(OUTBOX_KIND_LABELS);
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Minutes to wait after each failed attempt: 1 min, 5 min, 30 min, 2 h. The attempt after the
 * last wait is the fifth and final one: if it fails too, the message is failed.
 */
export const OUTBOX_BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_BACKOFF_MINUTES.length + 1;

/** Rows per page of the Outbox screen and of a booking's Messages. */
export const OUTBOX_PER_PAGE = 20;
export const BOOKING_MESSAGES_PER_PAGE = 10;

export const OUTBOX_OK = {
  sentAgain: 'Message queued to send again',
} as const;

export const OUTBOX_NOTE = {
  queued: (to: string) =>
    `Queued for sending to ${to}. Its state (queued, sent or failed) shows with the record.`,
  // An admin reads it and downloads it as .eml on the Outbox screen, to send it from there.
  noSmtp: 'Queued: no mail server is set up; an admin can send it from Outbox',
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
