import { desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  OutboxKind,
  OutboxMessage,
  OutboxMessageDetail,
  OutboxState,
  PagingQuery,
} from '@app/contract';
import { BOOKING_MESSAGES_PER_PAGE, OUTBOX_PER_PAGE, OUTBOX_SERVER } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { outboxAttachments, outboxMessages } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { composeMail } from '../../lib/files/mailer.ts';
import { paginate } from '../../lib/rows/pagination.ts';

/** What an email request writes to the outbox. */
export interface OutboxInput {
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  booking_id?: number | null;
  payment_id?: number | null;
  driver_id?: number | null;
  duty_date?: string | null;
  /** The record's name now (file number, receipt number, driver): the list shows it. */
  record_label: string;
}

/** Write one message and its attachments, with the caller's handle (the request's transaction). */
export async function enqueueMail(tx: DbOrTx, actor: Actor, m: OutboxInput): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind: m.kind,
      to_addresses: [m.to],
      subject: m.subject,
      text_body: m.text,
      html_body: m.html,
      booking_id: m.booking_id ?? null,
      payment_id: m.payment_id ?? null,
      driver_id: m.driver_id ?? null,
      duty_date: m.duty_date ?? null,
      record_label: m.record_label,
      requested_by: actor.userId,
      requested_by_name: actor.name,
    })
    .returning({ id: outboxMessages.id });
  const id = row!.id;
  if (m.attachments.length) {
    await tx.insert(outboxAttachments).values(
      m.attachments.map((a) => ({
        message_id: id,
        filename: a.filename,
        content_type: a.contentType,
        content: a.content,
      })),
    );
  }
  return id;
}

/**
 * "Send again": a new queued message with the same recipients, words and attachments (the
 * document as it was sent, copied inside the database), pointing at the one it repeats.
 */
export async function copyMessage(tx: DbOrTx, actor: Actor, id: number): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into outbox_messages (kind, to_addresses, subject, text_body, html_body, booking_id,
      payment_id, driver_id, duty_date, record_label, requested_by, requested_by_name, resend_of)
    select kind, to_addresses, subject, text_body, html_body, booking_id, payment_id, driver_id,
      duty_date, record_label, ${actor.userId}, ${actor.name}, id
    from outbox_messages where id = ${id}
    returning id`);
  const copy = res.rows[0]?.id;
  if (copy === undefined) throw new NotFound(OUTBOX_SERVER.notFound);
  await tx.execute(sql`
    insert into outbox_attachments (message_id, filename, content_type, content)
    select ${copy}, filename, content_type, content from outbox_attachments
    where message_id = ${id} order by id`);
  return copy;
}

// Named in full: Drizzle writes a lone table's columns unqualified, which here would be a's.
const attachmentList = sql<OutboxMessage['attachments']>`coalesce((
  select json_agg(json_build_object('filename', a.filename, 'content_type', a.content_type,
    'size', octet_length(a.content)) order by a.id)
  from outbox_attachments a where a.message_id = "outbox_messages"."id"), '[]'::json)`;

const columns = {
  m: {
    id: outboxMessages.id,
    kind: outboxMessages.kind,
    to: outboxMessages.to_addresses,
    subject: outboxMessages.subject,
    state: outboxMessages.state,
    attempts: outboxMessages.attempts,
    next_attempt_at: outboxMessages.next_attempt_at,
    last_error: outboxMessages.last_error,
    sent_at: outboxMessages.sent_at,
    created_at: outboxMessages.created_at,
    booking_id: outboxMessages.booking_id,
    payment_id: outboxMessages.payment_id,
    driver_id: outboxMessages.driver_id,
    duty_date: outboxMessages.duty_date,
    record_label: outboxMessages.record_label,
    requested_by: outboxMessages.requested_by,
    requested_by_name: outboxMessages.requested_by_name,
    resend_of: outboxMessages.resend_of,
  },
  attachments: attachmentList,
};
const selectMessages = (db: DbOrTx) => db.select(columns).from(outboxMessages);
type Row = Awaited<ReturnType<typeof selectMessages>>[number];

const toMessage = ({ m, attachments }: Row): OutboxMessage => {
  const { requested_by, requested_by_name, ...columns } = m;
  return {
    ...columns,
    next_attempt_at: m.state === 'queued' ? m.next_attempt_at.toISOString() : null,
    sent_at: m.sent_at?.toISOString() ?? null,
    created_at: m.created_at.toISOString(),
    requested_by: { id: requested_by, name: requested_by_name },
    attachments,
  };
};

function listWhere(db: DbOrTx, where: SQL | undefined, q: PagingQuery, size: number) {
  return paginate(
    q,
    size,
    async (limit, offset) => {
      const rows = await selectMessages(db)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toMessage);
    },
    async () => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .where(where);
      return r?.n ?? 0;
    },
  );
}

/** The Outbox screen: every message, newest first, by state. */
export const listOutbox = (db: DbOrTx, q: PagingQuery & { state?: OutboxState | '' | undefined }) =>
  listWhere(db, q.state ? eq(outboxMessages.state, q.state) : undefined, q, OUTBOX_PER_PAGE);

/** A booking's messages: its vouchers and its payments' receipts, newest first. */
export const bookingMessages = (db: DbOrTx, bookingId: number, q: PagingQuery) =>
  listWhere(db, eq(outboxMessages.booking_id, bookingId), q, BOOKING_MESSAGES_PER_PAGE);

export async function getMessage(db: DbOrTx, id: number): Promise<OutboxMessageDetail> {
  const [row] = await db
    .select({ ...columns, text: outboxMessages.text_body })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!row) throw new NotFound(OUTBOX_SERVER.notFound);
  return { ...toMessage(row), text: row.text };
}

/** The message's Message-ID: one per outbox row, the same on every attempt and download. */
export const messageIdOf = (id: number, createdAt: Date, from: string) =>
  `<outbox-${id}.${createdAt.getTime()}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'}>`;

/** A stored message as RFC 5322 bytes: what the sender hands to SMTP, and the .eml download. */
export async function composeStored(db: DbOrTx, id: number, from: string): Promise<Buffer> {
  const [m] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!m) throw new NotFound(OUTBOX_SERVER.notFound);
  const files = await db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.message_id, id))
    .orderBy(outboxAttachments.id);
  return composeMail(
    {
      to: m.to_addresses,
      subject: m.subject,
      text: m.text_body,
      html: m.html_body,
      attachments: files.map((f) => ({
        filename: f.filename,
        content: f.content,
        contentType: f.content_type,
      })),
      messageId: messageIdOf(m.id, m.created_at, from),
      date: m.created_at,
    },
    from,
  );
}
