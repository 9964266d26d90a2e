import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Category, CategoryInput, Paged } from '@app/contract';
import { FIN_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export const categoriesQuery = (p: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['categories', 'list', p],
    queryFn: () =>
      call<Paged<Category>>('/transaction-categories', {
        query: { page: p.page, per_page: PAGE_SIZES.categories, search: p.search },
        fallback: FIN_FAIL.fetchCategories,
      }),
    placeholderData: keepPreviousData,
  });
export const useCategories = (p: { page: number; search: string }) => useQuery(categoriesQuery(p));

export const useCategory = (id: number) =>
  useQuery({
    queryKey: ['categories', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<Category>>(`/transaction-categories/${id}`, {
        fallback: FIN_FAIL.fetchCategory,
      }),
  });

export const useSaveCategory = (id?: number) =>
  useEnvelopeMutation(
    (body: CategoryInput) =>
      id
        ? apiCall<ApiSuccess<Category>>(`/transaction-categories/${id}`, {
            method: 'PUT',
            body,
            fallback: FIN_FAIL.updateCategory,
          })
        : apiCall<ApiSuccess<Category>>('/transaction-categories', {
            method: 'POST',
            body,
            fallback: FIN_FAIL.createCategory,
          }),
    [['categories']],
  );

export const useToggleCategory = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<ApiSuccess<Category>>(`/transaction-categories/${id}/toggle-status`, {
        method: 'POST',
        fallback: FIN_FAIL.toggleStatus,
      }),
    [['categories']],
  );

export const useDeleteCategory = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/transaction-categories/${id}`, {
        method: 'DELETE',
        fallback: FIN_FAIL.deleteCategory,
      }),
    [['categories']],
  );
