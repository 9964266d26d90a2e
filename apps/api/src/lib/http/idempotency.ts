import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError, Conflict, ConflictWith, fieldError } from './app-error.ts';

/**
 * Run a write at most once per Idempotency-Key (per user), Stripe style: the first request
 * does the work and its answer is stored; retries with the same key and the same request get
 * that answer back, even while the first is still running (they wait for it); the same key
 * with a different request is a 422. Without the header the write simply runs.
 *
 * The claim, the work and the stored answer commit together in one database transaction, so
 * a crash (kill -9) at any moment leaves either nothing (a retry does the work) or the work
 * with its answer (a retry gets the answer): never a key claimed but never answered. `work`
 * must do its writes and reads through the handle it is given.
 */
export async function idempotent(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  request: unknown,
  work: (db: DbOrTx) => Promise<{ status: number; body: unknown }>,
) {
  const header = req.headers['idempotency-key'];
  if (header === undefined) {
    const r = await work(db);
    return reply.status(r.status).send(r.body);
  }
  const key = String(header);
  if (!key || key.length > 100)
    throw fieldError('idempotency_key', 'The Idempotency-Key header must be 1 to 100 characters.');
  const userId = req.user!.id;
  const fingerprint = createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(request)}`)
    .digest('hex');
  const where = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
  const outcome = await db.transaction(async (tx) => {
    // A concurrent request with the same key waits here until the first one commits.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ user_id: userId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [row] = await tx.select().from(idempotencyKeys).where(where);
      if (row?.fingerprint !== fingerprint) {
        throw fieldError(
          'idempotency_key',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      // Only a claim stored before claims and answers committed together can lack its answer.
      if (row.status === null) {
        throw new Conflict(
          'A request with this Idempotency-Key is still being processed. Try again shortly.',
        );
      }
      return { answer: { status: row.status, body: row.response }, refusal: null };
    }
    let answer: { status: number; body: unknown };
    let refusal: AppError | null = null;
    try {
      answer = await tx.transaction((sp) => work(sp)); // a savepoint: a refusal undoes the work
    } catch (e) {
      if (!(e instanceof AppError && e.status < 500)) throw e; // nothing happened, key released
      // A refusal is an answer too: retries get the same one.
      refusal = e;
      answer = {
        status: e.status,
        body: {
          success: false,
          message: e.message,
          ...(e.errors ? { errors: e.errors } : {}),
          ...(e instanceof ConflictWith ? { data: e.data } : {}),
        },
      };
    }
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body })
      .where(where);
    return { answer, refusal };
  });
  if (outcome.refusal) throw outcome.refusal;
  return reply.status(outcome.answer.status).send(outcome.answer.body);
}

/**
 * The handler of a create route: 201 with the message and the new record, done at most once
 * per Idempotency-Key. `make` must write through the handle it is given.
 */
export const createdOnce = (
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  message: string,
  make: (db: DbOrTx) => Promise<unknown>,
) =>
  idempotent(db, req, reply, req.body, async (h) => ({
    status: 201,
    body: { success: true, message, data: await make(h) },
  }));
