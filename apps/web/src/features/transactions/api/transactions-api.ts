import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountOption,
  ApiSuccess,
  CategoryOption,
  DecisionInput,
  Paged,
  ReasonInput,
  Transaction,
} from '@app/contract';
import { CORRECTION_FAIL, FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export type TransactionFilters = Record<
  'search' | 'date_from' | 'date_to' | 'type' | 'status' | 'account_id' | 'category_id',
  string
>;

export const useTransactions = (page: number, f: TransactionFilters, sort = '') =>
  useQuery({
    queryKey: ['transactions', 'list', page, f, sort],
    queryFn: () =>
      call<Paged<Transaction>>('/transactions', {
        query: { page, per_page: PAGE_SIZES.transactions, ...f, sort },
        fallback: FIN_FAIL.fetchTransactions,
      }),
    placeholderData: keepPreviousData,
  });

export const usePendingApprovals = (page: number, sort = '') =>
  useQuery({
    queryKey: ['transactions', 'pending', page, sort],
    queryFn: () =>
      call<Paged<Transaction>>('/transactions/pending-approvals', {
        query: { page, perPage: PAGE_SIZES.pendingApprovals, sort },
        fallback: FIN_FAIL.fetchPending,
      }),
    placeholderData: keepPreviousData,
  });

export const useTransaction = (id: number) =>
  useQuery({
    queryKey: ['transactions', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<Transaction>>(`/transactions/${id}`, { fallback: FIN_FAIL.fetchTransaction }),
  });

export const useAccountOptions = () =>
  useQuery({
    queryKey: ['accounts', 'options'],
    queryFn: () =>
      call<ApiSuccess<AccountOption[]>>('/accounts/list/dropdown', {
        fallback: FIN_FAIL.fetchAccountsList,
      }),
    staleTime: 60_000,
  });

export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['categories', 'options'],
    queryFn: () =>
      call<ApiSuccess<CategoryOption[]>>('/transaction-categories/list/dropdown', {
        fallback: FIN_FAIL.fetchCategoriesList,
      }),
    staleTime: 60_000,
  });

// Balances and statements change with every decision, so those queries refresh too.
const CHANGES = [['transactions'], ['accounts'], ['categories'], ['dashboard']] as const;

/** Multipart of the non-empty fields, as the spec sends it; update is POST /transactions/{id}. */
export const useSaveTransaction = (id?: number) =>
  useEnvelopeMutation(
    (form: FormData) =>
      apiCall<ApiSuccess<Transaction>>(id ? `/transactions/${id}` : '/transactions', {
        method: 'POST',
        body: form,
        fallback: id ? FIN_FAIL.updateTransaction : FIN_FAIL.createTransaction,
      }),
    CHANGES,
  );

export const useDeleteTransaction = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/transactions/${id}`, {
        method: 'DELETE',
        fallback: FIN_FAIL.deleteTransaction,
      }),
    CHANGES,
  );

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
      apiCall<ApiSuccess<Transaction>>(`/transactions/${transaction.id}/${action}`, {
        method: 'POST',
        body: { notes, updated_at: transaction.updated_at } satisfies DecisionInput,
        fallback: action === 'approve' ? FIN_FAIL.approve : FIN_FAIL.reject,
      }),
    onSuccess: (r) => {
      if (r.success || r.status === 409)
        for (const queryKey of CHANGES) void qc.invalidateQueries({ queryKey });
    },
  });
};

/** Correct an approved transaction with a linked, approved opposite entry (issue 16). */
export const useReverseTransaction = () =>
  useEnvelopeMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      apiCall<ApiSuccess<Transaction>>(`/transactions/${id}/reverse`, {
        method: 'POST',
        body: { reason } satisfies ReasonInput,
        fallback: CORRECTION_FAIL.reverse,
      }),
    CHANGES,
  );
