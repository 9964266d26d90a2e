import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import {
  depositChoicesSchema,
  agentStatementQuery,
  agentStatementSchema,
  journalEntrySchema,
  ledgerEntriesQuery,
  balanceSheetQuery,
  balanceSheetSchema,
  lockDateBody,
  paymentAccountsBody,
  paymentAccountsSchema,
  profitAndLossQuery,
  profitAndLossSchema,
  lockDateSchema,
  revaluationBody,
  revaluationSchema,
  trialBalanceQuery,
  trialBalanceSchema,
} from '../ledger.ts';
import { z } from 'zod';
import { BASE_CURRENCY } from '../ledger-values.ts';
import { endpoint } from './define.ts';
import { idParams } from '../common/fields.ts';

// The books are read by admins and by the managers an admin gives `view_books`: no role holds
// it by default (permissions.ts).
const access = 'view_books';

export const ledgerEndpoints = {
  trialBalance: endpoint({
    method: 'GET',
    path: '/ledger/trial-balance',
    access,
    summary: "Read the trial balance: each account's opening, period and closing debit and credit",
    query: trialBalanceQuery,
    response: { 200: okEnvelope(trialBalanceSchema) },
  }),
  entries: endpoint({
    method: 'GET',
    path: '/ledger/entries',
    access,
    summary: 'List journal entries with their lines, newest first, a page at a time',
    query: ledgerEntriesQuery,
    response: {
      200: pagedEnvelope(journalEntrySchema, { currency: z.literal(BASE_CURRENCY) }),
    },
  }),
  entry: endpoint({
    method: 'GET',
    path: '/ledger/entries/:id',
    access,
    summary: 'Read one journal entry with its lines and the document it was posted for',
    params: idParams,
    response: { 200: okEnvelope(journalEntrySchema) },
  }),
  profitAndLoss: endpoint({
    method: 'GET',
    path: '/ledger/profit-and-loss',
    access,
    summary:
      'Read the profit and loss for a period: each income and expense account, with a comparison period',
    query: profitAndLossQuery,
    response: { 200: okEnvelope(profitAndLossSchema) },
  }),
  balanceSheet: endpoint({
    method: 'GET',
    path: '/ledger/balance-sheet',
    access,
    summary:
      "Read the balance sheet as of a date: assets, liabilities and equity with the year's profit",
    query: balanceSheetQuery,
    response: { 200: okEnvelope(balanceSheetSchema) },
  }),
  agentStatement: endpoint({
    method: 'GET',
    path: '/agents/:id/statement',
    access,
    summary:
      "Read an agent's statement: opening, files billed, commission, money received and closing",
    params: idParams,
    query: agentStatementQuery,
    response: { 200: okEnvelope(agentStatementSchema) },
  }),
  paymentAccounts: endpoint({
    method: 'GET',
    path: '/ledger/payment-accounts',
    access,
    summary: 'Read the account each payment method deposits to when a payment names none',
    response: { 200: okEnvelope(paymentAccountsSchema) },
  }),
  // Whoever records a payment picks where the money went (decision 043), or, paying a
  // supplier, the account it leaves.
  depositAccounts: endpoint({
    method: 'GET',
    path: '/ledger/deposit-accounts',
    access: ['create_payments', 'create_agent_payments', 'create_supplier_payments'],
    summary: "List the accounts a payment may be deposited to, and each method's default",
    response: { 200: okEnvelope(depositChoicesSchema) },
  }),
  setPaymentAccounts: endpoint({
    method: 'PUT',
    path: '/ledger/payment-accounts',
    access: 'admin',
    summary: 'Set the account payment methods deposit to (blank: Undeposited Funds)',
    body: paymentAccountsBody,
    response: { 200: okEnvelope(paymentAccountsSchema) },
  }),
  lockDate: endpoint({
    method: 'GET',
    path: '/ledger/lock-date',
    access,
    summary: 'Read the lock date: nothing dated on or before it posts, changes or is voided',
    response: { 200: okEnvelope(lockDateSchema) },
  }),
  // Admins only, as closing a period: the month-end entries of the accounts in other currencies.
  revalue: endpoint({
    method: 'POST',
    path: '/ledger/revaluations',
    access: 'admin',
    summary:
      "Revalue the accounts kept in other currencies at a month's closing rate (exchange gain or loss)",
    body: revaluationBody,
    response: { 200: okEnvelope(revaluationSchema) },
  }),
  // Admins only: closing a period is the owner's call, not a manager's.
  setLockDate: endpoint({
    method: 'PUT',
    path: '/ledger/lock-date',
    access: 'admin',
    summary: 'Set or clear the lock date (before today); what is dated on or before it is closed',
    body: lockDateBody,
    response: { 200: okEnvelope(lockDateSchema) },
  }),
};
