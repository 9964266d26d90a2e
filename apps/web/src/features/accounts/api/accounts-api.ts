import { useQuery } from '@tanstack/react-query';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { recordQuery } from '../../../lib/endpoint-queries.ts';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/accounts.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'accounts', so
 * a write refreshes them all.
 */

const accounts = pagedRecordHooks('/accounts', [['accounts']]);
export const accountsQuery = accounts.list(PAGE_SIZES.accounts, FIN_FAIL.fetchAccounts);
export const useAccount = accounts.one(FIN_FAIL.fetchAccount);
export const useSaveAccount = accounts.save(FIN_FAIL.createAccount, FIN_FAIL.updateAccount);
export const useDeleteAccount = accounts.remove(FIN_FAIL.deleteAccount);

export type Statement = EndpointAnswer<'GET /accounts/:id/statement'>;
export interface StatementParams {
  page: number;
  startDate: string;
  endDate: string;
  sort?: string;
}

const statement = recordQuery('GET /accounts/:id/statement', FIN_FAIL.fetchStatement, 'statement');
export const statementQuery = (id: number, p: StatementParams) =>
  statement(id, { ...p, per_page: PAGE_SIZES.statement });
export const useStatement = (id: number, p: StatementParams) => useQuery(statementQuery(id, p));
