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

/** The accounts' own keys; transaction categories follow them too. */
export const accountsAccess = {
  view: 'view_accounts',
  create: 'create_accounts',
  edit: 'edit_accounts',
  remove: 'delete_accounts',
} as const;

/**
 * Who may read the accounts' and the categories' dropdown lists: the transaction form and its
 * filters need them, so any finance user may.
 */
export const financeListAccess = [
  'view_accounts',
  'view_transactions',
  'create_transactions',
] as const;

export const accountEndpoints = {
  ...pagedRecordEndpoints({
    path: '/accounts',
    noun: { one: 'an account', many: 'accounts' },
    access: accountsAccess,
    record: accountSchema,
    create: accountInput,
    update: accountInput,
    list: { query: accountListQuery },
  }),
  options: endpoint({
    method: 'GET',
    path: '/accounts/list/dropdown',
    summary: 'List accounts for a picker',
    // The journal filters by account: readers of the books pick from it too.
    access: [...financeListAccess, 'view_books'],
    response: { 200: okEnvelope(accountOptionSchema.array()) },
  }),
  statement: endpoint({
    method: 'GET',
    path: '/accounts/:id/statement',
    summary: "Read an account's statement for a period",
    access: 'view_accounts',
    params: idParams,
    query: statementQuery,
    response: {
      200: pagedEnvelope(statementLineSchema, {
        account: accountSchema,
        period: statementPeriodSchema,
      }),
    },
    // Kept: the account, its journal lines (posted with their entries, and their monthly
    // totals kept with them), and the transactions and categories those lines name.
    reads: [
      'accounts',
      'journal_entries',
      'journal_lines',
      'transactions',
      'transaction_categories',
    ],
  }),
};
