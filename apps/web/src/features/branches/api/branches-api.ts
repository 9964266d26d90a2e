import { FAIL, PAGE_SIZES } from '@app/contract/constants';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/branches.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'branches', so
 * a write refreshes them all.
 */

const branches = pagedRecordHooks('/branches', [['branches']]);
export const branchesQuery = branches.list(PAGE_SIZES.branches, FAIL.fetchBranches);
export const useBranch = branches.one(FAIL.fetchBranch);
export const useSaveBranch = branches.save(FAIL.createBranch, FAIL.updateBranch);
export const useDeleteBranch = branches.remove(FAIL.deleteBranch);
