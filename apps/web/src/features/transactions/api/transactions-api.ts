import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@app/contract';
import { CORRECTION_FAIL, FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { callEndpoint, fetchEndpoint, pathOf } from '../../../lib/endpoint-call.ts';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useEnvelopeMutation, useIdMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/transactions.ts) this feature uses:
 * reads as queryOptions + hook, writes as mutation hooks. Every key starts with
 * 'transactions'; a write refreshes the balances' and dashboard's queries too.
 */

export const transactionsQuery = pagedQuery(
  'GET /transactions',
  PAGE_SIZES.transactions,
  FIN_FAIL.fetchTransactions,
);

export const pendingApprovalsQuery = pagedQuery(
  'GET /transactions/pending-approvals',
  PAGE_SIZES.pendingApprovals,
  FIN_FAIL.fetchPending,
  'pending',
);
export const usePendingApprovals = (page: number, sort = '') =>
  useQuery(pendingApprovalsQuery(page, {}, sort));

export const transactionQuery = detailQuery('GET /transactions/:id', FIN_FAIL.fetchTransaction);
export const useTransaction = (id: number) => useQuery(transactionQuery(id));

export const accountOptionsQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'options'],
    queryFn: () =>
      fetchEndpoint('GET /accounts/list/dropdown', { fallback: FIN_FAIL.fetchAccountsList }),
    staleTime: 60_000,
  });
export const useAccountOptions = () => useQuery(accountOptionsQuery());

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: ['transaction-categories', 'options'],
    queryFn: () =>
      fetchEndpoint('GET /transaction-categories/list/dropdown', {
        fallback: FIN_FAIL.fetchCategoriesList,
      }),
    staleTime: 60_000,
  });
export const useCategoryOptions = () => useQuery(categoryOptionsQuery());

// Balances and statements change with every decision, so those queries refresh too.
const CHANGES = [
  ['transactions'],
  ['accounts'],
  ['transaction-categories'],
  ['dashboard'],
] as const;

/**
 * Multipart of the non-empty fields, as the spec sends it; update is POST /transactions/{id}.
 * The catalogue declares no body for these two (the server reads multipart itself), so the
 * form goes through apiCall with the endpoint's path and answer type (create's and update's
 * answers are one schema).
 */
export const useSaveTransaction = (id?: number) =>
  useEnvelopeMutation((form: FormData) => {
    const { path } = id ? pathOf('POST /transactions/:id', { id }) : pathOf('POST /transactions');
    return apiCall<EndpointAnswer<'POST /transactions'>>(path, {
      method: 'POST',
      body: form,
      fallback: id ? FIN_FAIL.updateTransaction : FIN_FAIL.createTransaction,
    });
  }, CHANGES);

export const useDeleteTransaction = () =>
  useIdMutation('DELETE /transactions/:id', FIN_FAIL.deleteTransaction, CHANGES);

export interface DecideArgs {
  transaction: Transaction;
  action: 'approve' | 'reject';
  notes: string;
}

/**
 * Approve or reject the version on screen: its `updated_at` goes with the decision, and the
 * server answers 409 if the transaction changed since. A 409 refreshes the lists and the
 * detail too, so the user reviews what the transaction is now.
 */
export const useDecideTransaction = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ transaction, action, notes }: DecideArgs) =>
      callEndpoint(
        action === 'approve' ? 'POST /transactions/:id/approve' : 'POST /transactions/:id/reject',
        {
          params: { id: transaction.id },
          body: { notes, updated_at: transaction.updated_at },
          fallback: action === 'approve' ? FIN_FAIL.approve : FIN_FAIL.reject,
        },
      ),
    onSuccess: (r) => {
      if (r.success || r.status === 409)
        for (const queryKey of CHANGES) void qc.invalidateQueries({ queryKey });
    },
  });
};

/** Correct an approved transaction with a linked, approved opposite entry. */
export const useReverseTransaction = () =>
  useEnvelopeMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      callEndpoint('POST /transactions/:id/reverse', {
        params: { id },
        body: { reason },
        fallback: CORRECTION_FAIL.reverse,
      }),
    CHANGES,
  );
