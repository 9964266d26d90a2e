import { z } from 'zod';
import { answer, okEnvelope, pagedEnvelope } from './common/envelope.ts';
import { pagingQuery } from './common/paging.ts';
import { OUTBOX_KINDS, OUTBOX_STATES } from './outbox-values.ts';

export * from './outbox-values.ts';

/**
 * The mail outbox: every email the app sends (voucher, receipt, duty sheet)
 * is first written here, in the transaction of the request that asks for it, and a sender
 * loop delivers it over SMTP with retries. Without SMTP_URL the messages stay queued, and
 * admins read them and download them as .eml on the Outbox screen.
 */

export const outboxListQuery = pagingQuery.extend({
  // '' (All) inside the enum: one rule, one message for anything else.
  state: z.enum(['', ...OUTBOX_STATES], { error: 'The selected state is invalid.' }).optional(),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;

export const bookingMessagesQuery = pagingQuery;

/** One message as lists show it (no bodies, no attachment bytes). */
export const outboxMessageSchema = z.object({
  id: answer.id,
  kind: z.enum(OUTBOX_KINDS),
  to: z.array(z.string()),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  /** Delivery attempts made so far (0 until the sender first tries). */
  attempts: answer.count,
  /** ISO timestamp of the next attempt while queued; null once sent or failed. */
  next_attempt_at: answer.timestamp.nullable(),
  /** Why the last attempt failed; cleared when a later attempt sends it. */
  last_error: z.string().nullable(),
  sent_at: answer.timestamp.nullable(),
  created_at: answer.timestamp,
  booking_id: answer.id.nullable(),
  payment_id: answer.id.nullable(),
  driver_id: answer.id.nullable(),
  duty_date: answer.day.nullable(),
  /** The record as it was named when the message was written: file, receipt or driver. */
  record_label: z.string().nullable(),
  requested_by: z.object({ id: answer.id.nullable(), name: z.string().nullable() }),
  /** The message this one sends again, when made by "Send again". */
  resend_of: answer.id.nullable(),
  attachments: z.array(
    z.object({ filename: z.string(), content_type: z.string(), size: answer.count }),
  ),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Whether an SMTP server is configured (without one, messages stay queued). */
const smtp = { smtp: z.boolean() };

/** A page of messages, and whether an SMTP server is configured. */
export const outboxPageSchema = pagedEnvelope(outboxMessageSchema, smtp);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** The Outbox screen's detail: the message with its text body. */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({ text: z.string() });
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;
export const outboxDetailAnswer = okEnvelope(outboxMessageDetailSchema).extend(smtp);

/** What an email request answers (202): the message is queued, not yet sent. */
export const queuedMailSchema = z.object({
  id: answer.id,
  state: z.literal('queued'),
  to: z.string(),
  note: z.string(),
});
export type QueuedMail = z.infer<typeof queuedMailSchema>;
