import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QueuedMail } from '@app/contract';
import { OUTBOX_NOTE } from '@app/contract';
import type { Actor, AuditEventInput } from '../../lib/audit/audit.ts';
import { actorOf, recordEvent } from '../../lib/audit/audit.ts';
import type { Tx } from '../../db/client.ts';
import { idempotent } from '../../lib/http/idempotency.ts';
import type { OutboxSender } from './outbox-sender.ts';
import { createOutboxSender } from './outbox-sender.ts';
import type { OutboxInput } from './outbox.service.ts';
import { enqueueMail } from './outbox.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox sender (running or not): wake() it after queueing a message. */
    outbox: OutboxSender;
  }
}

/**
 * The app's sender: started with the app when `sender` is on and an SMTP server is configured
 * (without one, messages wait in the outbox for the admins), stopped with it.
 */
export function registerOutbox(app: FastifyInstance, opts: { sender: boolean }) {
  const sender = createOutboxSender({ db: app.db, mailer: app.mailer, log: app.log });
  app.decorate('outbox', sender);
  app.addHook('onReady', async () => {
    if (opts.sender && app.mailer.smtp) sender.start();
  });
  app.addHook('onClose', async () => {
    await sender.stop();
    app.mailer.close();
  });
}

/**
 * An email request's answer: the message and its audit event are written in one transaction
 * (at most once per Idempotency-Key), and the request answers 202 at once, the message queued.
 * The spec's success words stay (`message`); `data.note` says the mail is queued, not yet sent.
 */
export async function queueMail(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  o: {
    mail: OutboxInput;
    event: AuditEventInput;
    message: string;
    /**
     * Records `event` with what else the send changes, in the message's transaction (a service
     * order moves its service to requested): the default records the event alone.
     */
    record?: (tx: Tx, actor: Actor, event: AuditEventInput) => Promise<unknown>;
  },
) {
  const actor = actorOf(req);
  const sent = await idempotent(app.db, req, reply, req.body ?? null, (h) =>
    h.transaction(async (tx) => {
      // The event first: a move it records locks its file's row before the message's
      // reference to that row takes its key lock (the other way round, two sends deadlock).
      await (o.record ?? recordEvent)(tx, actor, o.event);
      const id = await enqueueMail(tx, actor, o.mail);
      const data: QueuedMail = {
        id,
        state: 'queued',
        to: o.mail.to,
        note: app.mailer.smtp ? OUTBOX_NOTE.queued(o.mail.to) : OUTBOX_NOTE.noSmtp,
      };
      return { status: 202, body: { success: true, message: o.message, data } };
    }),
  );
  req.log.info({ kind: o.mail.kind, record: o.mail.record_label }, 'mail queued');
  app.outbox.wake();
  return sent;
}
