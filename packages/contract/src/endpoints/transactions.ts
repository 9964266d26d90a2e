import { z } from 'zod';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { reasonBodyOrEmpty } from '../corrections.ts';
import {
  decisionBody,
  pendingApprovalsQuery,
  transactionListQuery,
  transactionInput,
  transactionSchema,
} from '../transactions.ts';
import { endpoint } from './define.ts';

/** What a list reads: the movements with their account's, category's and people's names. */
const reads = ['transactions', 'accounts', 'transaction_categories', 'users'] as const;

/*
 * Create and update take multipart/form-data (the fields of `transactionInput` and an optional
 * `attachment` file) or JSON (the fields). The handler reads and validates both with
 * `transactionInput` (apps/api/src/modules/transactions/transaction-form.ts): declared as a
 * `form`, the document describes them while Fastify leaves the multipart body to the handler.
 */
const created = transactionInput.extend({
  attachment: z.file().optional().describe('A receipt or invoice (PDF or image, up to 2 MB).'),
});
const changed = created.extend({
  remove_attachment: z
    .union([z.literal(true), z.enum(['1', 'true'])])
    .optional()
    .describe('Removes the stored attachment.'),
});
const saved = okEnvelope(transactionSchema);

/** Approve or reject: no body reads as an empty one, so the answer names the missing `updated_at`. */
const decision = z.preprocess((b) => b ?? {}, decisionBody);

export const transactionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/transactions',
    access: 'view_transactions',
    query: transactionListQuery,
    response: { 200: pagedEnvelope(transactionSchema) },
    reads,
  }),
  pending: endpoint({
    method: 'GET',
    path: '/transactions/pending-approvals',
    access: 'approve_transactions',
    query: pendingApprovalsQuery,
    response: { 200: pagedEnvelope(transactionSchema) },
    reads,
  }),
  get: endpoint({
    method: 'GET',
    path: '/transactions/:id',
    access: 'view_transactions',
    params: idParams,
    response: { 200: saved },
  }),
  create: endpoint({
    method: 'POST',
    path: '/transactions',
    access: 'create_transactions',
    form: created,
    response: { 201: saved },
  }),
  // The spec updates with POST (multipart); PUT is accepted too.
  update: endpoint({
    method: 'POST',
    path: '/transactions/:id',
    access: 'create_transactions',
    params: idParams,
    form: changed,
    response: { 200: saved },
  }),
  updatePut: endpoint({
    method: 'PUT',
    path: '/transactions/:id',
    access: 'create_transactions',
    params: idParams,
    form: changed,
    response: { 200: saved },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/transactions/:id',
    access: 'delete_transactions',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/transactions/:id/approve',
    access: 'approve_transactions',
    params: idParams,
    body: decision,
    response: { 200: saved },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/transactions/:id/reject',
    access: 'approve_transactions',
    params: idParams,
    body: decision,
    response: { 200: saved },
  }),
  // An approved transaction is corrected by a linked reversal, never edited.
  reverse: endpoint({
    method: 'POST',
    path: '/transactions/:id/reverse',
    access: 'admin',
    params: idParams,
    body: reasonBodyOrEmpty,
    response: { 201: saved },
  }),
  /** An attachment: only to users who may view transactions, always as a download. */
  attachment: endpoint({
    method: 'GET',
    path: '/storage/*',
    access: 'view_transactions',
    tag: 'transactions',
    params: z.object({ '*': z.string().max(200) }),
    // Stored attachments are PDFs and images; whatever the file is, it is not JSON.
    produces: 'application/octet-stream',
    response: {
      200: z
        .string()
        .describe(
          'The attachment file as stored (its own content type), sent as a download; not JSON.',
        ),
    },
  }),
};
