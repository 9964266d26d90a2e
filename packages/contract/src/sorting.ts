import { z } from 'zod';
import { pagingQuery, searchParam } from './common/paging.ts';
import type { SortableList, SortKey, SortValue } from './sorting-values.ts';
import { LIST_SORTS, SORT_INVALID, sortValues } from './sorting-values.ts';

export * from './sorting-values.ts';

/** The `sort` query parameter of one list: '' or absent is the list's default order. */
export const sortParam = <L extends SortableList>(list: L) => {
  const values = ['', ...sortValues(LIST_SORTS[list] as readonly SortKey<L>[])];
  // One enum with '' in it: a union would answer zod's generic "Invalid input".
  return z.enum(values as [SortValue<L>, ...SortValue<L>[]], { error: SORT_INVALID }).optional();
};

/**
 * The query of a record list with a search box and sortable columns: paging, `search`, the
 * list's `sort`, then its own filters (accounts, agents, branches, enquiries, staff, transactions).
 */
export const searchableListQuery = <
  L extends SortableList,
  F extends z.ZodRawShape = Record<never, never>,
>(
  list: L,
  filters?: F,
) => pagingQuery.extend({ search: searchParam, sort: sortParam(list), ...(filters ?? ({} as F)) });
