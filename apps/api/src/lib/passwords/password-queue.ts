import { PASSWORD_MESSAGES } from '@app/contract';
import { TooManyRequests } from '../http/app-error.ts';

export interface QueueLimits {
  /** Hashes computed at once (each holds its memory cost: 19 MiB at the default). */
  running: number;
  /** Requests' checks waiting for a slot, from all clients together. */
  waiting: number;
  /** Waiting checks of one client (address): one client's flood cannot fill the queue. */
  waitingPerClient: number;
}

export const PASSWORD_QUEUE_LIMITS: QueueLimits = { running: 2, waiting: 16, waitingPerClient: 4 };

/** What a refused check tells the client to wait, in seconds: a few hashes' time, rounded up. */
export const BUSY_RETRY_SECONDS = 1;

/**
 * Admission for password hashing: at most `running` at once, a short bounded wait behind
 * them, and a full queue (or a client's full share of it) answers 429 at once rather than
 * making every login wait behind a flood. Work without a client (the seed, the CLI, the
 * dummy hash, a rehash of a password just verified) comes from the app itself: it waits
 * for a slot but is never refused.
 *
 * A semaphore this small is clearer written out than configured: the libraries we have
 * (piscina) bound a queue but cannot cap one client's share of it.
 */
export class PasswordQueue {
  private running = 0;
  private readonly queue: { client: string | undefined; go: () => void }[] = [];
  private readonly waitingOf = new Map<string, number>();
  private clientsWaiting = 0;

  constructor(private readonly limits: QueueLimits = PASSWORD_QUEUE_LIMITS) {}

  async run<T>(fn: () => Promise<T>, client?: string): Promise<T> {
    if (this.running < this.limits.running && this.queue.length === 0) this.running++;
    else await this.wait(client); // refused (throws) before any await when the queue is full
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private wait(client: string | undefined) {
    if (client !== undefined) {
      const mine = this.waitingOf.get(client) ?? 0;
      if (mine >= this.limits.waitingPerClient || this.clientsWaiting >= this.limits.waiting) {
        throw new TooManyRequests(PASSWORD_MESSAGES.busy(BUSY_RETRY_SECONDS), BUSY_RETRY_SECONDS);
      }
      this.waitingOf.set(client, mine + 1);
      this.clientsWaiting++;
    }
    return new Promise<void>((go) => this.queue.push({ client, go }));
  }

  /** A finished job hands its slot straight to the next in line, so no newcomer jumps it. */
  private release() {
    const next = this.queue.shift();
    if (!next) {
      this.running--;
      return;
    }
    if (next.client !== undefined) {
      const mine = (this.waitingOf.get(next.client) ?? 1) - 1;
      if (mine) this.waitingOf.set(next.client, mine);
      else this.waitingOf.delete(next.client);
      this.clientsWaiting--;
    }
    next.go();
  }
}
