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
    summary: 'List transactions, a page at a time',
    access: 'view_transactions',
    query: transactionListQuery,
    response: { 200: pagedEnvelope(transactionSchema) },
    reads,
  }),
  pending: endpoint({
    method: 'GET',
    path: '/transactions/pending-approvals',
    summary: 'List the transactions awaiting approval',
    access: 'approve_transactions',
    query: pendingApprovalsQuery,
    response: { 200: pagedEnvelope(transactionSchema) },
    reads,
  }),
  get: endpoint({
    method: 'GET',
    path: '/transactions/:id',
    summary: 'Read a transaction',
    access: 'view_transactions',
    params: idParams,
    response: { 200: saved },
  }),
  create: endpoint({
    method: 'POST',
    path: '/transactions',
    summary: 'Create a transaction, with an optional attachment',
    access: 'create_transactions',
    form: created,
    response: { 201: saved },
  }),
  // The spec updates with POST (multipart); PUT is accepted too.
  update: endpoint({
    method: 'POST',
    path: '/transactions/:id',
    summary: 'Update a pending transaction, with an optional attachment',
    access: 'create_transactions',
    params: idParams,
    form: changed,
    response: { 200: saved },
  }),
  updatePut: endpoint({
    method: 'PUT',
    path: '/transactions/:id',
    summary: 'Update a pending transaction',
    access: 'create_transactions',
    params: idParams,
    form: changed,
    response: { 200: saved },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/transactions/:id',
    summary: 'Delete a pending transaction',
    access: 'delete_transactions',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/transactions/:id/approve',
    summary: 'Approve a pending transaction',
    access: 'approve_transactions',
    params: idParams,
    body: decision,
    response: { 200: saved },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/transactions/:id/reject',
    summary: 'Reject a pending transaction, with a reason',
    access: 'approve_transactions',
    params: idParams,
    body: decision,
    response: { 200: saved },
  }),
  // An approved transaction is corrected by a linked reversal, never edited.
  reverse: endpoint({
    method: 'POST',
    path: '/transactions/:id/reverse',
    summary: 'Reverse an approved transaction by a linked reversal',
    access: 'admin',
    params: idParams,
    body: reasonBodyOrEmpty,
    response: { 201: saved },
  }),
  /** An attachment: only to users who may view transactions, always as a download. */
  attachment: endpoint({
    method: 'GET',
    path: '/storage/*',
    summary: "Download a transaction's attachment",
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
