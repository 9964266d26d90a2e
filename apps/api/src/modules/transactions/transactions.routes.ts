import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CORRECTION_OK, FIELD_RULES, FIN_OK, transactionEndpoints as ep } from '@app/contract';
import { idempotent } from '../../lib/http/idempotency.ts';
import { readStored } from '../../lib/files/storage.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { keptRoute } from '../../lib/kept/kept-route.ts';
import { done, ok, route } from '../../lib/http/route.ts';
import { readTransactionForm } from './transaction-form.ts';
import { refuseFuture } from '../../lib/http/today.ts';
import { getTransaction, listPending, listTransactions } from './transactions.service.ts';
import {
  createTransaction,
  deleteTransaction,
  updateTransaction,
} from './transaction-changes.service.ts';
import { decideTransaction, reverseTransaction } from './transaction-decisions.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/transactions.ts.
export const transactionRoutes: FastifyPluginAsync = async (app) => {
  // Kept answers: recomputed only when a table the endpoint `reads` changes (decision 021).
  keptRoute(app, ep.list, (req) => listTransactions(app.db, req.query));

  keptRoute(app, ep.pending, (req) => listPending(app.db, req.query));

  // A transaction is dated the day its money moved: never after today (decision 043).
  const datedByToday = (date: string) =>
    refuseFuture('transaction_date', date, app.appTimezone, FIELD_RULES.transactionDateFuture);

  route(app, ep.get, async (req) => ok(await getTransaction(app.db, req.params.id)));

  // Multipart or JSON, read and validated by readTransactionForm (see the endpoint).
  route(app, ep.create, async (req, reply) => {
    const { values, file } = await readTransactionForm(req);
    datedByToday(values.transaction_date);
    const fileHash = file ? createHash('sha256').update(file.buffer).digest('hex') : null;
    // Idempotency-Key: a retried create records one transaction and gets the same answer.
    return idempotent(app.db, req, reply, { values, fileHash }, async (db) => {
      const data = await createTransaction(db, currentUser(req), values, file, actorOf(req));
      return { status: 201, body: ok(data, FIN_OK.transactionCreated) };
    });
  });

  for (const e of [ep.update, ep.updatePut]) {
    route(app, e, async (req) => {
      const { values, file, removeAttachment } = await readTransactionForm(req);
      datedByToday(values.transaction_date);
      const transaction = await updateTransaction(
        app.db,
        currentUser(req),
        req.params.id,
        values,
        file,
        removeAttachment,
        actorOf(req),
      );
      return ok(transaction, FIN_OK.transactionUpdated);
    });
  }

  route(app, ep.remove, async (req) => {
    await deleteTransaction(app.db, req.params.id, actorOf(req));
    return done(FIN_OK.transactionDeleted);
  });

  for (const [e, decision, message] of [
    [ep.approve, 'approved', FIN_OK.approved],
    [ep.reject, 'rejected', FIN_OK.rejected],
  ] as const) {
    route(app, e, async (req) =>
      ok(
        await decideTransaction(
          app.db,
          currentUser(req),
          req.params.id,
          decision,
          req.body.notes,
          req.body.updated_at,
          actorOf(req),
        ),
        message,
      ),
    );
  }

  route(app, ep.reverse, async (req, reply) =>
    reply
      .status(201)
      .send(
        ok(
          await reverseTransaction(
            app.db,
            currentUser(req),
            req.params.id,
            req.body.reason,
            app.appTimezone,
            actorOf(req),
          ),
          CORRECTION_OK.transactionReversed,
        ),
      ),
  );

  route(app, ep.attachment, async (req, reply) => {
    const { body, mime } = await readStored(app.files, req.params['*']);
    // The file is sent as bytes, past the JSON serializer (the schema describes it).
    return (reply as FastifyReply)
      .header('content-type', mime)
      .header('content-disposition', 'attachment')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(body);
  });
};
