import type { FastifyInstance } from 'fastify';
import { TooManyRequests } from '../http/app-error.ts';

/**
 * Bytes of request bodies the process holds while they arrive, per client address and in all.
 * A half-sent body is held until it completes or its connection closes, and memory the
 * allocator once gave to such bodies is not handed back to the system afterwards (measured:
 * 350 half-sent 1 MB bodies took the process from 100 MB to 287 MB, and it stayed there). So
 * the bodies in flight are bounded instead: a client past its share is refused at once.
 */
export const BODY_BUDGET = { perClient: 16 * 1024 * 1024, total: 64 * 1024 * 1024 };

/** The most a multipart body can cost (2 MB files); any other body is held to bodyLimit. */
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export class BodyBudget {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits = BODY_BUDGET) {}

  /** Reserve `bytes` for `client`; false when that would pass a limit. */
  take(client: string, bytes: number): boolean {
    const mine = this.byClient.get(client) ?? 0;
    if (mine + bytes > this.limits.perClient || this.total + bytes > this.limits.total) {
      return false;
    }
    this.byClient.set(client, mine + bytes);
    this.total += bytes;
    return true;
  }

  give(client: string, bytes: number) {
    const left = (this.byClient.get(client) ?? 0) - bytes;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
    this.total -= bytes;
  }

  get inFlight() {
    return this.total;
  }
}

/** The bytes a request says its body will have (chunked: as much as such a body may). */
function declaredBytes(
  headers: Record<string, string | string[] | undefined>,
  bodyLimit: number,
): number {
  const type = headers['content-type'];
  const most =
    typeof type === 'string' && type.startsWith('multipart/') ? MAX_UPLOAD_BYTES : bodyLimit;
  const length = headers['content-length'];
  if (typeof length === 'string' && /^[0-9]+$/.test(length)) return Math.min(Number(length), most);
  return headers['transfer-encoding'] ? most : 0;
}

export function registerBodyBudget(app: FastifyInstance, budget = new BodyBudget()) {
  app.addHook('onRequest', async (req, reply) => {
    const bytes = declaredBytes(req.headers, app.initialConfig.bodyLimit ?? MAX_UPLOAD_BYTES);
    if (bytes === 0) return;
    if (!budget.take(req.ip, bytes)) {
      // The unread body would keep the connection busy: close it after this answer.
      void reply.header('connection', 'close');
      throw new TooManyRequests('Too many requests are arriving at once. Please try again.', 5);
    }
    // Given back when the answer is sent or the connection drops, whichever comes first.
    reply.raw.once('close', () => budget.give(req.ip, bytes));
  });
}
