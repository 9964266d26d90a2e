import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { detailQuery } from '../../../lib/endpoint-queries.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';
import type { BodyOf } from '../../../lib/endpoint-call.ts';

/*
 * The books' endpoints of the catalogue (contract src/endpoints/ledger.ts and currencies.ts):
 * reads as queryOptions + hook, writes as mutation hooks. Every ledger key starts with
 * 'ledger', so a write refreshes them all; the rates' with 'exchange-rates'.
 */

export const BOOKS_FAIL = {
  trialBalance: 'Failed to load the trial balance',
  profitAndLoss: 'Failed to load the profit and loss',
  balanceSheet: 'Failed to load the balance sheet',
  entries: 'Failed to load the journal',
  entry: 'Failed to load the journal entry',
  lockDate: 'Failed to load the lock date',
  setLockDate: 'Failed to save the lock date',
  paymentAccounts: 'Failed to load the payment accounts',
  setPaymentAccounts: 'Failed to save the payment accounts',
  revalue: 'Failed to revalue the accounts',
  rates: 'Failed to load the exchange rates',
  addRate: 'Failed to add the exchange rate',
  importRates: 'Failed to import the exchange rates',
  accounts: 'Failed to load the accounts',
  supplierPaymentSettings: 'Failed to load the supplier payment settings',
  setSupplierPaymentSettings: 'Failed to save the supplier payment settings',
} as const;

export const JOURNAL_PAGE_SIZE = 20;
const RATES_PAGE_SIZE = 20;

type Query = Record<string, string | number | undefined>;
/** The URL's filters without the blanks: '' is "not chosen", which the server reads the same. */
const given = (q: Query) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined));

export type TrialBalance = EndpointAnswer<'GET /ledger/trial-balance'>['data'];
export type ProfitAndLoss = EndpointAnswer<'GET /ledger/profit-and-loss'>['data'];
export type BalanceSheet = EndpointAnswer<'GET /ledger/balance-sheet'>['data'];
export type JournalPage = EndpointAnswer<'GET /ledger/entries'>;
export type JournalEntry = JournalPage['data'][number];

export const trialBalanceQuery = (q: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['ledger', 'trial-balance', q],
    queryFn: () =>
      fetchEndpoint('GET /ledger/trial-balance', {
        query: given(q),
        fallback: BOOKS_FAIL.trialBalance,
      }),
    placeholderData: keepPreviousData,
  });
export const useTrialBalance = (q: { from: string; to: string }) => useQuery(trialBalanceQuery(q));

export interface ProfitAndLossParams {
  from: string;
  to: string;
  compare_from: string;
  compare_to: string;
}
export const useProfitAndLoss = (q: ProfitAndLossParams) =>
  useQuery({
    queryKey: ['ledger', 'profit-and-loss', q],
    queryFn: () =>
      fetchEndpoint('GET /ledger/profit-and-loss', {
        query: given({ ...q }),
        fallback: BOOKS_FAIL.profitAndLoss,
      }),
    placeholderData: keepPreviousData,
  });

export const useBalanceSheet = (date: string) =>
  useQuery({
    queryKey: ['ledger', 'balance-sheet', date],
    queryFn: () =>
      fetchEndpoint('GET /ledger/balance-sheet', {
        query: given({ date }),
        fallback: BOOKS_FAIL.balanceSheet,
      }),
    placeholderData: keepPreviousData,
  });

export interface JournalParams {
  page: number;
  from: string;
  to: string;
  account_id: string;
  source_type: string;
}
export const useJournal = (q: JournalParams) =>
  useQuery({
    queryKey: ['ledger', 'entries', q],
    queryFn: () =>
      fetchEndpoint('GET /ledger/entries', {
        query: given({ ...q, per_page: JOURNAL_PAGE_SIZE }),
        fallback: BOOKS_FAIL.entries,
      }),
    placeholderData: keepPreviousData,
  });

