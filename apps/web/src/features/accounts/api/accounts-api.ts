import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Account,
  AccountInput,
  ApiSuccess,
  Paged,
  StatementLine,
  StatementPeriod,
} from '@app/contract';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export const accountsQuery = (p: { page: number; search: string; type: string; sort?: string }) =>
  queryOptions({
    queryKey: ['accounts', 'list', p],
    queryFn: () =>
      call<Paged<Account>>('/accounts', {
        query: {
          page: p.page,
          per_page: PAGE_SIZES.accounts,
          search: p.search,
          type: p.type,
          sort: p.sort,
        },
        fallback: FIN_FAIL.fetchAccounts,
      }),
    placeholderData: keepPreviousData,
  });
export const useAccounts = (p: { page: number; search: string; type: string; sort?: string }) =>
  useQuery(accountsQuery(p));

export const useAccount = (id: number) =>
  useQuery({
    queryKey: ['accounts', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<Account>>(`/accounts/${id}`, { fallback: FIN_FAIL.fetchAccount }),
  });

export type Statement = Paged<StatementLine> & { account: Account; period: StatementPeriod };
export const useStatement = (
  id: number,
  p: { page: number; startDate: string; endDate: string; sort?: string },
) =>
  useQuery({
    queryKey: ['accounts', 'statement', id, p],
    queryFn: () =>
      call<Statement>(`/accounts/${id}/statement`, {
        query: {
          page: p.page,
          perPage: PAGE_SIZES.statement,
          startDate: p.startDate,
          endDate: p.endDate,
          sort: p.sort,
        },
        fallback: FIN_FAIL.fetchStatement,
      }),
    placeholderData: keepPreviousData,
  });

export const useSaveAccount = (id?: number) =>
  useEnvelopeMutation(
    (body: AccountInput) =>
      id
        ? apiCall<ApiSuccess<Account>>(`/accounts/${id}`, {
            method: 'PUT',
            body,
            fallback: FIN_FAIL.updateAccount,
          })
        : apiCall<ApiSuccess<Account>>('/accounts', {
            method: 'POST',
            body,
            fallback: FIN_FAIL.createAccount,
          }),
    [['accounts']],
  );

export const useDeleteAccount = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/accounts/${id}`, {
        method: 'DELETE',
        fallback: FIN_FAIL.deleteAccount,
      }),
    [['accounts']],
  );
