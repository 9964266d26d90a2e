import { useQuery } from '@tanstack/react-query';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useIdMutation, useSaveMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/categories.ts) this feature uses:
 * reads as queryOptions + hook, writes as mutation hooks. Every key starts with
 * 'transaction-categories' (the paths' first segment), so a write refreshes them all.
 */

export const categoriesQuery = pagedQuery(
  'GET /transaction-categories',
  PAGE_SIZES.categories,
  FIN_FAIL.fetchCategories,
);

export const categoryQuery = detailQuery('GET /transaction-categories/:id', FIN_FAIL.fetchCategory);
export const useCategory = (id: number) => useQuery(categoryQuery(id));

const CHANGES = [['transaction-categories']] as const;

const SAVE = {
  create: ['POST /transaction-categories', FIN_FAIL.createCategory],
  update: ['PUT /transaction-categories/:id', FIN_FAIL.updateCategory],
} as const;
export const useSaveCategory = (id?: number) => useSaveMutation(SAVE, id, CHANGES);

export const useToggleCategory = () =>
  useIdMutation('POST /transaction-categories/:id/toggle-status', FIN_FAIL.toggleStatus, CHANGES);

export const useDeleteCategory = () =>
  useIdMutation('DELETE /transaction-categories/:id', FIN_FAIL.deleteCategory, CHANGES);