export const useJournalEntry = (id: number) =>
  useQuery(detailQuery('GET /ledger/entries/:id', BOOKS_FAIL.entry, 'entry')(id));

export const useLockDate = () =>
  useQuery({
    queryKey: ['ledger', 'lock-date'],
    queryFn: () => fetchEndpoint('GET /ledger/lock-date', { fallback: BOOKS_FAIL.lockDate }),
  });
export const useSetLockDate = () =>
  useEnvelopeMutation(
    (body: BodyOf<'PUT /ledger/lock-date'>) =>
      callEndpoint('PUT /ledger/lock-date', { body, fallback: BOOKS_FAIL.setLockDate }),
    [['ledger']],
  );

export const usePaymentAccounts = () =>
  useQuery({
    queryKey: ['ledger', 'payment-accounts'],
    queryFn: () =>
      fetchEndpoint('GET /ledger/payment-accounts', { fallback: BOOKS_FAIL.paymentAccounts }),
  });
export const useSetPaymentAccounts = () =>
  useEnvelopeMutation(
    (body: BodyOf<'PUT /ledger/payment-accounts'>) =>
      callEndpoint('PUT /ledger/payment-accounts', {
        body,
        fallback: BOOKS_FAIL.setPaymentAccounts,
      }),
    [['ledger']],
  );

/** The amount above which a supplier payment waits for a manager (null: none waits). */
export const useSupplierPaymentSettings = (enabled = true) =>
  useQuery({
    queryKey: ['supplier-payments', 'settings'],
    queryFn: () =>
      fetchEndpoint('GET /supplier-payments/settings', {
        fallback: BOOKS_FAIL.supplierPaymentSettings,
      }),
    enabled,
  });
export const useSetSupplierPaymentSettings = () =>
  useEnvelopeMutation(
    (body: BodyOf<'PUT /supplier-payments/settings'>) =>
      callEndpoint('PUT /supplier-payments/settings', {
        body,
        fallback: BOOKS_FAIL.setSupplierPaymentSettings,
      }),
    [['supplier-payments', 'settings']],
  );

export type Revaluation = EndpointAnswer<'POST /ledger/revaluations'>['data'];
/** The month-end entries post to the journal and move the accounts' balances and statements. */
export const useRevalue = () =>
  useEnvelopeMutation(
    (body: BodyOf<'POST /ledger/revaluations'>) =>
      callEndpoint('POST /ledger/revaluations', { body, fallback: BOOKS_FAIL.revalue }),
    [['ledger'], ['accounts']],
  );

export const useExchangeRates = (page: number) =>
  useQuery({
    queryKey: ['exchange-rates', 'list', page],
    queryFn: () =>
      fetchEndpoint('GET /exchange-rates', {
        query: { page, per_page: RATES_PAGE_SIZE },
        fallback: BOOKS_FAIL.rates,
      }),
    placeholderData: keepPreviousData,
  });
export const useAddExchangeRate = () =>
  useEnvelopeMutation(
    (body: BodyOf<'POST /exchange-rates'>) =>
      callEndpoint('POST /exchange-rates', { body, fallback: BOOKS_FAIL.addRate }),
    [['exchange-rates'], ['ledger']],
  );
export const useImportExchangeRates = () =>
  useEnvelopeMutation(
    (body: BodyOf<'POST /exchange-rates/import'>) =>
      callEndpoint('POST /exchange-rates/import', { body, fallback: BOOKS_FAIL.importRates }),
    [['exchange-rates'], ['ledger']],
  );

/**
 * The accounts to pick from (the journal's filter, the deposit accounts): the same list and
 * key as the transaction form's, so one fetch serves both.
 */
export const useAccountChoices = (enabled = true) =>
  useQuery({
    queryKey: ['accounts', 'options'],
    queryFn: () => fetchEndpoint('GET /accounts/list/dropdown', { fallback: BOOKS_FAIL.accounts }),
    staleTime: 60_000,
    enabled,
  });
