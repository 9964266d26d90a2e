import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryInput } from '@app/contract';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/categories.ts) this feature uses:
 * reads as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with
 * 'categories', so a write refreshes them all.
 */

export interface CategoryListParams {
  page: number;
  search: string;
}

export const categoriesQuery = (p: CategoryListParams) =>
  queryOptions({
    queryKey: ['categories', 'list', p],
    queryFn: () =>
      fetchEndpoint('GET /transaction-categories', {
        query: { page: p.page, per_page: PAGE_SIZES.categories, search: p.search },
        fallback: FIN_FAIL.fetchCategories,
      }),
    placeholderData: keepPreviousData,
  });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['categories', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /transaction-categories/:id', {
        params: { id },
        fallback: FIN_FAIL.fetchCategory,
      }),
  });
export const useCategory = (id: number) => useQuery(categoryQuery(id));

export const useSaveCategory = (id?: number) =>
  useEnvelopeMutation(
    (body: CategoryInput) =>
      id
        ? callEndpoint('PUT /transaction-categories/:id', {
            params: { id },
            body,
            fallback: FIN_FAIL.updateCategory,
          })
        : callEndpoint('POST /transaction-categories', { body, fallback: FIN_FAIL.createCategory }),
    [['categories']],
  );

export const useToggleCategory = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('POST /transaction-categories/:id/toggle-status', {
        params: { id },
        fallback: FIN_FAIL.toggleStatus,
      }),
    [['categories']],
  );

export const useDeleteCategory = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /transaction-categories/:id', {
        params: { id },
        fallback: FIN_FAIL.deleteCategory,
      }),
    [['categories']],
  );
