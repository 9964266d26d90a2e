import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_BACKOFF_MINUTES, OUTBOX_MAX_ATTEMPTS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/files/mailer.ts';
import { composeStored } from './outbox.service.ts';

export interface SenderOptions {
  db: Db;
  mailer: Mailer;
  /** Tests move time forward instead of waiting minutes for the backoff. */
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often an idle sender looks for due messages (other processes' and retries). */
  pollMs?: number;
}

export interface OutboxSender {
  /** Send every due message, one at a time; resolves with how many were attempted. */
  drain(): Promise<number>;
  /** Start the loop: drain, wait pollMs (or a wake()), drain again, until stop(). */
  start(): void;
  /** A message was just queued here: look now rather than at the next poll. */
  wake(): void;
  /** Stop the loop; resolves once the message in hand (if any) is settled. */
  stop(): Promise<void>;
}

/**
 * A reply code of 5xx to the recipients or the message (not to the connection or the login,
 * which a fixed configuration will cure) is the server's permanent refusal (RFC 5321 4.2.1):
 * retrying would only be refused again.
 */
const permanent = (e: unknown) => {
  const err = e as { responseCode?: number; code?: string };
  return (err.responseCode ?? 0) >= 500 && (err.code === 'EENVELOPE' || err.code === 'EMESSAGE');
};
const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);
const bareAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * The outbox's sender. Any number of processes may run one on the same
 * database: each message is taken with FOR UPDATE SKIP LOCKED inside a transaction that stays
 * open while the SMTP server is spoken to, and the same transaction marks it sent (or
 * schedules the retry) before it commits. So no two senders ever hold one message, and a
 * message marked sent was accepted by the server. The one gap left is a crash (or a lost
 * database connection) after the server accepted the message and before the commit: the lock
 * goes, the row is still queued, and it is sent again: at least once, with the same Message-ID
 * (decision 022).
 */
export function createOutboxSender(o: SenderOptions): OutboxSender {
  const clock = o.clock ?? (() => new Date());
  const pollMs = o.pollMs ?? 5000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let looping = false;
  let stopped = false;
  let again = false;

  async function sendNext(): Promise<boolean> {
    return o.db.transaction(async (tx) => {
      const [m] = await tx
        .select({
          id: outboxMessages.id,
          to: outboxMessages.to_addresses,
          attempts: outboxMessages.attempts,
        })
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.state, 'queued'), lte(outboxMessages.next_attempt_at, clock())),
        )
        .orderBy(asc(outboxMessages.next_attempt_at), asc(outboxMessages.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!m) return false;
      const attempts = m.attempts + 1;
      let outcome: Partial<typeof outboxMessages.$inferInsert>;
      try {
        const raw = await composeStored(tx, m.id, o.mailer.from);
        await o.mailer.send({ from: bareAddress(o.mailer.from), to: m.to }, raw);
        outcome = { state: 'sent', attempts, sent_at: clock(), last_error: null };
        o.log?.info({ outboxId: m.id, attempts }, 'outbox message sent');
      } catch (e) {
        const lastError = reasonOf(e);
        const final = attempts >= OUTBOX_MAX_ATTEMPTS || permanent(e);
        const wait = OUTBOX_BACKOFF_MINUTES[attempts - 1] ?? 0;
        outcome = final
          ? { state: 'failed', attempts, last_error: lastError }
          : {
              attempts,
              last_error: lastError,
              next_attempt_at: new Date(clock().getTime() + wait * 60_000),
            };
        o.log?.warn({ outboxId: m.id, attempts, final, err: lastError }, 'outbox send failed');
      }
      await tx.update(outboxMessages).set(outcome).where(eq(outboxMessages.id, m.id));
      return true;
    });
  }

  async function drain() {
    // Without an SMTP server nothing is attempted: the messages wait for the admins.
    if (!o.mailer.smtp) return 0;
    let n = 0;
    // Between messages a stop() is honoured; the message in hand is always settled.
    while (!stopped && (await sendNext())) n++;
    return n;
  }

  const schedule = (ms: number) => {
    if (!looping) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    timer = null;
    again = false;
    running = drain()
      .catch((e: unknown) => o.log?.error({ err: reasonOf(e) }, 'outbox sender: database error'))
      .finally(() => {
        running = null;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    drain,
    start() {
      if (looping) return;
      looping = true;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (!looping) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      looping = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
