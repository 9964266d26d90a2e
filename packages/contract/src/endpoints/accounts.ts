import {
  accountInput,
  accountListQuery,
  accountOptionSchema,
  accountSchema,
  statementLineSchema,
  statementPeriodSchema,
  statementQuery,
} from '../accounts.ts';
import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { endpoint } from './define.ts';
import { pagedRecordEndpoints } from './record.ts';

export const accountEndpoints = {
  ...pagedRecordEndpoints({
    path: '/accounts',
    access: {
      view: 'view_accounts',
      create: 'create_accounts',
      edit: 'edit_accounts',
      remove: 'delete_accounts',
    },
    record: accountSchema,
    create: accountInput,
    update: accountInput,
    list: { query: accountListQuery },
  }),
  // The transaction form and filters need the list too, so any finance user may read it.
  options: endpoint({
    method: 'GET',
    path: '/accounts/list/dropdown',
    access: ['view_accounts', 'view_transactions', 'create_transactions'],
    response: { 200: okEnvelope(accountOptionSchema.array()) },
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
};
