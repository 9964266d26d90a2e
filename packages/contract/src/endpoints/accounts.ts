import {
  accountInput,
  accountListQuery,
  accountOptionSchema,
  accountSchema,
  statementLineSchema,
  statementPeriodSchema,
  statementQuery,
} from '../accounts.ts';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { endpoint } from './define.ts';

export const accountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/accounts',
    access: 'view_accounts',
    query: accountListQuery,
    response: { 200: pagedEnvelope(accountSchema) },
  }),
  // The transaction form and filters need the list too, so any finance user may read it.
  options: endpoint({
    method: 'GET',
    path: '/accounts/list/dropdown',
    access: ['view_accounts', 'view_transactions', 'create_transactions'],
    response: { 200: okEnvelope(accountOptionSchema.array()) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/accounts/:id',
    access: 'view_accounts',
    params: idParams,
    response: { 200: okEnvelope(accountSchema) },
  }),
  statement: endpoint({
    method: 'GET',
    path: '/accounts/:id/statement',
    access: 'view_accounts',
    params: idParams,
    query: statementQuery,
    response: {
      200: pagedEnvelope(statementLineSchema, {
        account: accountSchema,
        period: statementPeriodSchema,
      }),
    },
    // Kept: the account, its movements (and their monthly totals, kept with them), categories.
    reads: ['accounts', 'transactions', 'transaction_categories'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/accounts',
    access: 'create_accounts',
    body: accountInput,
    response: { 201: okEnvelope(accountSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/accounts/:id',
    access: 'edit_accounts',
    params: idParams,
    body: accountInput,
    response: { 200: okEnvelope(accountSchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/accounts/:id',
    access: 'delete_accounts',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
};
