import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, Conflict, fieldError } from './app-error.ts';

const WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run a write at most once per Idempotency-Key (per user), Stripe style: the first request
 * does the work and its answer is stored; retries with the same key and the same request get
 * that answer back, even while the first is still running; the same key with a different
 * request is a 422. Without the header the write simply runs.
 */
export async function idempotent(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  request: unknown,
  work: () => Promise<{ status: number; body: unknown }>,
) {
  const header = req.headers['idempotency-key'];
  const run = async () => {
    const r = await work();
    return reply.status(r.status).send(r.body);
  };
  if (header === undefined) return run();
  const key = String(header);
  if (!key || key.length > 100)
    throw fieldError('idempotency_key', 'The Idempotency-Key header must be 1 to 100 characters.');
  const userId = req.user!.id;
  const fingerprint = createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(request)}`)
    .digest('hex');
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (claimed.length) {
    try {
      const r = await work();
      await db.update(idempotencyKeys).set({ status: r.status, response: r.body }).where(where);
      return reply.status(r.status).send(r.body);
    } catch (e) {
      if (e instanceof AppError && e.status < 500) {
        // A refusal is an answer too: retries get the same one.
        const body = {
          success: false,
          message: e.message,
          ...(e.errors ? { errors: e.errors } : {}),
        };
        await db.update(idempotencyKeys).set({ status: e.status, response: body }).where(where);
      } else {
        await db.delete(idempotencyKeys).where(where); // nothing happened: let a retry try again
      }
      throw e;
    }
  }
  for (const started = Date.now(); Date.now() - started < WAIT_MS; await sleep(25)) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return run(); // the first attempt failed and released the key
    if (row.fingerprint !== fingerprint) {
      throw fieldError(
        'idempotency_key',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    if (row.status !== null) return reply.status(row.status).send(row.response);
  }
  throw new Conflict(
    'A request with this Idempotency-Key is still being processed. Try again shortly.',
  );
}
