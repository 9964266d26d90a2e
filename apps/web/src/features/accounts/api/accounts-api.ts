import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountInput } from '@app/contract';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/accounts.ts) this feature uses: reads
 * as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with 'accounts', so
 * a write refreshes them all.
 */

export interface AccountListParams {
  page: number;
  search: string;
  type: string;
  sort?: string;
}

export const accountsQuery = (p: AccountListParams) =>
  queryOptions({
    queryKey: ['accounts', 'list', p],
    queryFn: () =>
      fetchEndpoint('GET /accounts', {
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

export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: ['accounts', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /accounts/:id', { params: { id }, fallback: FIN_FAIL.fetchAccount }),
  });
export const useAccount = (id: number) => useQuery(accountQuery(id));

export type Statement = EndpointAnswer<'GET /accounts/:id/statement'>;
export interface StatementParams {
  page: number;
  startDate: string;
  endDate: string;
  sort?: string;
}

export const statementQuery = (id: number, p: StatementParams) =>
  queryOptions({
    queryKey: ['accounts', 'statement', id, p],
    queryFn: () =>
      fetchEndpoint('GET /accounts/:id/statement', {
        params: { id },
        query: {
          page: p.page,
          per_page: PAGE_SIZES.statement,
          startDate: p.startDate,
          endDate: p.endDate,
          sort: p.sort,
        },
        fallback: FIN_FAIL.fetchStatement,
      }),
    placeholderData: keepPreviousData,
  });
export const useStatement = (id: number, p: StatementParams) => useQuery(statementQuery(id, p));

export const useSaveAccount = (id?: number) =>
  useEnvelopeMutation(
    (body: AccountInput) =>
      id
        ? callEndpoint('PUT /accounts/:id', {
            params: { id },
            body,
            fallback: FIN_FAIL.updateAccount,
          })
        : callEndpoint('POST /accounts', { body, fallback: FIN_FAIL.createAccount }),
    [['accounts']],
  );

export const useDeleteAccount = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /accounts/:id', { params: { id }, fallback: FIN_FAIL.deleteAccount }),
    [['accounts']],
  );
