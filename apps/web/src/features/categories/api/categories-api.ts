import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { useIdMutation } from '../../../lib/mutations.ts';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/categories.ts) this feature uses:
 * reads as queryOptions + hook, writes as mutation hooks. Every key starts with
 * 'transaction-categories' (the paths' first segment), so a write refreshes them all.
 */

const CHANGES = [['transaction-categories']] as const;

const categories = pagedRecordHooks('/transaction-categories', CHANGES);
export const categoriesQuery = categories.list(PAGE_SIZES.categories, FIN_FAIL.fetchCategories);
export const useCategory = categories.one(FIN_FAIL.fetchCategory);
export const useSaveCategory = categories.save(FIN_FAIL.createCategory, FIN_FAIL.updateCategory);
export const useDeleteCategory = categories.remove(FIN_FAIL.deleteCategory);

export const useToggleCategory = () =>
  useIdMutation('POST /transaction-categories/:id/toggle-status', FIN_FAIL.toggleStatus, CHANGES);
