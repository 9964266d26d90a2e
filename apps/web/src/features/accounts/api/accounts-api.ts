import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useIdMutation, useSaveMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/accounts.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'accounts', so
 * a write refreshes them all.
 */

export const accountsQuery = pagedQuery(
  'GET /accounts',
  PAGE_SIZES.accounts,
  FIN_FAIL.fetchAccounts,
);

export const accountQuery = detailQuery('GET /accounts/:id', FIN_FAIL.fetchAccount);
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

const SAVE = {
  create: ['POST /accounts', FIN_FAIL.createAccount],
  update: ['PUT /accounts/:id', FIN_FAIL.updateAccount],
} as const;
export const useSaveAccount = (id?: number) => useSaveMutation(SAVE, id, [['accounts']]);

export const useDeleteAccount = () =>
  useIdMutation('DELETE /accounts/:id', FIN_FAIL.deleteAccount, [['accounts']]);
