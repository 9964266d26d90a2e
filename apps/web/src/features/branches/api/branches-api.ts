import { useQuery } from '@tanstack/react-query';
import { FAIL, PAGE_SIZES } from '@app/contract/constants';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useIdMutation, useSaveMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/branches.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'branches', so
 * a write refreshes them all.
 */

export const branchesQuery = pagedQuery('GET /branches', PAGE_SIZES.branches, FAIL.fetchBranches);

export const branchQuery = detailQuery('GET /branches/:id', FAIL.fetchBranch);
export const useBranch = (id: number) => useQuery(branchQuery(id));

const SAVE = {
  create: ['POST /branches', FAIL.createBranch],
  update: ['PUT /branches/:id', FAIL.updateBranch],
} as const;
/** Create (no id) or update a branch; resolves to the envelope so forms can show field errors. */
export const useSaveBranch = (id?: number) => useSaveMutation(SAVE, id, [['branches']]);

export const useDeleteBranch = () =>
  useIdMutation('DELETE /branches/:id', FAIL.deleteBranch, [['branches']]);
