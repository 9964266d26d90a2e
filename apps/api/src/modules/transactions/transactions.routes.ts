import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CORRECTION_OK,
  decisionBody,
  FIN_OK,
  idParams,
  pendingApprovalsQuery,
  reasonBodyOrEmpty,
  transactionListQuery,
} from '@app/contract';
import { idempotent } from '../../lib/idempotency.ts';
import { readStored, removeStored, storeAttachment } from '../../lib/storage.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit.ts';
import { readTransactionForm } from './transaction-form.ts';
import { getTransaction, listPending, listTransactions } from './transactions.service.ts';
import {
  createTransaction,
  deleteTransaction,
  updateTransaction,
} from './transaction-changes.service.ts';
import { decideTransaction, reverseTransaction } from './transaction-decisions.service.ts';

const tags = ['transactions'];
/** What a list reads: the movements with their account's, category's and people's names. */
const reads = ['transactions', 'accounts', 'transaction_categories', 'users'] as const;
const formDoc =
  'multipart/form-data (fields of TransactionInput and an optional `attachment` file) or JSON';

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    {
      config: { access: 'view_transactions' },
      schema: { tags, querystring: transactionListQuery },
    },
    (req, reply) =>
      app.kept(req, reply, reads, () => listTransactions(app.db, req.query), {
        per: 'permissions',
      }),
  );

  app.get(
    '/transactions/pending-approvals',
    {
      config: { access: 'approve_transactions' },
      schema: { tags, querystring: pendingApprovalsQuery },
    },
    (req, reply) =>
      app.kept(req, reply, reads, () => listPending(app.db, req.query), { per: 'permissions' }),
  );

  app.get(
    '/transactions/:id',
    { config: { access: 'view_transactions' }, schema: { tags, params: idParams } },
    async (req) => ({ success: true, data: await getTransaction(app.db, req.params.id) }),
  );

  app.post(
    '/transactions',
    { config: { access: 'create_transactions' }, schema: { tags, description: formDoc } },
    async (req, reply) => {
      const { values, file } = await readTransactionForm(req);
      const fileHash = file ? createHash('sha256').update(file.buffer).digest('hex') : null;
      // Idempotency-Key: a retried create records one transaction and gets the same answer.
      return idempotent(app.db, req, reply, { values, fileHash }, async (db) => {
        const stored = file ? await storeAttachment(app.files, 'transactions', file) : null;
        try {
          const data = await createTransaction(db, currentUser(req), values, stored, actorOf(req));
          return { status: 201, body: { success: true, message: FIN_OK.transactionCreated, data } };
        } catch (e) {
          await removeStored(app.files, stored?.path ?? null); // nothing orphaned on a refusal
          throw e;
        }
      });
    },
  );

  // The spec updates with POST (multipart); PUT is accepted too (decisions section 2).
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/transactions/:id',
      config: { access: 'create_transactions' },
      schema: { tags, params: idParams, description: formDoc },
      handler: async (req) => {
        const { id } = req.params;
        const { values, file, removeAttachment } = await readTransactionForm(req);
        const stored = file ? await storeAttachment(app.files, 'transactions', file) : null;
        try {
          const { transaction, replaced } = await updateTransaction(
            app.db,
            currentUser(req),
            id,
            values,
            stored,
            removeAttachment,
            actorOf(req),
          );
          await removeStored(app.files, replaced);
          return { success: true, message: FIN_OK.transactionUpdated, data: transaction };
        } catch (e) {
          await removeStored(app.files, stored?.path ?? null);
          throw e;
        }
      },
    });
  }

  app.delete(
    '/transactions/:id',
    { config: { access: 'delete_transactions' }, schema: { tags, params: idParams } },
    async (req) => {
      const attachment = await deleteTransaction(app.db, req.params.id, actorOf(req));
      await removeStored(app.files, attachment);
      return { success: true, message: FIN_OK.transactionDeleted };
    },
  );

  for (const [action, decision, message] of [
    ['approve', 'approved', FIN_OK.approved],
    ['reject', 'rejected', FIN_OK.rejected],
  ] as const) {
    app.post(
      `/transactions/:id/${action}`,
      {
        config: { access: 'approve_transactions' },
        // No body reads as an empty one, so the answer names the missing `updated_at`.
        schema: { tags, params: idParams, body: z.preprocess((b) => b ?? {}, decisionBody) },
      },
      async (req) => ({
        success: true,
        message,
        data: await decideTransaction(
          app.db,
          currentUser(req),
          req.params.id,
          decision,
          req.body.notes,
          req.body.updated_at,
          actorOf(req),
        ),
      }),
    );
  }

  // An approved transaction is corrected by a linked reversal, never edited (issue 16).
  app.post(
    '/transactions/:id/reverse',
    { config: { access: 'admin' }, schema: { tags, params: idParams, body: reasonBodyOrEmpty } },
    async (req, reply) =>
      reply.status(201).send({
        success: true,
        message: CORRECTION_OK.transactionReversed,
        data: await reverseTransaction(
          app.db,
          currentUser(req),
          req.params.id,
          req.body.reason,
          app.appTimezone,
          actorOf(req),
        ),
      }),
  );

  /** Attachments: only to users who may view transactions, always as a download. */
  app.get(
    '/storage/*',
    {
      config: { access: 'view_transactions' },
      schema: { tags, params: z.object({ '*': z.string().max(200) }) },
    },
    async (req, reply) => {
      const { body, mime } = await readStored(app.files, req.params['*']);
      return reply
        .header('content-type', mime)
        .header('content-disposition', 'attachment')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
