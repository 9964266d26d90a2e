import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import {
  journalEntrySchema,
  ledgerEntriesQuery,
  trialBalanceQuery,
  trialBalanceSchema,
} from '../ledger.ts';
import { z } from 'zod';
import { BASE_CURRENCY } from '../ledger-values.ts';
import { endpoint } from './define.ts';

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
};
